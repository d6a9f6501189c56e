// GET /fhir/HealthcareService: the active visit types (issue 46; docs/fhir.md).
import { fhirPublicRoute } from "@/lib/fhir/route";
import { parseSearch } from "@/lib/fhir/search-params";
import { searchSpec } from "@/lib/fhir/capabilities";
import { searchHealthcareServices } from "@/lib/fhir/services";

export const GET = fhirPublicRoute(async ({ url, base }) => searchHealthcareServices(parseSearch(url, searchSpec("HealthcareService")), base, url));
