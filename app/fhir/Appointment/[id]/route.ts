// GET /fhir/Appointment/{id}: one visit its patient, guardian, doctor or staff may see.
// PATCH /fhir/Appointment/{id}: a JSON Patch setting status to cancelled (issue 46; docs/fhir.md).
import { fhirPrivateRoute, pathId, readFhirBody } from "@/lib/fhir/route";
import { readFhirAppointment } from "@/lib/fhir/appointment-read";
import { cancelFhirAppointment, jsonPatchBody } from "@/lib/fhir/appointment-cancel";

export const GET = fhirPrivateRoute<{ id: string }>([], async ({ actor, params }) => readFhirAppointment(actor, pathId("Appointment", params.id)));

export const PATCH = fhirPrivateRoute<{ id: string }>([], async ({ actor, params, req }) => {
  const id = pathId("Appointment", params.id);
  await cancelFhirAppointment(actor, id, await readFhirBody(req, jsonPatchBody));
  return readFhirAppointment(actor, id);
});
