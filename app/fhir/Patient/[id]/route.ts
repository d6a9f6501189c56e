// GET /fhir/Patient/{id}: a patient themselves or a dependent; staff any (issue 46; docs/fhir.md).
import { fhirPrivateRoute, pathId } from "@/lib/fhir/route";
import { readFhirPatient } from "@/lib/fhir/patient-read";

export const GET = fhirPrivateRoute<{ id: string }>([], async ({ actor, params }) => readFhirPatient(actor, pathId("Patient", params.id)));
