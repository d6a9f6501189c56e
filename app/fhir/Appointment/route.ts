// GET /fhir/Appointment?patient=&practitioner=&date=&status=: the visits the caller may see.
// POST /fhir/Appointment: books through the booking pipeline; 201 with the Appointment and its
// Location (issue 46; docs/fhir.md).
import { fhirPrivateRoute, readFhirBody } from "@/lib/fhir/route";
import { parseSearch } from "@/lib/fhir/search-params";
import { searchSpec } from "@/lib/fhir/capabilities";
import { searchset } from "@/lib/fhir/bundle";
import { readFhirAppointment, searchFhirAppointments } from "@/lib/fhir/appointment-read";
import { bookFhirAppointment, fhirAppointmentBody } from "@/lib/fhir/appointment-book";
import { parseSlotId } from "@/lib/fhir/slots";

export const GET = fhirPrivateRoute([], async ({ actor, url, base }) => {
  const { page, total } = await searchFhirAppointments(actor, parseSearch(url, searchSpec("Appointment")));
  return searchset(base, url, page, total);
});

export const POST = fhirPrivateRoute([], async ({ actor, req, base }) => {
  const body = await readFhirBody(req, fhirAppointmentBody);
  const id = await bookFhirAppointment(actor, body, { resolveSlot: parseSlotId, idempotencyKey: req.headers.get("idempotency-key")?.trim() || undefined });
  return { resource: await readFhirAppointment(actor, id), status: 201, headers: { Location: `${base}/Appointment/${id}` } };
});
