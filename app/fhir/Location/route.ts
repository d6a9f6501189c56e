// GET /fhir/Location: the clinic (issue 46; docs/fhir.md).
import { fhirPublicRoute } from "@/lib/fhir/route";
import { parseSearch } from "@/lib/fhir/search-params";
import { searchSpec } from "@/lib/fhir/capabilities";
import { currentClinicLocation } from "@/lib/fhir/clinic";
import { pageInMemory, searchset } from "@/lib/fhir/bundle";

export const GET = fhirPublicRoute(async ({ url, base }) => {
  const search = parseSearch(url, searchSpec("Location"));
  return searchset(base, url, pageInMemory([await currentClinicLocation()], search, (l) => l.id!), 1);
});
