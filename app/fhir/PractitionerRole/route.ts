// GET /fhir/PractitionerRole?name=&specialty=&active=&practitioner= (issue 46; docs/fhir.md).
import { fhirPublicRoute } from "@/lib/fhir/route";
import { parseSearch } from "@/lib/fhir/search-params";
import { searchSpec } from "@/lib/fhir/capabilities";
import { searchPractitionerRoles } from "@/lib/fhir/directory";

export const GET = fhirPublicRoute(async ({ url, base, origin }) => searchPractitionerRoles(parseSearch(url, searchSpec("PractitionerRole")), { base, origin }, url));
