// The outcomes a doctor or admin records on and after a visit's day: completed, checked in,
// no-show. (lib/README.md)
import { clinicDateOf, clinicTimeZone } from "@/lib/clinic-time";
import { conflict, forbidden } from "@/lib/errors";
import type { Actor } from "@/lib/accounts/users";
import { recordAudit } from "@/lib/audit/record";
import { prisma } from "@/lib/db";
import type { AuditAction } from "@/lib/audit/actions";
import { AWAITING_STATUSES, OPEN_STATUSES } from "@/lib/appointments/status";
import { toAppointmentDTO, type AppointmentDTO } from "@/lib/appointments/serialize";
import { assertCanSee, assertFrom, loadForChange, transition } from "@/lib/appointments/change";
import type { AppointmentStatus, Prisma } from "@/lib/generated/prisma/client";

export const APPOINTMENT_COMPLETED = "Appointment marked as completed";
export const APPOINTMENT_CHECKED_IN = "Patient checked in";
export const APPOINTMENT_NO_SHOW = "Appointment marked as a no-show";

/**
 * What a doctor (their own) or an admin records on and after the appointment's
 * clinic-local day: completed (from any open status), the patient arrived
 * (checked in) or did not come (no-show), the latter two while it still awaits
 * the patient.
 */
async function recordOutcome(
  actor: Actor,
  id: string,
  now: Date,
  outcome: { verb: string; forbidden: string; from: readonly AppointmentStatus[]; data: Prisma.AppointmentUncheckedUpdateManyInput; action: AuditAction },
): Promise<AppointmentDTO> {
  const row = await loadForChange(id);
  if (actor.role === "patient") throw forbidden(outcome.forbidden);
  assertCanSee(actor, row);
  assertFrom(row.status, outcome.from, outcome.verb);
  const tz = clinicTimeZone();
  if (clinicDateOf(row.startsAt, tz) > clinicDateOf(now, tz)) {
    throw conflict(`An appointment can be ${outcome.verb} on its day or later, not before.`);
  }
  const done = await prisma.$transaction(async (tx) => {
    const changed = await transition(id, outcome.from, outcome.data, outcome.verb, tx);
    await recordAudit(tx, actor, { action: outcome.action, subject: { type: "appointment", id }, patientId: changed.patientId });
    return changed;
  });
  return toAppointmentDTO(done, tz);
}

/** Doctors complete their own, admins any open appointment, from its clinic-local day on. */
export function completeAppointment(actor: Actor, id: string, now = new Date()): Promise<AppointmentDTO> {
  return recordOutcome(actor, id, now, {
    verb: "completed",
    forbidden: "Only doctors and admins can complete appointments",
    from: OPEN_STATUSES,
    data: { status: "completed", completedAt: now, completedById: actor.id },
    action: "appointment.completed",
  });
}

/** The patient arrived: doctors check in their own, admins any awaiting appointment, from its day on. */
export function checkInAppointment(actor: Actor, id: string, now = new Date()): Promise<AppointmentDTO> {
  return recordOutcome(actor, id, now, {
    verb: "checked in",
    forbidden: "Only doctors and admins can check patients in",
    from: AWAITING_STATUSES,
    data: { status: "checked_in" },
    action: "appointment.checked_in",
  });
}

/** The patient did not come: final, like completed and cancelled. */
export function markNoShow(actor: Actor, id: string, now = new Date()): Promise<AppointmentDTO> {
  return recordOutcome(actor, id, now, {
    verb: "marked as a no-show",
    forbidden: "Only doctors and admins can mark no-shows",
    from: AWAITING_STATUSES,
    data: { status: "no_show" },
    action: "appointment.no_show",
  });
}
