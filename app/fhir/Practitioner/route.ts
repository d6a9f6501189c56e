// GET /fhir/Practitioner?name=&specialty=&active= (issue 46; docs/fhir.md).
import { fhirPublicRoute } from "@/lib/fhir/route";
import { parseSearch } from "@/lib/fhir/search-params";
import { searchSpec } from "@/lib/fhir/capabilities";
import { searchPractitioners } from "@/lib/fhir/directory";

export const GET = fhirPublicRoute(async ({ url, base, origin }) => searchPractitioners(parseSearch(url, searchSpec("Practitioner")), { base, origin }, url));
