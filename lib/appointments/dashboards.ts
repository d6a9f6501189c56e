// The figures of the admin and doctor dashboards, and a doctor's patients.
// Counts and sums run in the database over indexed columns.
import { prisma } from "@/lib/db";
import type { AppointmentStatus } from "@/lib/generated/prisma/client";
import { addDays, clinicDateOf, clinicTimeZone, instantAt } from "@/lib/clinic-time";
import { appointmentInclude, toAppointmentDTO } from "@/lib/appointments/serialize";
import { toUserDTO, userSelect } from "@/lib/accounts/serialize";
import type { z } from "zod";
import type { adminDashboardShape, doctorDashboardShape, doctorPatientShape } from "@/lib/appointments/shapes";
import type { Actor } from "@/lib/accounts/users";
import { recordStaffRead } from "@/lib/audit/record";

export type AdminDashboard = z.output<typeof adminDashboardShape>;

/**
 * A count kept exact by triggers in row_counts (one row read) rather than
 * COUNT(*), which reads a table of millions; counting is the fallback should the
 * row be missing.
 */
async function keptCount(
  name: "appointments" | "patients" | "appointments_completed" | "appointments_no_show",
  count: () => Promise<number>,
): Promise<number> {
  const row = await prisma.rowCount.findUnique({ where: { tableName: name } });
  return row ? Number(row.n) : count();
}

/**
 * No-shows and their share of the appointments whose outcome is known (the
 * patient came and was seen, or did not come); cancelled and still open ones
 * say nothing about attendance.
 */
function noShowFigures(noShowCount: number, completed: number): { noShowCount: number; noShowRate: number } {
  const known = noShowCount + completed;
  return { noShowCount, noShowRate: known === 0 ? 0 : noShowCount / known };
}

/** Clinic-wide: two trigger-kept rows (a GROUP BY over every appointment is a sequential scan at scale). */
async function clinicNoShows() {
  const countStatus = (status: AppointmentStatus) => () => prisma.appointment.count({ where: { status } });
  const [noShow, completed] = await Promise.all([
    keptCount("appointments_no_show", countStatus("no_show")),
    keptCount("appointments_completed", countStatus("completed")),
  ]);
  return noShowFigures(noShow, completed);
}

/** One doctor's: a few hundred rows found through the (doctor_id, starts_at) index. */
async function doctorNoShows(doctorId: string) {
  const rows = await prisma.appointment.groupBy({
    by: ["status"],
    where: { doctorId, status: { in: ["completed", "no_show"] } },
    _count: { _all: true },
  });
  const count = (s: AppointmentStatus) => rows.find((r) => r.status === s)?._count._all ?? 0;
  return noShowFigures(count("no_show"), count("completed"));
}

export async function adminDashboard(recent = 8): Promise<AdminDashboard> {
  const [totalDoctors, totalAppointments, totalUsers, rows, noShow] = await Promise.all([
    prisma.doctor.count({ where: { archivedAt: null } }),
    // Every appointment ever booked, whatever its status.
    keptCount("appointments", () => prisma.appointment.count()),
    keptCount("patients", () => prisma.user.count({ where: { role: "patient" } })),
    prisma.appointment.findMany({ include: appointmentInclude, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: recent }),
    clinicNoShows(),
  ]);
  const tz = clinicTimeZone();
  return { totalDoctors, totalAppointments, totalUsers, ...noShow, recentAppointments: rows.map((r) => toAppointmentDTO(r, tz)) };
}

export type DoctorDashboard = z.output<typeof doctorDashboardShape>;

export async function doctorDashboard(doctorId: string, now = new Date()): Promise<DoctorDashboard> {
  const tz = clinicTimeZone();
  const today = clinicDateOf(now, tz);
  const todayRange = { gte: instantAt(today, 0, tz), lt: instantAt(addDays(today, 1), 0, tz) };
  const [appointmentsCount, patients, earnings, todayRows, noShow] = await Promise.all([
    prisma.appointment.count({ where: { doctorId } }),
    prisma.$queryRaw<{ n: bigint }[]>`SELECT COUNT(DISTINCT patient_id) AS n FROM appointments WHERE doctor_id = ${doctorId}`,
    prisma.appointment.aggregate({ where: { doctorId, status: "completed" }, _sum: { amount: true } }),
    prisma.appointment.findMany({
      where: { doctorId, startsAt: todayRange },
      include: appointmentInclude,
      orderBy: { startsAt: "asc" },
    }),
    doctorNoShows(doctorId),
  ]);
  return {
    appointmentsCount,
    todayAppointmentsCount: todayRows.length,
    patientsCount: Number(patients[0]?.n ?? 0),
    earnings: earnings._sum.amount ?? 0,
    ...noShow,
    todaysSchedule: todayRows.map((r) => toAppointmentDTO(r, tz)),
  };
}

/** How many of a doctor's appointments are in each status (for the status filter). */
export async function doctorAppointmentCounts(doctorId: string): Promise<Record<AppointmentStatus, number>> {
  const rows = await prisma.appointment.groupBy({ by: ["status"], where: { doctorId }, _count: { _all: true } });
  const counts: Record<AppointmentStatus, number> = { pending: 0, confirmed: 0, checked_in: 0, completed: 0, cancelled: 0, no_show: 0 };
  for (const r of rows) counts[r.status] = r._count._all;
  return counts;
}

export type DoctorPatient = z.output<typeof doctorPatientShape>;

/** The patients a doctor has seen or will see, most recent visit first. */
export async function doctorPatients(doctorId: string, opts: { limit?: number; offset?: number } = {}): Promise<DoctorPatient[]> {
  const stats = await prisma.$queryRaw<
    { patient_id: string; total: bigint; visits: bigint; last_visit: Date | null; last_any: Date }[]
  >`
    SELECT patient_id,
           COUNT(*) AS total,
           COUNT(*) FILTER (WHERE status = 'completed') AS visits,
           MAX(starts_at) FILTER (WHERE status = 'completed') AS last_visit,
           MAX(starts_at) AS last_any
      FROM appointments
     WHERE doctor_id = ${doctorId}
  GROUP BY patient_id
  ORDER BY MAX(starts_at) DESC
     LIMIT ${opts.limit ?? 500} OFFSET ${opts.offset ?? 0}`;
  const users = await prisma.user.findMany({ where: { id: { in: stats.map((s) => s.patient_id) } }, select: userSelect });
  const byId = new Map(users.map((u) => [u.id, toUserDTO(u)]));
  return stats.flatMap((s) => {
    const u = byId.get(s.patient_id);
    if (!u) return [];
    return [
      {
        patient: { _id: u._id, name: u.name, email: u.email, image: u.image, phone: u.phone, age: u.age },
        totalVisits: Number(s.visits),
        lastVisit: s.last_visit ? s.last_visit.toISOString() : null,
        totalAppointments: Number(s.total),
      },
    ];
  });
}

/**
 * One patient's history with one doctor (for the doctor's View Details). The doctor (`actor`)
 * opening a patient of theirs writes the trail as a patient's visits listed (issue 45).
 */
export async function patientHistoryWithDoctor(actor: Actor, doctorId: string, patientId: string) {
  const rows = await prisma.appointment.findMany({
    where: { doctorId, patientId },
    include: appointmentInclude,
    orderBy: { startsAt: "desc" },
  });
  if (rows.length > 0) await recordStaffRead(actor, { action: "patient_visits.viewed", subject: { type: "user", id: patientId }, patientId, details: { rows: rows.length, doctorId } });
  const tz = clinicTimeZone();
  return rows.map((r) => toAppointmentDTO(r, tz));
}
