// GET /fhir/QuestionnaireResponse/{id}: a visit's answers (id = the visit's), for its patient or
// guardian, its doctor and the staff (issue 47; docs/fhir.md).
import { fhirPrivateRoute, pathId } from "@/lib/fhir/route";
import { readFhirQuestionnaireResponse } from "@/lib/fhir/questionnaire-read";

export const GET = fhirPrivateRoute<{ id: string }>([], async ({ actor, params }) => readFhirQuestionnaireResponse(actor, pathId("QuestionnaireResponse", params.id)));
