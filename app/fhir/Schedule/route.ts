// GET /fhir/Schedule?actor=&service-type=&active= (issue 46; docs/fhir.md).
import { fhirPublicRoute } from "@/lib/fhir/route";
import { parseSearch } from "@/lib/fhir/search-params";
import { searchSpec } from "@/lib/fhir/capabilities";
import { searchSchedules } from "@/lib/fhir/directory";

export const GET = fhirPublicRoute(async ({ url, base, origin }) => searchSchedules(parseSearch(url, searchSpec("Schedule")), { base, origin }, url));
