// Issue 48: a series of visits as its patient (or their guardian), its doctor and staff see it:
// the rule in parts and every date.
import { prisma } from "@/lib/db";
import { clinicTimeZone, formatSlotTime } from "@/lib/clinic-time";
import { notFound } from "@/lib/errors";
import type { Actor } from "@/lib/accounts/users";
import { assertCanSee } from "@/lib/appointments/change";
import { appointmentInclude, toAppointmentDTO, type AppointmentDTO } from "@/lib/appointments/serialize";
import { OPEN_STATUSES } from "@/lib/appointments/status";
import { expandRule, ruleParts } from "@/lib/appointments/series/expand";
import type { SeriesDTO } from "@/lib/appointments/series/shapes";
import type { Prisma } from "@/lib/generated/prisma/client";
import { recordStaffRead } from "@/lib/audit/record";

export const SERIES_NOT_FOUND = "Series not found";

export type SeriesAnswer = { series: SeriesDTO; appointments: AppointmentDTO[] };

const seriesSelect = {
  id: true,
  rrule: true,
  timeZone: true,
  doctorId: true,
  patientId: true,
  visitTypeId: true,
  createdById: true,
  createdAt: true,
  visitType: { select: { id: true, name: true } },
  patient: { select: { guardianId: true } },
  doctor: { select: { userId: true } },
} as const satisfies Prisma.AppointmentSeriesSelect;

type Db = Pick<Prisma.TransactionClient, "appointmentSeries" | "appointment">;

/** The series and its people, for a change or a read: 404 when there is none, 403 when not the actor's to see. */
export async function loadSeries(actor: Actor, id: string, db: Db = prisma) {
  const row = await db.appointmentSeries.findUnique({ where: { id }, select: seriesSelect });
  if (!row) throw notFound(SERIES_NOT_FOUND);
  assertCanSee(actor, row);
  return row;
}

/** The answer every series route gives: the series and all its dates in order. */
export async function seriesAnswer(id: string, db: Db = prisma): Promise<SeriesAnswer> {
  const tz = clinicTimeZone();
  const row = await db.appointmentSeries.findUniqueOrThrow({ where: { id }, select: seriesSelect });
  const rows = await db.appointment.findMany({ where: { seriesId: id }, include: appointmentInclude, orderBy: [{ startsAt: "asc" }, { id: "asc" }] });
  const parts = ruleParts(row.rrule);
  const first = expandRule(row.rrule)[0];
  return {
    series: {
      _id: row.id,
      rrule: row.rrule,
      every: parts.every,
      count: parts.count,
      time: formatSlotTime(first?.minutes ?? 0),
      userId: row.patientId,
      doctorId: row.doctorId,
      visitType: { _id: row.visitType.id, name: row.visitType.name },
      createdBy: row.createdById,
      createdAt: row.createdAt.toISOString(),
      done: rows.filter((r) => r.status === "completed").length,
      open: rows.filter((r) => (OPEN_STATUSES as readonly string[]).includes(r.status)).length,
    },
    appointments: rows.map((r) => toAppointmentDTO(r, tz)),
  };
}

/**
 * GET /api/appointment/series/{id}: for the patient (or guardian), the doctor and staff; also the
 * series box of a visit's page. Anyone but a patient reading it writes the trail (issue 45): a
 * series is a list of the patient's visits (patient_visits.viewed, its subject the series).
 */
export async function getSeries(actor: Actor, id: string): Promise<SeriesAnswer> {
  const row = await loadSeries(actor, id);
  const answer = await seriesAnswer(id);
  await recordStaffRead(actor, { action: "patient_visits.viewed", subject: { type: "appointment_series", id }, patientId: row.patientId, details: { rows: answer.appointments.length } });
  return answer;
}
