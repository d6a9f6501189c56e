// A doctor's weekly hours: the doctor edits their own (My Schedule), an admin
// any doctor's. Who may is decided here from the Actor, for the REST routes
// and the server actions alike.
import type { z } from "zod";
import { prisma } from "@/lib/db";
import { DOCTOR_NOT_FOUND, forbidden, notFound } from "@/lib/errors";
import { hoursOf } from "@/lib/schedule/read";
import { doctorsChanged } from "@/lib/platform/cache-tags";
import { announceFreedTime } from "@/lib/schedule/freed-time";
import { DEFAULT_WEEKLY_HOURS } from "@/lib/schedule/slots";
import type { scheduleShape } from "@/lib/schedule/shapes";
import type { scheduleSchema } from "@/lib/schedule/schedule-schema";
import type { Actor } from "@/lib/accounts/users";
import { recordAudit } from "@/lib/audit/record";

export type ScheduleDTO = z.output<typeof scheduleShape>;

export const SCHEDULE_SAVED = "Schedule saved";
export const NOT_YOUR_SCHEDULE = "You can only manage your own schedule";
export const ADMIN_NAMES_DOCTOR = "Admins manage a doctor's schedule from that doctor's page: name the doctor.";

/**
 * The doctor-profile id whose schedule `actor` may manage: their own when no
 * `doctorId` is given (doctors), or `doctorId` for an admin or that doctor.
 */
export async function scheduleOwner(actor: Actor, doctorId?: string): Promise<string> {
  if (actor.role === "patient") throw forbidden("Only doctors and admins manage schedules");
  if (doctorId === undefined) {
    if (actor.role !== "doctor") throw forbidden(ADMIN_NAMES_DOCTOR);
    const own = await prisma.doctor.findUnique({ where: { userId: actor.id }, select: { id: true } });
    if (!own) throw notFound(DOCTOR_NOT_FOUND);
    return own.id;
  }
  const doctor = await prisma.doctor.findUnique({ where: { id: doctorId }, select: { id: true, userId: true } });
  if (!doctor) throw notFound(DOCTOR_NOT_FOUND);
  if (actor.role !== "admin" && doctor.userId !== actor.id) throw forbidden(NOT_YOUR_SCHEDULE);
  return doctor.id;
}

function toScheduleDTO(hours: ReturnType<typeof hoursOf>): ScheduleDTO {
  return { weekly: structuredClone(hours ?? DEFAULT_WEEKLY_HOURS) };
}

/** The doctor's week: their own hours, or the default (every day 10:00-21:00) until they set some. */
export async function getSchedule(actor: Actor, doctorId?: string): Promise<ScheduleDTO> {
  const id = await scheduleOwner(actor, doctorId);
  const row = await prisma.doctor.findUniqueOrThrow({ where: { id }, select: { hours: true } });
  return toScheduleDTO(hoursOf(row.hours));
}

/**
 * Replaces the doctor's week. Booked appointments outside the new hours stay
 * as they are (the doctor or an admin may cancel them); only new bookings
 * follow the new hours.
 */
export async function setSchedule(actor: Actor, doctorId: string | undefined, schedule: z.output<typeof scheduleSchema>): Promise<ScheduleDTO> {
  const id = await scheduleOwner(actor, doctorId);
  // New hours may free times: the doctor's waitlist is looked at once they are saved (issue 27).
  const row = await prisma.$transaction(async (tx) => {
    const saved = await tx.doctor.update({ where: { id }, data: { hours: schedule.weekly }, select: { hours: true } });
    await announceFreedTime(tx, id);
    await recordAudit(tx, actor, { action: "hours.updated", subject: { type: "doctor", id } });
    return saved;
  });
  doctorsChanged(id);
  return toScheduleDTO(hoursOf(row.hours));
}
