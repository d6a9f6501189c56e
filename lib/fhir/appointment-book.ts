// Booking through FHIR (issue 46, item 3): POST /fhir/Appointment. The resource is read into the
// booking pipeline's own input (lib/appointments/book/index.ts: the same steps as every other
// door), and the pipeline's refusals become FHIR's statuses: a time someone else has (or the
// patient has elsewhere) is a 409, any other rule broken a 422, each an OperationOutcome in the
// domain's words. (docs/fhir.md)
import { z } from "zod";
import { clinicDateOf, clinicMinutesOf, clinicTimeZone, formatSlotTime, instantAt } from "@/lib/clinic-time";
import { isDomainError } from "@/lib/errors";
import type { Actor } from "@/lib/accounts/users";
import { bookAppointment } from "@/lib/appointments/book/index";
import { PATIENT_BUSY, SLOT_TAKEN } from "@/lib/appointments/book/slot-check";
import { heldForWaitlist } from "@/lib/schedule/holds";
import { bookingSchema, type Booking } from "@/lib/appointments/booking-schema";
import { assertMayBookFor } from "@/lib/appointments/book/who-books";
import { doctorAndType } from "@/lib/appointments/book/visit-type";
import { businessRule } from "@/lib/fhir/outcome";
import { answersOfResponse, containedAnswers } from "@/lib/fhir/appointment-answers";
import { FHIR_ID } from "@/lib/fhir/search-params";

const referenceSchema = z.looseObject({ reference: z.string().max(500).optional() });
const codeableSchema = z.looseObject({
  coding: z.array(z.looseObject({ system: z.string().max(500).optional(), code: z.string().max(200).optional() })).max(20).optional(),
  text: z.string().max(1000).optional(),
});

/** What POST /fhir/Appointment reads of the resource (other elements are ignored, as a server may). */
export const fhirAppointmentBody = z.looseObject({
  resourceType: z.literal("Appointment", { error: "The body must be an Appointment resource" }),
  status: z.string({ error: "status is required (booked)" }),
  start: z.string().max(40).optional(),
  end: z.string().max(40).optional(),
  minutesDuration: z.number().int().optional(),
  slot: z.array(referenceSchema).max(1, "At most one slot").optional(),
  serviceType: z.array(codeableSchema).max(1, "At most one serviceType (the visit type)").optional(),
  reasonCode: z.array(codeableSchema).max(1).optional(),
  comment: z.string().max(1000).optional(),
  participant: z.array(z.looseObject({ actor: referenceSchema.optional() })).min(1, "participant is required").max(10),
  // Issue 47: the answers to the visit type's questions, a contained QuestionnaireResponse it references (appointment-answers.ts).
  contained: z.array(z.looseObject({ resourceType: z.string().max(64), id: z.string().max(64).optional() })).max(10).optional(),
  supportingInformation: z.array(referenceSchema).max(10).optional(),
});
export type FhirAppointmentBody = z.output<typeof fhirAppointmentBody>;

/** A Slot reference's time, doctor and type (lib/fhir/slot-id.ts), or null when it is no Slot id this server gives. */
export type SlotResolver = (slotId: string) => { doctorId: string; startsAt: Date; visitTypeId: string } | null;

/** The booking a FHIR Appointment asks for: whom for, and the pipeline's input. */
export type FhirBookingRequest = { patientId: string; booking: Booking; end: Date | null; minutesDuration: number | null };

// FHIR's instant: a date and time to the second at least, with its offset.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

function instantOf(field: string, raw: string): Date {
  const at = new Date(raw);
  if (!INSTANT.test(raw) || Number.isNaN(at.getTime())) throw businessRule(`${field} must be a FHIR instant with its offset, such as 2026-12-01T09:30:00Z`);
  return at;
}

/** The id of the one participant whose actor references one of `types`, or a 422. */
function participantId(body: FhirAppointmentBody, types: string[], what: string): string {
  const ids = body.participant.flatMap((p) => {
    const ref = p.actor?.reference;
    const m = ref ? /^(?:.*\/)?([A-Za-z]+)\/([^/]+)$/.exec(ref) : null;
    return m && types.includes(m[1]) ? [m[2]] : [];
  });
  if (ids.length !== 1) throw businessRule(`participant must name exactly one ${types.join(" or ")} (${what}) as actor.reference "${types[0]}/{id}"`);
  if (!FHIR_ID.test(ids[0])) throw businessRule(`${types[0]}/${ids[0]} is not a valid reference`);
  return ids[0];
}

/** The visit type id of serviceType: a coding's code (the HealthcareService id), or none for the doctor's default. */
function visitTypeIdOf(body: FhirAppointmentBody): string | undefined {
  const concept = body.serviceType?.[0];
  if (!concept) return undefined;
  const codes = [...new Set((concept.coding ?? []).flatMap((c) => (c.code ? [c.code] : [])))];
  if (codes.length !== 1) throw businessRule("serviceType must carry one coding whose code is the visit type (a HealthcareService id)");
  return codes[0];
}

/**
 * Reads a FHIR Appointment into the booking pipeline's input (pure: a 422 for what the pipeline
 * could not be asked). The start is a clinic date and time on the booking grid: an instant that is
 * no wall-clock time of the clinic (one of a DST change's skipped or repeated hours read the other
 * way) is refused rather than moved.
 */
export function bookingRequestOf(body: FhirAppointmentBody, resolveSlot: SlotResolver, tz: string = clinicTimeZone()): FhirBookingRequest {
  if (body.status !== "booked") throw businessRule(`status must be "booked" to book (not "${body.status}")`);
  const patientId = participantId(body, ["Patient"], "whom the visit is for");
  // A doctor's PractitionerRole has the Practitioner's id (lib/fhir/directory.ts): either names them.
  let doctorId = participantId(body, ["Practitioner", "PractitionerRole"], "the doctor");
  let visitTypeId = visitTypeIdOf(body);
  let start = body.start ? instantOf("start", body.start) : null;

  const slotRef = body.slot?.[0]?.reference;
  if (body.slot?.length && !slotRef) throw businessRule('slot must be a reference "Slot/{id}"');
  if (slotRef) {
    const m = /^(?:.*\/)?Slot\/([^/]+)$/.exec(slotRef);
    const slot = m && FHIR_ID.test(m[1]) ? resolveSlot(m[1]) : null;
    if (!slot) throw businessRule(`${slotRef} is not a Slot of this server (search Slot for free times)`);
    if (slot.doctorId !== doctorId) throw businessRule("The slot is another practitioner's than the participant's");
    if (start && start.getTime() !== slot.startsAt.getTime()) throw businessRule("start is not the slot's start");
    if (visitTypeId && visitTypeId !== slot.visitTypeId) throw businessRule("serviceType is not the slot's visit type");
    doctorId = slot.doctorId;
    visitTypeId = slot.visitTypeId;
    start = slot.startsAt;
  }
  if (!start) throw businessRule("start (or a slot reference) is required");
  const date = clinicDateOf(start, tz);
  const minutes = clinicMinutesOf(start, tz);
  if (start.getUTCSeconds() !== 0 || start.getUTCMilliseconds() !== 0 || instantAt(date, minutes, tz).getTime() !== start.getTime()) {
    throw businessRule("start is not a time the clinic's calendar can be booked at (whole minutes, a wall-clock time of the clinic)");
  }
  const reason = body.reasonCode?.[0]?.text ?? body.comment ?? "";
  const booking = bookingSchema.parse({ doctorId, date, time: formatSlotTime(minutes), reason, visitTypeId });
  return { patientId, booking, end: body.end ? instantOf("end", body.end) : null, minutesDuration: body.minutesDuration ?? null };
}

/** The messages of a refused time: someone else's visit, the patient's own elsewhere, a waitlist hold. */
const TAKEN_TIME = [SLOT_TAKEN, PATIENT_BUSY];
const HELD = heldForWaitlist("\u0000").split("\u0000")[0];
const isTakenTime = (message: string) => TAKEN_TIME.includes(message) || message.startsWith(HELD);

/**
 * The pipeline's refusal as FHIR answers it: a taken time stays a 409; the booking's other rules
 * (a time outside the hours or the window, a type the doctor does not offer, the open-visit
 * limits, a closed doctor, a doctor or patient that is not there) are a 422. Who may book for whom
 * (403), the quotas (429) and overload (503) keep their statuses.
 */
export function bookingFailure(err: unknown): unknown {
  if (!isDomainError(err)) return err;
  if (err.kind === "conflict") return isTakenTime(err.message) ? err : businessRule(err.message);
  if (err.kind === "bad_request" || err.kind === "not_found" || err.kind === "gone") return businessRule(err.message);
  return err;
}

/**
 * Books what the resource asks through the booking pipeline and returns the new visit's id. An
 * `end` or `minutesDuration` must match the visit type's length (the pipeline gives the visit its
 * type's length; a client's other length is refused, not silently changed).
 */
export async function bookFhirAppointment(
  actor: Actor,
  body: FhirAppointmentBody,
  opts: { resolveSlot: SlotResolver; idempotencyKey?: string; now?: Date },
): Promise<string> {
  const req = bookingRequestOf(body, opts.resolveSlot);
  const response = containedAnswers(body);
  try {
    if (req.end || req.minutesDuration !== null || response) {
      // The pipeline's own first steps, read ahead: who may book, then the doctor and the type.
      await assertMayBookFor(actor, req.patientId);
      const { type } = await doctorAndType(req.booking.doctorId, req.patientId, req.booking.visitTypeId);
      // The answers read by the kinds of the type's questions; the pipeline's answers step checks them.
      if (response) req.booking.answers = answersOfResponse(response, type);
      const start = instantAt(req.booking.date, req.booking.time, clinicTimeZone());
      if (req.end && req.end.getTime() - start.getTime() !== type.durationMinutes * 60_000) {
        throw businessRule(`end must be ${type.durationMinutes} minutes after start (the length of "${type.name}")`);
      }
      if (req.minutesDuration !== null && req.minutesDuration !== type.durationMinutes) {
        throw businessRule(`minutesDuration must be ${type.durationMinutes} (the length of "${type.name}")`);
      }
    }
    const booked = await bookAppointment(actor, req.booking, { patientId: req.patientId, idempotencyKey: opts.idempotencyKey, now: opts.now });
    return booked._id;
  } catch (err) {
    throw bookingFailure(err);
  }
}
