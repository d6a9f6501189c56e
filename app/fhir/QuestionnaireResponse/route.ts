// GET /fhir/QuestionnaireResponse?subject=Patient/{id}&appointment=Appointment/{id}: the answers
// the caller may see (issue 47; docs/fhir.md).
import { fhirPrivateRoute } from "@/lib/fhir/route";
import { parseSearch } from "@/lib/fhir/search-params";
import { searchSpec } from "@/lib/fhir/capabilities";
import { searchset } from "@/lib/fhir/bundle";
import { searchFhirQuestionnaireResponses } from "@/lib/fhir/questionnaire-read";

export const GET = fhirPrivateRoute([], async ({ actor, url, base }) => {
  const { page, total } = await searchFhirQuestionnaireResponses(actor, parseSearch(url, searchSpec("QuestionnaireResponse")));
  return searchset(base, url, page, total);
});
