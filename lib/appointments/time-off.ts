// A doctor's time off: whole days or part of a day when no slot is offered
// or booked. The doctor manages their own, an admin any doctor's. Open
// appointments inside a new time off make it a conflict that lists them,
// unless the caller asks to cancel them, which happens in the same
// transaction as the time off is stored.
import type { z } from "zod";
import { prisma } from "@/lib/db";
import { addDays, clinicDateOf, clinicMinutesOf, clinicTimeZone, instantAt } from "@/lib/clinic-time";
import { badRequest, conflict, forbidden, notFound } from "@/lib/errors";
import { OPEN_STATUSES } from "@/lib/appointments/status";
import { cancelForTimeOff, TIME_OFF_CANCEL_REASON } from "@/lib/appointments/cancel";
import { doctorsChanged } from "@/lib/platform/cache-tags";
import { announceFreedTime } from "@/lib/schedule/freed-time";
import { appointmentInclude, toAppointmentDTO, type AppointmentDTO } from "@/lib/appointments/serialize";
import { lockDoctor, TRANSACTION_OPTIONS } from "@/lib/schedule/read";
import { scheduleOwner } from "@/lib/schedule/hours";
import { clockOf, SLOT_MINUTES, type TimeSpan } from "@/lib/schedule/slots";
import { plural } from "@/lib/i18n/format";
import { timeOffBounds, type TimeOffRequest } from "@/lib/schedule/schedule-schema";
import type { timeOffShape } from "@/lib/schedule/shapes";
import type { Actor } from "@/lib/accounts/users";
import { recordAudit } from "@/lib/audit/record";
import type { Prisma } from "@/lib/generated/prisma/client";

export type TimeOffDTO = z.output<typeof timeOffShape>;

export const TIME_OFF_NOT_FOUND = "Time off not found";
export const TIME_OFF_REMOVED = "Time off removed";
/** Time off is planned up to this far ahead. */
const MAX_DAYS_AHEAD = 731;

export function timeOffAdded(cancelled: number): string {
  return cancelled ? `Time off added; ${plural(cancelled, "appointment")} cancelled` : "Time off added";
}

export function timeOffConflict(n: number): string {
  return `${plural(n, "open appointment")} ${n === 1 ? "falls" : "fall"} within this time off. Cancel ${n === 1 ? "it" : "them"} as well, or choose other times.`;
}

type Row = { id: string; doctorId: string; startsAt: Date; endsAt: Date; reason: string };

/** As sent: whole days ("2026-06-10" to "2026-06-12", inclusive) when both ends are clinic midnights, else date and time. */
export function toTimeOffDTO(row: Row, tz: string): TimeOffDTO {
  const [fromDate, fromMin] = [clinicDateOf(row.startsAt, tz), clinicMinutesOf(row.startsAt, tz)];
  const [toDate, toMin] = [clinicDateOf(row.endsAt, tz), clinicMinutesOf(row.endsAt, tz)];
  const wholeDays = fromMin === 0 && toMin === 0;
  return {
    _id: row.id,
    doctorId: row.doctorId,
    from: wholeDays ? fromDate : `${fromDate}T${clockOf(fromMin)}`,
    to: wholeDays ? addDays(toDate, -1) : `${toDate}T${clockOf(toMin)}`,
    wholeDays,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    reason: row.reason,
  };
}

/** The instants of a requested time off; a 400 when it is inverted, already over, starts before today or is too far ahead. */
function spanOf(input: TimeOffRequest, now: Date, tz: string): TimeSpan {
  const bounds = timeOffBounds(input.from, input.to);
  if (!bounds) throw badRequest("From and To must be dates (YYYY-MM-DD) or dates and times (YYYY-MM-DDTHH:mm)");
  const startsAt = instantAt(bounds.start.date, bounds.start.minutes, tz);
  const endsAt = instantAt(bounds.end.date, bounds.end.minutes, tz);
  if (endsAt.getTime() <= startsAt.getTime()) throw badRequest("The time off must end after it starts", { to: "The time off must end after it starts" });
  if (bounds.start.date < clinicDateOf(now, tz)) throw badRequest("Time off cannot start in the past. Choose today or a later day.", { from: "Choose today or a later day" });
  if (endsAt.getTime() <= now.getTime()) throw badRequest("This time off would already be over. Choose a later time.", { to: "Choose a later time" });
  if (bounds.start.date > addDays(clinicDateOf(now, tz), MAX_DAYS_AHEAD)) throw badRequest("Time off can be planned up to 2 years ahead.", { from: "At most 2 years ahead" });
  return { startsAt, endsAt };
}

/** Open appointments of the doctor not yet started that overlap the span (an appointment lasts 30 minutes). */
function affectedWhere(doctorId: string, span: TimeSpan, now: Date): Prisma.AppointmentWhereInput {
  const latestStart = new Date(Math.max(now.getTime(), span.startsAt.getTime() - SLOT_MINUTES * 60_000));
  return { doctorId, status: { in: [...OPEN_STATUSES] }, startsAt: { gt: latestStart, lt: span.endsAt } };
}

/** The doctor's time off that has not ended yet, soonest first. */
export async function listTimeOff(actor: Actor, doctorId?: string, now = new Date()): Promise<TimeOffDTO[]> {
  const id = await scheduleOwner(actor, doctorId);
  const rows = await prisma.timeOff.findMany({ where: { doctorId: id, endsAt: { gt: now } }, orderBy: [{ startsAt: "asc" }, { id: "asc" }], take: 500 });
  const tz = clinicTimeZone();
  return rows.map((r) => toTimeOffDTO(r, tz));
}

/** The open appointments a time off would cancel (what the form confirms before saving). */
export async function previewTimeOff(actor: Actor, doctorId: string | undefined, input: TimeOffRequest, now = new Date()): Promise<AppointmentDTO[]> {
  const id = await scheduleOwner(actor, doctorId);
  const tz = clinicTimeZone();
  const rows = await prisma.appointment.findMany({ where: affectedWhere(id, spanOf(input, now, tz), now), include: appointmentInclude, orderBy: { startsAt: "asc" } });
  return rows.map((r) => toAppointmentDTO(r, tz));
}

/**
 * Stores a time off. With open appointments inside it is a 409 listing them,
 * unless `cancelAffected`: then they are cancelled in the same transaction.
 * The doctor's row is locked meanwhile, so a booking racing this one either
 * lands first (and is listed or cancelled here) or sees the time off.
 */
export async function addTimeOff(
  actor: Actor,
  doctorId: string | undefined,
  input: TimeOffRequest,
  now = new Date(),
): Promise<{ timeOff: TimeOffDTO; cancelled: AppointmentDTO[] }> {
  const id = await scheduleOwner(actor, doctorId);
  const tz = clinicTimeZone();
  const span = spanOf(input, now, tz);
  const added = await prisma.$transaction(async (tx) => {
    await lockDoctor(tx, id, "update");
    const affected = await tx.appointment.findMany({ where: affectedWhere(id, span, now), include: appointmentInclude, orderBy: { startsAt: "asc" } });
    if (affected.length > 0 && !input.cancelAffected) {
      throw conflict(timeOffConflict(affected.length), { appointments: affected.map((r) => toAppointmentDTO(r, tz)) });
    }
    const cancelled = affected.length
      ? await cancelForTimeOff(tx, actor, affected.map((a) => a.id), TIME_OFF_CANCEL_REASON, now)
      : [];
    const row = await tx.timeOff.create({ data: { doctorId: id, startsAt: span.startsAt, endsAt: span.endsAt, reason: input.reason } });
    await recordAudit(tx, actor, {
      action: "time_off.added",
      subject: { type: "time_off", id: row.id },
      details: { doctorId: id, startsAt: span.startsAt.toISOString(), endsAt: span.endsAt.toISOString(), cancelled: cancelled.length },
    });
    return { timeOff: toTimeOffDTO(row, tz), cancelled };
  }, TRANSACTION_OPTIONS);
  doctorsChanged(id);
  return added;
}

/** Removes a time off: the doctor their own, an admin anyone's (`doctorId`, when given, must be its doctor). */
export async function removeTimeOff(actor: Actor, timeOffId: string, doctorId?: string): Promise<TimeOffDTO> {
  if (actor.role === "patient") throw forbidden("Only doctors and admins manage schedules");
  const row = await prisma.timeOff.findUnique({ where: { id: timeOffId }, include: { doctor: { select: { userId: true } } } });
  if (!row || (doctorId !== undefined && row.doctorId !== doctorId)) throw notFound(TIME_OFF_NOT_FOUND);
  if (actor.role !== "admin" && row.doctor.userId !== actor.id) throw forbidden("This time off is not yours");
  // The time off's hours are free again: the doctor's waitlist is offered them first (issue 27).
  const count = await prisma.$transaction(async (tx) => {
    // A deleted row leaves no timestamp: the database bumps the doctor's row for the feeds that ask
    // what changed since a time ($bulk-publish's _since; migration 20261129800000).
    const { count } = await tx.timeOff.deleteMany({ where: { id: timeOffId } });
    if (count > 0) await announceFreedTime(tx, row.doctorId);
    if (count > 0) await recordAudit(tx, actor, { action: "time_off.removed", subject: { type: "time_off", id: timeOffId }, details: { doctorId: row.doctorId } });
    return count;
  });
  if (count === 0) throw notFound(TIME_OFF_NOT_FOUND);
  doctorsChanged(row.doctorId);
  return toTimeOffDTO(row, clinicTimeZone());
}
