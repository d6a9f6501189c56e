// GET /fhir/Slot?schedule=Schedule/{id}&start=ge…&start=lt…&status=free&service-type={id}:
// free times, computed as the booking page computes them (issue 46; docs/fhir.md).
import { fhirPublicRoute } from "@/lib/fhir/route";
import { parseSearch } from "@/lib/fhir/search-params";
import { searchSpec } from "@/lib/fhir/capabilities";
import { searchSlots } from "@/lib/fhir/slots";

export const GET = fhirPublicRoute(async ({ url, base, origin }) => searchSlots(parseSearch(url, searchSpec("Slot")), { base, origin }, url));
