// The waitlist's entries (issue 27): a patient joins a doctor's list for themselves or a
// dependent, the front desk and admins for any patient; at most WAITLIST_MAX_ACTIVE waiting
// entries per person, one per doctor. Joining while a matching time is free right now is refused
// with that time. Patients see and leave their own (and their dependents'); the desk and admins
// see each doctor's list in order and remove entries; a doctor sees their own list.
import { prisma } from "@/lib/db";
import { addDays, clinicDateOf, clinicMinutesOf, clinicTimeZone, formatSlotTime, weekdayOf } from "@/lib/clinic-time";
import { badRequest, conflict, forbidden, notFound, DOCTOR_NOT_FOUND } from "@/lib/errors";
import { isStaff } from "@/lib/accounts/roles";
import { isGuardianOf } from "@/lib/accounts/dependents";
import { slotInputs } from "@/lib/schedule/read";
import { freeStarts } from "@/lib/schedule/slots";
import { activeVisitTypes, pickVisitType } from "@/lib/visit-types/catalog";
import { formatDate, weekdayLong } from "@/lib/i18n/format";
import type { Actor } from "@/lib/accounts/users";
import { recordAudit } from "@/lib/audit/record";
import type { Prisma } from "@/lib/generated/prisma/client";
import { suits, type PartOfDay } from "@/lib/waitlist/matching";
import { withdrawOffers } from "@/lib/waitlist/offers";
import { doctorsChanged } from "@/lib/platform/cache-tags";
import { WAITLIST_DAYS_AHEAD, WAITLIST_MAX_ACTIVE, type JoinWaitlist, type WaitlistEntryDTO } from "@/lib/waitlist/waitlist-schema";
import { lockHousehold } from "@/lib/appointments/household";

export const JOINED = "You're on the waitlist: we'll email you when a time opens up.";
export const LEFT = "You have left the waitlist.";
export const REMOVED = "Removed from the waitlist.";
export const ENTRY_NOT_FOUND = "Waitlist entry not found";
export const TOO_MANY = `You can wait for at most ${WAITLIST_MAX_ACTIVE} doctors at once. Leave one of your waitlists first.`;
export const HOUSEHOLD_LINE_FULL = `Your family already holds ${WAITLIST_MAX_ACTIVE} places on this doctor's waitlist, the most one family may hold. Leave one first.`;
export const ALREADY_WAITING = "This patient is already on this doctor's waitlist.";
export const FROM_IN_PAST = "The range cannot start before today.";
export const TO_TOO_FAR = `You can wait for times up to ${WAITLIST_DAYS_AHEAD} days ahead.`;
export const NAME_THE_PATIENT = "The front desk and admins add a patient to a waitlist: send the patient's userId.";

const entryInclude = {
  patient: { select: { id: true, name: true, guardianId: true, email: true, guardian: { select: { email: true } } } },
  doctor: { select: { id: true, speciality: true, user: { select: { name: true } } } },
  visitType: { select: { id: true, name: true, durationMinutes: true } },
  offers: { where: { status: "held" as const }, select: { startsAt: true, expiresAt: true, token: true } },
} satisfies Prisma.WaitlistEntryInclude;
type EntryRow = Prisma.WaitlistEntryGetPayload<{ include: typeof entryInclude }>;

const day = (d: Date) => d.toISOString().slice(0, 10);
const dateColumn = (date: string) => new Date(`${date}T00:00:00Z`);

/** "10:30 AM on Thursday is free: book it." (the date added beyond the coming week). */
export function freeNowMessage(date: string, time: string, today: string): string {
  const when = date === today ? "today" : date <= addDays(today, 6) ? `on ${weekdayLong(date)}` : `on ${weekdayLong(date)} ${formatDate(date)}`;
  return `${time} ${when} is free: book it.`;
}

/** Each waiting entry's place in its doctor's line (1 = next), for these entries' doctors. */
async function positionsOf(rows: EntryRow[]): Promise<Map<string, number>> {
  const doctorIds = [...new Set(rows.filter((r) => r.status === "waiting").map((r) => r.doctorId))];
  if (doctorIds.length === 0) return new Map();
  const waiting = await prisma.waitlistEntry.findMany({
    where: { doctorId: { in: doctorIds }, status: "waiting" },
    orderBy: [{ lineAt: "asc" }, { id: "asc" }],
    select: { id: true, doctorId: true },
  });
  const out = new Map<string, number>();
  const seen = new Map<string, number>();
  for (const w of waiting) {
    const n = (seen.get(w.doctorId) ?? 0) + 1;
    seen.set(w.doctorId, n);
    out.set(w.id, n);
  }
  return out;
}

function toEntryDTO(r: EntryRow, positions: Map<string, number>, now: Date, tz: string, withToken: boolean): WaitlistEntryDTO {
  const live = r.offers.find((o) => o.expiresAt > now);
  return {
    _id: r.id,
    patient: { _id: r.patient.id, name: r.patient.name },
    doctor: { _id: r.doctor.id, name: r.doctor.user.name, speciality: r.doctor.speciality },
    visitType: r.visitType ? { _id: r.visitType.id, name: r.visitType.name, durationMinutes: r.visitType.durationMinutes } : null,
    from: day(r.fromDate),
    to: day(r.toDate),
    partsOfDay: r.partsOfDay as PartOfDay[],
    weekdays: r.weekdays,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    position: positions.get(r.id) ?? null,
    offer: live
      ? { date: clinicDateOf(live.startsAt, tz), time: formatSlotTime(clinicMinutesOf(live.startsAt, tz)), expiresAt: live.expiresAt.toISOString(), ...(withToken ? { token: live.token } : {}) }
      : null,
  };
}

/** Nobody gets the offer's email (no email of their own, no guardian with one): the desk answers for them on the phone. */
const deskAnswersFor = (r: EntryRow) => !r.patient.email && !r.patient.guardian?.email;

/**
 * The entries as `actor` sees them. A live offer's secret (it claims or declines the time, with no
 * sign-in) goes to the patient's side (only their own entries reach them), and to staff only for
 * a caller without a login whose answer they give on the phone (issue 41: a receptionist must not
 * claim or decline a time offered to someone who reads their own email); never to a doctor.
 */
async function toDTOs(actor: Actor, rows: EntryRow[], now = new Date()): Promise<WaitlistEntryDTO[]> {
  const positions = await positionsOf(rows);
  const tz = clinicTimeZone();
  const withToken = (r: EntryRow) => actor.role === "patient" || (isStaff(actor) && deskAnswersFor(r));
  return rows.map((r) => toEntryDTO(r, positions, now, tz, withToken(r)));
}

/** Who the entry is for: the caller, one of their dependents, or (staff) the patient named. */
async function patientOf(actor: Actor, userId: string | undefined): Promise<string> {
  if (actor.role === "doctor") throw forbidden("Doctors cannot join a waitlist. Please use a patient account.");
  if (isStaff(actor)) {
    if (!userId || userId === actor.id) throw badRequest(NAME_THE_PATIENT);
  } else if (userId && userId !== actor.id && !(await isGuardianOf(actor.id, userId))) {
    throw forbidden("You can only join a waitlist for yourself or your family");
  }
  const patientId = userId ?? actor.id;
  const patient = await prisma.user.findUnique({ where: { id: patientId }, select: { role: true, archivedAt: true } });
  if (!patient || patient.role !== "patient" || patient.archivedAt) throw notFound("Patient not found");
  return patientId;
}

export async function joinWaitlist(actor: Actor, input: JoinWaitlist, now = new Date()): Promise<WaitlistEntryDTO> {
  const tz = clinicTimeZone();
  const today = clinicDateOf(now, tz);
  const patientId = await patientOf(actor, input.userId);
  if (input.from < today) throw badRequest(FROM_IN_PAST, { from: FROM_IN_PAST });
  if (input.to > addDays(today, WAITLIST_DAYS_AHEAD)) throw badRequest(TO_TOO_FAR, { to: TO_TOO_FAR });
  const doctor = await prisma.doctor.findUnique({ where: { id: input.doctorId }, select: { archivedAt: true, userId: true } });
  if (!doctor || doctor.archivedAt) throw notFound(DOCTOR_NOT_FOUND);
  if (doctor.userId === patientId) throw badRequest("Doctors cannot wait for themselves.");
  // A type the doctor offers (400 otherwise); none named: the doctor's default when a time opens.
  if (input.visitTypeId) pickVisitType(await activeVisitTypes(), input.doctorId, input.visitTypeId);

  // A matching time free right now is for booking, not waiting for.
  const inputs = (await slotInputs([input.doctorId], now, tz, { visitTypeId: input.visitTypeId ?? null })).get(input.doctorId);
  const wish = { from: input.from, to: input.to, partsOfDay: input.partsOfDay, weekdays: input.weekdays };
  const available = await prisma.doctor.count({ where: { id: input.doctorId, available: true } });
  if (inputs && available) {
    for (const start of freeStarts(now, tz, inputs.taken, inputs.rules)) {
      if (start.date > input.to) break;
      if (suits(wish, { date: start.date, weekday: weekdayOf(start.date), minutes: start.minutes })) {
        throw conflict(freeNowMessage(start.date, start.time, today), { freeSlot: { date: start.date, time: start.time } });
      }
    }
  }

  const row = await prisma.$transaction(async (tx) => {
    // One person's entries take turns: the limit cannot be passed by two joins at once.
    await tx.$queryRaw`SELECT 1 FROM "users" WHERE "id" = ${patientId} FOR UPDATE`;
    const active = await tx.waitlistEntry.findMany({ where: { patientId, status: "waiting" }, select: { doctorId: true } });
    if (active.some((e) => e.doctorId === input.doctorId)) throw conflict(ALREADY_WAITING);
    if (active.length >= WAITLIST_MAX_ACTIVE) throw conflict(TOO_MANY);
    // Issue 41: a household holds at most as many places in one doctor's line as one person may hold in all.
    const household = await lockHousehold(tx, patientId);
    if (household.length > 1 && (await tx.waitlistEntry.count({ where: { patientId: { in: household }, doctorId: input.doctorId, status: "waiting" } })) >= WAITLIST_MAX_ACTIVE)
      throw conflict(HOUSEHOLD_LINE_FULL);
    const entry = await tx.waitlistEntry.create({
      data: {
        patientId,
        doctorId: input.doctorId,
        visitTypeId: input.visitTypeId ?? null,
        fromDate: dateColumn(input.from),
        toDate: dateColumn(input.to),
        partsOfDay: input.partsOfDay,
        weekdays: [...new Set(input.weekdays)].sort(),
        createdById: actor.id,
      },
      include: entryInclude,
    });
    await recordAudit(tx, actor, { action: "waitlist.joined", subject: { type: "waitlist_entry", id: entry.id }, patientId, details: { doctorId: input.doctorId } });
    return entry;
  });
  return (await toDTOs(actor, [row], now))[0];
}

/** The caller's entries and their dependents': the waiting ones, then those ended in the last 30 days. */
export async function listMyWaitlist(actor: Actor, now = new Date()): Promise<WaitlistEntryDTO[]> {
  if (actor.role !== "patient") throw forbidden("Only patients have waitlist entries of their own");
  const since = new Date(now.getTime() - 30 * 86_400_000);
  const rows = await prisma.waitlistEntry.findMany({
    where: {
      OR: [{ patientId: actor.id }, { patient: { guardianId: actor.id } }],
      AND: [{ OR: [{ status: "waiting" }, { endedAt: { gte: since } }] }],
    },
    include: entryInclude,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 50,
  });
  rows.sort((a, b) => Number(b.status === "waiting") - Number(a.status === "waiting"));
  return toDTOs(actor, rows, now);
}

/** A doctor's list in order (staff: any doctor's or all; a doctor: their own). */
export async function listDoctorWaitlist(actor: Actor, doctorId?: string, now = new Date()): Promise<WaitlistEntryDTO[]> {
  let where: Prisma.WaitlistEntryWhereInput;
  if (isStaff(actor)) where = doctorId ? { doctorId } : {};
  else if (actor.role === "doctor") {
    const own = await prisma.doctor.findUnique({ where: { userId: actor.id }, select: { id: true } });
    if (!own || (doctorId && doctorId !== own.id)) throw forbidden("Doctors see their own waitlist only");
    where = { doctorId: own.id };
  } else throw forbidden("Only the front desk, admins and doctors see a doctor's waitlist");
  const rows = await prisma.waitlistEntry.findMany({
    where: { ...where, status: "waiting" },
    include: entryInclude,
    orderBy: [{ doctor: { user: { name: "asc" } } }, { doctorId: "asc" }, { lineAt: "asc" }, { id: "asc" }],
    take: 500,
  });
  return toDTOs(actor, rows, now);
}

/** How many wait for any doctor (the admin dashboard). */
export function waitingInAll(): Promise<number> {
  return prisma.waitlistEntry.count({ where: { status: "waiting" } });
}

/** How many wait for this doctor (their dashboard). */
export function waitingCount(doctorId: string): Promise<number> {
  return prisma.waitlistEntry.count({ where: { doctorId, status: "waiting" } });
}

/**
 * Ends an entry: its patient (or their guardian) leaves, staff remove it. A live offer of it is
 * withdrawn and its time passes to the next patient waiting.
 */
export async function endEntry(actor: Actor, id: string, now = new Date()): Promise<WaitlistEntryDTO> {
  const row = await prisma.waitlistEntry.findUnique({ where: { id }, include: entryInclude });
  const mine = row && (row.patientId === actor.id || row.patient.guardianId === actor.id);
  if (!row || (!mine && !isStaff(actor))) throw notFound(ENTRY_NOT_FOUND);
  if (row.status !== "waiting") throw conflict("This waitlist entry has already ended.");
  const { ended, withdrew } = await prisma.$transaction(async (tx) => {
    const { count } = await tx.waitlistEntry.updateMany({ where: { id, status: "waiting" }, data: { status: mine ? "left" : "removed", endedAt: now } });
    if (count === 0) throw conflict("This waitlist entry has already ended.");
    const withdrew = await withdrawOffers(tx, id, row.doctorId, now);
    await recordAudit(tx, actor, { action: "waitlist.left", subject: { type: "waitlist_entry", id }, patientId: row.patientId, details: { by: mine ? "patient" : "staff" } });
    return { ended: await tx.waitlistEntry.findUniqueOrThrow({ where: { id }, include: entryInclude }), withdrew };
  });
  // The held time is free now (as after a decline): the doctor's cached reads (slots_booked) must
  // not keep it taken until the look the withdrawal queued happens to offer it again.
  if (withdrew) doctorsChanged(row.doctorId);
  return (await toDTOs(actor, [ended], now))[0];
}
