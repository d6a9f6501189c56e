// GET /fhir/Questionnaire/{id}: the questions an active visit type asks (issue 47; docs/fhir.md).
import { fhirPublicRoute, pathId } from "@/lib/fhir/route";
import { readFhirQuestionnaire } from "@/lib/fhir/questionnaire-read";

export const GET = fhirPublicRoute<{ id: string }>(async ({ params }) => readFhirQuestionnaire(pathId("Questionnaire", params.id)));
