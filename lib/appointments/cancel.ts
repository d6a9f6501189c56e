// Cancelling: a patient, doctor or admin cancels one appointment (cancelAppointment), and the
// clinic cancels many inside another change's transaction (cancelForClinic: a doctor removed;
// cancelForTimeOff: time off taken). (lib/README.md)
import { prisma } from "@/lib/db";
import { clinicTimeZone } from "@/lib/clinic-time";
import { badRequest, conflict, forbidden } from "@/lib/errors";
import type { Actor } from "@/lib/accounts/users";
import { recordAudit } from "@/lib/audit/record";
import { getClinicSettings } from "@/lib/clinic/settings";
import { hasStarted, insideCancelCutoff, startedMessage } from "@/lib/schedule/policy";
import { doctorsChanged } from "@/lib/platform/cache-tags";
import { announceFreedTime } from "@/lib/schedule/freed-time";
import { AWAITING_STATUSES } from "@/lib/appointments/status";
import { appointmentInclude, toAppointmentDTO, type AppointmentDTO } from "@/lib/appointments/serialize";
import { recordCancellationEmails } from "@/lib/appointments/emails";
import { CANCEL_REASON_MAX } from "@/lib/appointments/cancel-schema";
import { assertCanSee, assertFrom, countPatientChange, loadForChange, transition, TRANSACTION_WAITS } from "@/lib/appointments/change";
import type { Prisma } from "@/lib/generated/prisma/client";

export const APPOINTMENT_CANCELLED = "Appointment cancelled";

/** The patient's refusal inside the clinic's cancellation cutoff, with the way out. */
export const cancelCutoffMessage = (hours: number) =>
  `Appointments can't be cancelled online less than ${hours === 1 ? "1 hour" : `${hours} hours`} before they start. Please call the clinic.`;


/**
 * Patients cancel their own, doctors their own, admins any appointment still
 * awaiting the patient (not once checked in). Patients cannot once it has
 * started, nor within the clinic's cancellation cutoff before the start;
 * doctors and admins can.
 * The other party is emailed (with `reason` when given) and the reminder
 * dropped, in the same transaction as the cancellation.
 */
export async function cancelAppointment(
  actor: Actor,
  id: string,
  opts: { now?: Date; reason?: string } = {},
): Promise<AppointmentDTO> {
  const now = opts.now ?? new Date();
  const reason = opts.reason?.trim() ?? "";
  if (reason.length > CANCEL_REASON_MAX) throw badRequest(`The reason can be at most ${CANCEL_REASON_MAX} characters.`);
  const row = await loadForChange(id);
  assertCanSee(actor, row);
  assertFrom(row.status, AWAITING_STATUSES, "cancelled");
  if (actor.role === "patient") {
    if (hasStarted(row.startsAt, now)) throw conflict(startedMessage("cancelled"));
    const { cancelCutoffHours } = await getClinicSettings();
    if (insideCancelCutoff(row.startsAt, now, cancelCutoffHours)) throw conflict(cancelCutoffMessage(cancelCutoffHours));
  }
  const done = await prisma.$transaction(async (tx) => {
    const cancelled = await transition(
      id,
      AWAITING_STATUSES,
      // A higher SEQUENCE lets calendar apps apply the emailed CANCEL over the booking's invitation.
      { status: "cancelled", cancelledAt: now, cancelledById: actor.id, cancelReason: reason, icsSequence: { increment: 1 } },
      "cancelled",
      tx,
    );
    await countPatientChange(tx, actor);
    await recordAudit(tx, actor, { action: "appointment.cancelled", subject: { type: "appointment", id }, patientId: cancelled.patientId, details: { withReason: reason !== "" } });
    await recordCancellationEmails(tx, id, actor, reason);
    // The freed time goes to the doctor's waitlist first (issue 27), once this commits.
    await announceFreedTime(tx, cancelled.doctorId);
    return cancelled;
  }, TRANSACTION_WAITS);
  doctorsChanged(done.doctorId);
  return toAppointmentDTO(done, clinicTimeZone());
}

/**
 * Cancels, inside the caller's transaction, the open appointments that match
 * `where`, on the clinic's behalf (a doctor archived, time off taken): each
 * keeps `reason` for the patient to see, gets a higher calendar SEQUENCE, and
 * the emails of any cancellation. Returns the ids it cancelled.
 */
export async function cancelForClinic(
  tx: Prisma.TransactionClient,
  actor: Actor,
  where: Prisma.AppointmentWhereInput,
  reason: string,
  now = new Date(),
): Promise<string[]> {
  const open = await tx.appointment.findMany({ where: { AND: [where, { status: { in: [...AWAITING_STATUSES] } }] }, select: { id: true, patientId: true } });
  const cancelled: string[] = [];
  for (const { id, patientId } of open) {
    const { count } = await tx.appointment.updateMany({
      where: { id, status: { in: [...AWAITING_STATUSES] } },
      data: { status: "cancelled", cancelledAt: now, cancelledById: actor.id, cancelReason: reason, icsSequence: { increment: 1 } },
    });
    if (count === 0) continue;
    await recordAudit(tx, actor, { action: "appointment.cancelled", subject: { type: "appointment", id }, patientId, details: { byClinic: true } });
    await recordCancellationEmails(tx, id, actor, reason);
    cancelled.push(id);
  }
  return cancelled;
}

/** Why appointments inside a new time off are cancelled (shown to their patients and in their emails). */
export const TIME_OFF_CANCEL_REASON = "The doctor is unavailable at this time";

/**
 * Cancels these open appointments because their doctor takes time off, in
 * the caller's transaction (the one that stores the time off, so both happen
 * or neither): each keeps the reason and its patient is emailed. Only the
 * doctor's own (or any, for an admin) are touched; those no longer open are
 * left as they are. Returns the cancelled ones.
 */
export async function cancelForTimeOff(
  tx: Prisma.TransactionClient,
  actor: Actor,
  ids: string[],
  reason: string,
  now = new Date(),
): Promise<AppointmentDTO[]> {
  if (actor.role === "patient" || actor.role === "receptionist") throw forbidden("Only doctors and admins can cancel appointments for time off");
  const mine = actor.role === "admin" ? {} : { doctor: { userId: actor.id } };
  const cancelled = await cancelForClinic(tx, actor, { id: { in: ids }, ...mine }, reason, now);
  const rows = await tx.appointment.findMany({ where: { id: { in: cancelled } }, include: appointmentInclude, orderBy: { startsAt: "asc" } });
  return rows.map((r) => toAppointmentDTO(r, clinicTimeZone()));
}
