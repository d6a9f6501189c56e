// Reading appointments: one (to show, or as a calendar file), and the lists of each role in
// keyset pages. Who may read what is decided here from the Actor. (lib/README.md)
import { prisma } from "@/lib/db";
import { addDays, clinicTimeZone, instantAt, type ClinicDate } from "@/lib/clinic-time";
import { DOCTOR_NOT_FOUND, forbidden, notFound } from "@/lib/errors";
import { isStaff } from "@/lib/accounts/roles";
import { isGuardianOf } from "@/lib/accounts/dependents";
import { nameContains, peopleNamed } from "@/lib/accounts/name-search";
import type { Actor } from "@/lib/accounts/users";
import { appointmentInclude, toAppointmentDTO, type AppointmentDTO } from "@/lib/appointments/serialize";
import { APPOINTMENT_NOT_FOUND, assertCanSee } from "@/lib/appointments/change";
import type { AppointmentStatus, Prisma } from "@/lib/generated/prisma/client";
import { recordStaffRead } from "@/lib/audit/record";

export async function getAppointment(actor: Actor, id: string): Promise<AppointmentDTO> {
  const row = await prisma.appointment.findUnique({ where: { id }, include: appointmentInclude });
  if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
  assertCanSee(actor, row);
  await recordStaffRead(actor, { action: "appointment.viewed", subject: { type: "appointment", id }, patientId: row.patientId });
  return toAppointmentDTO(row, clinicTimeZone());
}

/**
 * The appointment with the SEQUENCE its calendar event has reached (raised by
 * each move or cancellation), for the "Add to calendar" download: a file
 * downloaded after a move replaces the emailed invitation in calendar apps
 * instead of losing to it.
 */
export async function getAppointmentForCalendar(actor: Actor, id: string): Promise<{ appointment: AppointmentDTO; sequence: number }> {
  const row = await prisma.appointment.findUnique({ where: { id }, include: appointmentInclude });
  if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
  assertCanSee(actor, row);
  // A visit's calendar file is its detail too: staff downloading it write the trail (issue 45).
  await recordStaffRead(actor, { action: "appointment.viewed", subject: { type: "appointment", id }, patientId: row.patientId, details: { part: "calendar" } });
  return { appointment: toAppointmentDTO(row, clinicTimeZone()), sequence: row.icsSequence };
}

export type ListQuery = { limit?: number; cursor?: string | null };
const pageSize = (limit?: number) => Math.min(Math.max(limit ?? 500, 1), 500);

/**
 * The rows after the cursor's row in (startsAt `dir`, id asc) order, written
 * as a range on startsAt plus a tie-break. Prisma's own `cursor` compiles to
 * an OR of subqueries that cannot bound an index scan, so a deep page read
 * every row before it (half of 2,000,000 appointments for a middle page).
 * An unknown cursor gives an empty page, as Prisma's cursor does.
 */
async function afterCursor(cursor: string, dir: "asc" | "desc"): Promise<Prisma.AppointmentWhereInput | null> {
  const row = await prisma.appointment.findUnique({ where: { id: cursor }, select: { startsAt: true } });
  if (!row) return null;
  const at = row.startsAt;
  return dir === "desc"
    ? { startsAt: { lte: at }, OR: [{ startsAt: { lt: at } }, { id: { gt: cursor } }] }
    : { startsAt: { gte: at }, OR: [{ startsAt: { gt: at } }, { id: { gt: cursor } }] };
}

/** One page in (startsAt `dir`, id asc) order. */
async function page(where: Prisma.AppointmentWhereInput, dir: "asc" | "desc", q: ListQuery) {
  const limit = pageSize(q.limit);
  const after = q.cursor ? await afterCursor(q.cursor, dir) : null;
  if (q.cursor && !after) return { items: [] as AppointmentDTO[], nextCursor: null };
  const rows = await prisma.appointment.findMany({
    where: after ? { AND: [where, after] } : where,
    include: appointmentInclude,
    orderBy: [{ startsAt: dir }, { id: "asc" }],
    take: limit + 1,
  });
  const tz = clinicTimeZone();
  const items = rows.slice(0, limit).map((r) => toAppointmentDTO(r, tz));
  return { items, nextCursor: rows.length > limit ? items[items.length - 1]._id : null };
}

/** A patient's appointments (their own; admins may read anyone's), soonest first. */
export async function listPatientAppointments(actor: Actor, patientId: string, q: ListQuery = {}) {
  if (!isStaff(actor) && actor.id !== patientId && !(actor.role === "patient" && (await isGuardianOf(actor.id, patientId)))) {
    throw forbidden("You can only see your own appointments");
  }
  // Only an admin can ask about someone else, so only an admin learns whether they exist.
  if (isStaff(actor) && !(await prisma.user.count({ where: { id: patientId } }))) throw notFound("User not found");
  const visits = await page({ patientId }, "asc", q);
  await recordStaffRead(actor, { action: "patient_visits.viewed", subject: { type: "user", id: patientId }, patientId, details: { rows: visits.items.length } });
  return visits;
}

/** The doctor profile id of a doctor user, or a 404. */
export async function doctorIdOfUser(userId: string): Promise<string> {
  const doctor = await prisma.doctor.findUnique({ where: { userId }, select: { id: true } });
  if (!doctor) throw notFound(DOCTOR_NOT_FOUND);
  return doctor.id;
}

/** A doctor's appointments (their own; admins any doctor's), optionally one clinic day or some statuses. */
export async function listDoctorAppointments(
  actor: Actor,
  doctorId: string,
  q: ListQuery & { date?: ClinicDate | null; statuses?: readonly AppointmentStatus[] | null } = {},
) {
  const doctor = await prisma.doctor.findUnique({ where: { id: doctorId }, select: { userId: true } });
  if (!doctor) throw notFound(DOCTOR_NOT_FOUND);
  if (!isStaff(actor) && doctor.userId !== actor.id) throw forbidden("You can only see your own appointments");
  const tz = clinicTimeZone();
  const day = q.date ? { startsAt: { gte: instantAt(q.date, 0, tz), lt: instantAt(addDays(q.date, 1), 0, tz) } } : {};
  const statuses = q.statuses ? { status: { in: [...q.statuses] } } : {};
  return page({ doctorId, ...day, ...statuses }, q.date ? "asc" : "desc", q);
}

/**
 * The appointments whose patient's or doctor's name contains `search`, or null when no one's
 * does: the people first, then their appointments through the patient and doctor indexes
 * (peopleNamed). Testing both names while walking every appointment newest first read all
 * 2,000,000 of them for a name nobody has (16 s at bench --large).
 */
async function searchWhere(search: string): Promise<Prisma.AppointmentWhereInput | null> {
  const people = await peopleNamed(search);
  if (!people) return { OR: [{ patient: nameContains(search) }, { doctor: { user: nameContains(search) } }] };
  if (people.length === 0) return null;
  const doctorIds = people.flatMap((p) => (p.doctorId ? [p.doctorId] : []));
  return { OR: [{ patientId: { in: people.map((p) => p.id) } }, ...(doctorIds.length ? [{ doctorId: { in: doctorIds } }] : [])] };
}

/** Admin: every appointment, newest first, optionally searched by patient or doctor name. */
export async function listAllAppointments(actor: Actor, q: ListQuery & { search?: string | null } = {}) {
  if (!isStaff(actor)) throw forbidden("Only admins and the front desk can see all appointments");
  const search = q.search?.trim();
  const where = search ? await searchWhere(search) : {};
  if (!where) return { items: [] as AppointmentDTO[], nextCursor: null };
  return page(where, "desc", q);
}
