// Booking: the one entry point every booking goes through (the booking action, the REST route,
// the front desk's booking and walk-ins, waitlist claims). Each step is a module of this folder,
// run in this order:
//   who-books     who may book for whom (a patient for themselves and their dependents, staff for any patient, nobody for a removed person)
//   idempotency   a retry with the same Idempotency-Key gets the first attempt's appointment
//   visit-type    the doctor (open, not the patient) and the visit's type
//   answers       the answers to the type's questions, checked by kind (issue 47)
//   slot-check    the slot rule under the doctor's lock; the database refuses overlaps
//   limits        the patient's open appointments (not for an admin)
//   create        the row, the change count, the emails and a claim's write, in one transaction
// (lib/README.md)
import { prisma } from "@/lib/db";
import { clinicTimeZone, instantAt } from "@/lib/clinic-time";
import { conflict, isUniqueViolation } from "@/lib/errors";
import type { Actor } from "@/lib/accounts/users";
import { doctorsChanged } from "@/lib/platform/cache-tags";
import { toAppointmentDTO, type AppointmentDTO } from "@/lib/appointments/serialize";
import type { Booking } from "@/lib/appointments/booking-schema";
import { TRANSACTION_WAITS, withRaceRetry } from "@/lib/appointments/change";
import { assertMayBookFor } from "@/lib/appointments/book/who-books";
import { replayed } from "@/lib/appointments/book/idempotency";
import { doctorAndType } from "@/lib/appointments/book/visit-type";
import { checkedStart, overlapMessage } from "@/lib/appointments/book/slot-check";
import { assertWithinOpenLimit, isLimited } from "@/lib/appointments/book/limits";
import { createBooking, type Claim } from "@/lib/appointments/book/create";
import { bookingAnswers } from "@/lib/appointments/book/answers";

export const APPOINTMENT_BOOKED = "Appointment booked successfully";

export type BookOptions = {
  /** Whom the visit is for, when not the actor: a dependent of a guardian, any patient for staff. */
  patientId?: string;
  now?: Date;
  /** With a key, repeating the same request returns the same appointment. */
  idempotencyKey?: string;
  /** A waitlist offer being claimed (issue 27): its hold does not bar this booking. */
  claim?: Claim;
  /**
   * Required questions may stay unanswered, to be answered later on the visit's page (issue 47):
   * a waitlist claim is one click from an email, and a time held for minutes is not lost to a form.
   */
  answersLater?: boolean;
};

/** Books a slot (see the steps above) and returns the new appointment, or a replayed one. */
export async function bookAppointment(actor: Actor, input: Booking, opts: BookOptions = {}): Promise<AppointmentDTO> {
  const now = opts.now ?? new Date();
  const tz = clinicTimeZone();
  const patientId = opts.patientId ?? actor.id;
  await assertMayBookFor(actor, patientId);

  const earlier = await replayed(patientId, opts.idempotencyKey, input, tz);
  if (earlier) return earlier;

  const { doctor, type } = await doctorAndType(input.doctorId, patientId, input.visitTypeId);
  const answers = bookingAnswers(actor, type, input.answers, opts.answersLater);

  try {
    const created = await withRaceRetry(() =>
      prisma.$transaction(async (tx) => {
        const startsAt = await checkedStart(tx, doctor.id, { now, tz, date: input.date, minutes: input.time, type, exceptHoldId: opts.claim?.holdId });
        if (isLimited(actor)) await assertWithinOpenLimit(tx, patientId, doctor.id, now, opts.idempotencyKey);
        const visit = { patientId, doctor, type, startsAt, reason: input.reason, idempotencyKey: opts.idempotencyKey, answers };
        return createBooking(tx, actor, visit, { now, claim: opts.claim });
      }, TRANSACTION_WAITS),
    );
    doctorsChanged(doctor.id);
    return toAppointmentDTO(created, tz);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // The same key raced itself: the other request's booking is the answer.
    const twin = await replayed(patientId, opts.idempotencyKey, input, tz);
    if (twin) return twin;
    throw conflict(await overlapMessage(err, doctor.id, instantAt(input.date, input.time, tz), type));
  }
}
