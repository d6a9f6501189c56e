// GET /fhir/Patient?name=&telecom=&birthdate=: the staff's patient search (issue 46; docs/fhir.md).
import { fhirPrivateRoute } from "@/lib/fhir/route";
import { parseSearch } from "@/lib/fhir/search-params";
import { searchSpec } from "@/lib/fhir/capabilities";
import { searchset } from "@/lib/fhir/bundle";
import { searchFhirPatients } from "@/lib/fhir/patient-read";

export const GET = fhirPrivateRoute([], async ({ actor, url, base }) => {
  const { page, total } = await searchFhirPatients(actor, parseSearch(url, searchSpec("Patient")));
  return searchset(base, url, page, total);
});
