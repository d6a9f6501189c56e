// Rescheduling: an appointment still awaiting the patient moves to another
// free slot of the same doctor. Patients move their own (not once it has
// started, nor within the clinic's cancellation cutoff), doctors theirs,
// admins any.
//
// The move is one UPDATE of the row's starts_at and ends_at, in place (the
// same id, the same visit type and length), in one transaction with its
// history row and its emails. The new time is checked by the booking's own
// rule (holdSlot) for the visit's length and held by the database's exclusion
// constraints: when it overlaps another open appointment of the doctor (or of
// the patient), the update fails, the transaction rolls back and the
// appointment stays where it was. There is never a moment with neither held.
import { doctorsChanged } from "@/lib/platform/cache-tags";
import { announceFreedTime } from "@/lib/schedule/freed-time";
import { prisma } from "@/lib/db";
import { clinicDateOf, clinicTimeZone, instantAt, type ClinicDate } from "@/lib/clinic-time";
import { badRequest, conflict, DOCTOR_NOT_FOUND, isUniqueViolation, notFound } from "@/lib/errors";
import { holdSlot } from "@/lib/schedule/read";
import type { VisitLength } from "@/lib/schedule/slots";
import { AWAITING_STATUSES } from "@/lib/appointments/status";
import { appointmentInclude, toAppointmentDTO, type AppointmentDTO } from "@/lib/appointments/serialize";
import { slotsToMove } from "@/lib/doctors/queries";
import { recordRescheduleEmails } from "@/lib/appointments/emails";
import { bookingPolicy, hasStarted, insideCancelCutoff, startedMessage } from "@/lib/schedule/policy";
import type { Actor } from "@/lib/accounts/users";
import { recordAudit } from "@/lib/audit/record";
import type { RescheduleInput } from "@/lib/appointments/reschedule-schema";
import type { AppointmentStatus, Role } from "@/lib/generated/prisma/client";
import { APPOINTMENT_NOT_FOUND, TRANSACTION_WAITS, withRaceRetry, assertCanSee, assertFrom, countPatientChange, loadForChange } from "@/lib/appointments/change";
import { overlapMessage } from "@/lib/appointments/book/slot-check";

export const APPOINTMENT_RESCHEDULED = "Appointment rescheduled";
export const SAME_SLOT = "The appointment is already at this time. Please pick another time.";

/** The patient's refusal inside the clinic's cancellation cutoff (the cancel's wording), with the way out. */
export const rescheduleCutoffMessage = (hours: number) =>
  `Appointments can't be rescheduled online less than ${hours === 1 ? "1 hour" : `${hours} hours`} before they start. Please call the clinic.`;

async function assertDoctorTakesAppointments(doctorId: string) {
  const doctor = await prisma.doctor.findUnique({ where: { id: doctorId }, select: { available: true, archivedAt: true } });
  if (!doctor || doctor.archivedAt) throw notFound(DOCTOR_NOT_FOUND);
  // The same refusal as a booking: a doctor who is not taking appointments offers no free slot.
  if (!doctor.available) throw conflict("This doctor is not taking appointments right now.");
}

/**
 * Moves an appointment awaiting the patient to `input`'s slot of the same
 * doctor and returns it with its new date and time. The slot must be one the
 * booking rule offers now (hours, time off, horizon, minimum notice) and
 * free: a taken one is a 409 SLOT_TAKEN (or PATIENT_BUSY when the patient is
 * elsewhere then), and the appointment keeps its slot. Both parties are
 * emailed an updated invitation and the reminder moves with it.
 */
export async function rescheduleAppointment(
  actor: Actor,
  id: string,
  input: RescheduleInput,
  opts: { now?: Date } = {},
): Promise<AppointmentDTO> {
  const now = opts.now ?? new Date();
  const tz = clinicTimeZone();
  const row = await loadForChange(id);
  assertCanSee(actor, row);
  assertFrom(row.status, AWAITING_STATUSES, "rescheduled");
  await assertDoctorTakesAppointments(row.doctorId);

  // The visit keeps its type and its length (its duration and buffer as booked).
  let visit: VisitLength = { durationMinutes: 30, bufferMinutes: 0 };
  try {
    const moved = await withRaceRetry(() => prisma.$transaction(async (tx) => {
      // The row as it is now, held until commit: a concurrent cancel or move waits, then sees this one.
      const [current] = await tx.$queryRaw<{ status: AppointmentStatus; starts_at: Date; ends_at: Date; buffer_minutes: number }[]>`
        SELECT "status", "starts_at", "ends_at", "buffer_minutes" FROM "appointments" WHERE "id" = ${id} FOR UPDATE`;
      assertFrom(current.status, AWAITING_STATUSES, "rescheduled");
      const from = current.starts_at;
      const durationMs = current.ends_at.getTime() - from.getTime();
      visit = { durationMinutes: Math.round(durationMs / 60_000), bufferMinutes: current.buffer_minutes };
      if (actor.role === "patient") {
        if (hasStarted(from, now)) throw conflict(startedMessage("rescheduled"));
        const { cancelCutoffHours } = await bookingPolicy(tx);
        if (insideCancelCutoff(from, now, cancelCutoffHours)) throw conflict(rescheduleCutoffMessage(cancelCutoffHours));
      }
      if (instantAt(input.date, input.time, tz).getTime() === from.getTime()) throw badRequest(SAME_SLOT);
      // The booking's slot rule, under the doctor's row lock (lib/schedule/read.ts).
      const to = await holdSlot(tx, row.doctorId, { now, tz, date: input.date, minutes: input.time, visit });
      // In place: the exclusion constraints refuse a time another open appointment overlaps here.
      await tx.appointment.update({
        where: { id },
        data: { startsAt: to, endsAt: new Date(to.getTime() + durationMs), icsSequence: { increment: 1 } },
      });
      await tx.appointmentReschedule.create({
        data: { appointmentId: id, fromStartsAt: from, toStartsAt: to, byUserId: actor.id, byRole: actor.role },
      });
      await countPatientChange(tx, actor, { movedId: id });
      await recordAudit(tx, actor, {
        action: "appointment.rescheduled",
        subject: { type: "appointment", id },
        patientId: row.patientId,
        details: { from: from.toISOString(), to: to.toISOString() },
      });
      await recordRescheduleEmails(tx, id, actor, from, now);
      // The time moved away from goes to the doctor's waitlist first (issue 27).
      await announceFreedTime(tx, row.doctorId);
      return tx.appointment.findUniqueOrThrow({ where: { id }, include: appointmentInclude });
    }, TRANSACTION_WAITS));
    // The old slot is free again and the new one taken: the cached doctor reads must show it now.
    doctorsChanged(row.doctorId);
    return toAppointmentDTO(moved, tz);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // Which constraint refused decides the message, as for a booking.
    throw conflict(await overlapMessage(err, row.doctorId, instantAt(input.date, input.time, tz), visit, id));
  }
}

/** What the reschedule picker offers: the doctor's free slots now (the booking page's), and the clinic's today. */
export type RescheduleOptions = { days: { date: ClinicDate; slots: { time: string }[] }[]; today: ClinicDate; horizonDays: number };

/**
 * The free slots an appointment can move to, for whoever may move it: the
 * same computation as the booking page's picker. Refused as the move itself
 * would be: an appointment no longer awaiting the patient, a patient once it
 * has started or within the cancellation cutoff.
 */
export async function rescheduleOptions(actor: Actor, id: string, now = new Date()): Promise<RescheduleOptions> {
  const row = await loadForChange(id);
  assertCanSee(actor, row);
  assertFrom(row.status, AWAITING_STATUSES, "rescheduled");
  const visit = { durationMinutes: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000), bufferMinutes: row.bufferMinutes };
  const [days, policy] = await Promise.all([slotsToMove({ id, doctorId: row.doctorId, visit }, now), bookingPolicy()]);
  // Told before choosing, not after: the move itself would refuse the patient.
  if (actor.role === "patient" && hasStarted(row.startsAt, now)) throw conflict(startedMessage("rescheduled"));
  if (actor.role === "patient" && insideCancelCutoff(row.startsAt, now, policy.cancelCutoffHours)) {
    throw conflict(rescheduleCutoffMessage(policy.cancelCutoffHours));
  }
  // Its own time is not busy for itself (a long visit may shift by one interval), but it is not a move either.
  const own = row.startsAt.getTime();
  return {
    days: days
      .map((d) => ({ date: d.date, slots: d.slots.filter((s) => s.startsAt.getTime() !== own).map((s) => ({ time: s.time })) }))
      .filter((d) => d.slots.length > 0),
    today: clinicDateOf(now, clinicTimeZone()),
    horizonDays: policy.bookingHorizonDays,
  };
}

/** One move of an appointment, as its page shows it. */
export type RescheduleEntry = {
  from: string;
  to: string;
  /** ISO instant of the move. */
  at: string;
  byRole: Role;
  /** True when the one asking made this move. */
  byYou: boolean;
};

/** The moves of an appointment, oldest first, for whoever may see the appointment. */
export async function rescheduleHistory(actor: Actor, id: string): Promise<RescheduleEntry[]> {
  const row = await prisma.appointment.findUnique({ where: { id }, select: { patientId: true, patient: { select: { guardianId: true } }, doctor: { select: { userId: true } } } });
  if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
  assertCanSee(actor, row);
  const moves = await prisma.appointmentReschedule.findMany({
    where: { appointmentId: id },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { fromStartsAt: true, toStartsAt: true, createdAt: true, byRole: true, byUserId: true },
  });
  return moves.map((m) => ({
    from: m.fromStartsAt.toISOString(),
    to: m.toStartsAt.toISOString(),
    at: m.createdAt.toISOString(),
    byRole: m.byRole,
    byYou: m.byUserId === actor.id,
  }));
}
