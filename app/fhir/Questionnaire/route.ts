// GET /fhir/Questionnaire: every active visit type that asks questions (issue 47; docs/fhir.md).
import { fhirPublicRoute } from "@/lib/fhir/route";
import { parseSearch } from "@/lib/fhir/search-params";
import { searchSpec } from "@/lib/fhir/capabilities";
import { searchFhirQuestionnaires } from "@/lib/fhir/questionnaire-read";

export const GET = fhirPublicRoute(async ({ url, base }) => searchFhirQuestionnaires(parseSearch(url, searchSpec("Questionnaire")), base, url));
