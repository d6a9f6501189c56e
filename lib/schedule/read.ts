// What the slot rule (lib/schedule/slots.ts) needs from the database: each doctor's
// hours, time off, busy spans (open appointments to their end plus buffer) and
// the visit asked about (their default type unless named), the live holds (lib/schedule/holds.ts), read for a whole
// page of doctors in one query each, and the doctor-row lock that keeps a
// booking and a new time off from both succeeding for the same time.
import { prisma } from "@/lib/db";
import { addDays, clinicDateOf, clinicMinutesOf, formatSlotTime, instantAt, type ClinicDate } from "@/lib/clinic-time";
import { badRequest, conflict } from "@/lib/errors";
import { bookingPolicy } from "@/lib/schedule/policy";
import { BOOKING_WINDOW_DAYS, checkSlot, type SlotPolicy, type SlotRules, type TimeSpan, type VisitLength, type WeeklyHours } from "@/lib/schedule/slots";
import { heldForWaitlist, holdOver, liveHolds } from "@/lib/schedule/holds";
import { activeVisitTypes, pickVisitType, typesOfDoctor, type VisitType } from "@/lib/visit-types/catalog";
import { Prisma } from "@/lib/generated/prisma/client";

/** The stored week (valid: the weekly_hours_valid() check), or null for the default hours. */
export function hoursOf(value: Prisma.JsonValue | null | undefined): WeeklyHours | null {
  return (value ?? null) as WeeklyHours | null;
}

/**
 * The instants the rule looks at from `now`: today's clinic midnight to the
 * midnight after the booking horizon or SPEC's 7-day window (which
 * `slots_booked` describes), whichever is longer.
 */
export function ruleRange(now: Date, tz: string, policy: SlotPolicy): { from: Date; to: Date } {
  const today = clinicDateOf(now, tz);
  const days = Math.max(policy.bookingHorizonDays, BOOKING_WINDOW_DAYS);
  return { from: instantAt(today, 0, tz), to: instantAt(addDays(today, days), 0, tz) };
}

/** Waiting for a pooled connection under a burst of bookings or time off is normal: allow it, within reason. */
export const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 15_000 } as const;

export type DoctorSlotInputs = { taken: TimeSpan[]; rules: SlotRules };

// How far back a busy span reaching into the range can start (the longest visit, 480 minutes, plus
// the longest buffer), and end (the longest buffer): the bounds of migration 20261126000000_visit_types.
const LONGEST_BUFFER_MS = 120 * 60_000;
const LONGEST_VISIT_MS = 480 * 60_000 + LONGEST_BUFFER_MS;

function groupBy<T extends { doctorId: string }, V>(rows: T[], value: (row: T) => V): Map<string, V[]> {
  const out = new Map<string, V[]>();
  for (const r of rows) {
    const list = out.get(r.doctorId) ?? [];
    list.push(value(r));
    out.set(r.doctorId, list);
  }
  return out;
}

/**
 * The slot rule's inputs for each of these doctors from `now`: their hours
 * (taken from `knownHours` when the caller already read the doctor rows),
 * their time off, the busy spans of their open appointments within the
 * range, and the visit asked about: `visitTypeId` (a 400 when a doctor does
 * not offer it), else each doctor's default type. Times held for a waitlist's
 * patient (issue 27) are busy like bookings, but for the claim of that hold.
 * At most five queries, however many doctors (the visit types are a cached read).
 */
export async function slotInputs(
  doctorIds: string[],
  now: Date,
  tz: string,
  opts: {
    policy?: SlotPolicy;
    knownHours?: Map<string, WeeklyHours | null>;
    visitTypeId?: string | null;
    /** An appointment being moved: its own time is not busy for it. */
    exceptAppointmentId?: string;
    /** A waitlist hold being claimed: its own time is not busy for it. */
    exceptHoldId?: string;
  } = {},
): Promise<Map<string, DoctorSlotInputs>> {
  const out = new Map<string, DoctorSlotInputs>();
  if (doctorIds.length === 0) return out;
  const [policy, types] = await Promise.all([opts.policy ?? bookingPolicy(), activeVisitTypes()]);
  const { from, to } = ruleRange(now, tz, policy);
  const [hours, timeOff, taken, held] = await Promise.all([
    opts.knownHours
      ? opts.knownHours
      : prisma.doctor
          .findMany({ where: { id: { in: doctorIds } }, select: { id: true, hours: true } })
          .then((rows) => new Map(rows.map((r) => [r.id, hoursOf(r.hours)]))),
    prisma.timeOff
      .findMany({
        where: { doctorId: { in: doctorIds }, endsAt: { gt: from }, startsAt: { lt: to } },
        select: { doctorId: true, startsAt: true, endsAt: true },
      })
      .then((rows) => groupBy(rows, (r): TimeSpan => ({ startsAt: r.startsAt, endsAt: r.endsAt }))),
    visitBusyTimes(doctorIds, { from, to }, opts.exceptAppointmentId),
    liveHolds(prisma, doctorIds, { from, to }, now, opts.exceptHoldId),
  ]);
  for (const id of doctorIds) {
    const visit = opts.visitTypeId ? lengthOf(pickVisitType(types, id, opts.visitTypeId)) : defaultVisitOf(types, id);
    const busy = [...(taken.get(id) ?? []), ...(held.get(id) ?? [])];
    out.set(id, { taken: busy, rules: { hours: hours.get(id) ?? null, timeOff: timeOff.get(id) ?? [], policy, visit } });
  }
  return out;
}

/**
 * The time open visits hold of these doctors around [from, to), by doctor: the view
 * "visit_busy_times" (prisma/migrations/20261129700000_visit_busy_times), the schedule's
 * definition of what a visit holds (its start to its end plus its buffer, as the exclusion
 * constraint counts it), over the appointments domain's rows. `exceptId`: a visit being moved
 * does not hold its own time.
 */
async function visitBusyTimes(doctorIds: string[], range: { from: Date; to: Date }, exceptId?: string): Promise<Map<string, TimeSpan[]>> {
  const startsFrom = new Date(range.from.getTime() - LONGEST_VISIT_MS);
  const endsAfter = new Date(range.from.getTime() - LONGEST_BUFFER_MS);
  const rows = await prisma.$queryRaw<{ doctorId: string; startsAt: Date; endsAt: Date }[]>`
    SELECT "doctor_id" AS "doctorId", "starts_at" AS "startsAt", "busy_until" AS "endsAt"
      FROM "visit_busy_times"
     WHERE "doctor_id" = ANY(${doctorIds}::text[])
       AND "starts_at" >= ${startsFrom} AND "starts_at" < ${range.to}
       AND "ends_at" > ${endsAfter}
       ${exceptId ? Prisma.sql`AND "id" <> ${exceptId}` : Prisma.empty}`;
  return groupBy(rows, (r): TimeSpan => ({ startsAt: r.startsAt, endsAt: r.endsAt }));
}

export function lengthOf(type: Pick<VisitType, "durationMinutes" | "bufferMinutes">): VisitLength {
  return { durationMinutes: type.durationMinutes, bufferMinutes: type.bufferMinutes };
}

/** The doctor's default visit (the first active type they offer), or null when they offer none. */
function defaultVisitOf(types: readonly VisitType[], doctorId: string): VisitLength | null {
  const first = typesOfDoctor(types, doctorId)[0];
  return first ? lengthOf(first) : null;
}

/**
 * Locks a doctor's row until the transaction ends: "update" for bookings,
 * moves and a new time off (each waits for the others in flight), "share" for
 * readers that only need the row to stay. Whoever comes second then reads
 * what the first wrote. Bookings of one doctor take turns because two
 * overlapping inserts checked by an exclusion constraint at the same moment
 * can wait for each other (a deadlock PostgreSQL breaks after a second); in
 * turn, the second simply finds the first committed and is refused at once.
 */
export async function lockDoctor(tx: Prisma.TransactionClient, doctorId: string, mode: "share" | "update"): Promise<void> {
  if (mode === "update") await tx.$queryRaw`SELECT 1 FROM "doctors" WHERE "id" = ${doctorId} FOR UPDATE`;
  else await tx.$queryRaw`SELECT 1 FROM "doctors" WHERE "id" = ${doctorId} FOR SHARE`;
}

/**
 * Inside the caller's booking transaction: locks the doctor's row
 * and checks `date` at `minutes` against the slot rule for the visit's
 * length with the doctor's hours and time off as they are now, answering the
 * start instant to book. A time off committed meanwhile is seen, and one
 * coming later waits for this transaction and then sees its booking. A
 * refused slot is a 400 in the rule's own words. Other appointments are the
 * exclusion constraints' to refuse, at the insert or update.
 */
export async function holdSlot(
  tx: Prisma.TransactionClient,
  doctorId: string,
  slot: { now: Date; tz: string; date: ClinicDate; minutes: number; visit: VisitLength; exceptHoldId?: string; horizonDays?: number },
): Promise<Date> {
  const clinic = await bookingPolicy(tx);
  // A series booked by staff may reach past the booking window (issue 48): a longer horizon, never a shorter one.
  const policy = slot.horizonDays ? { ...clinic, bookingHorizonDays: Math.max(clinic.bookingHorizonDays, slot.horizonDays) } : clinic;
  await lockDoctor(tx, doctorId, "update");
  const doctor = await tx.doctor.findUniqueOrThrow({ where: { id: doctorId }, select: { hours: true } });
  const dayStart = instantAt(slot.date, 0, slot.tz);
  // A late visit can run past midnight: read time off up to the end of the next day.
  const dayEnd = instantAt(addDays(slot.date, 2), 0, slot.tz);
  const timeOff = await tx.timeOff.findMany({
    where: { doctorId, endsAt: { gt: dayStart }, startsAt: { lt: dayEnd } },
    select: { startsAt: true, endsAt: true },
  });
  const check = checkSlot(slot.now, slot.tz, slot.date, slot.minutes, { hours: hoursOf(doctor.hours), timeOff, policy, visit: slot.visit });
  if (!check.ok) throw badRequest(check.message);
  // A time held for a waitlist patient is theirs until the hold ends (issue 27); under the row lock
  // the offers take too, so a hold and a booking of one time never both win.
  const until = new Date(check.startsAt.getTime() + (slot.visit.durationMinutes + slot.visit.bufferMinutes) * 60_000);
  const held = await holdOver(tx, doctorId, { startsAt: check.startsAt, until }, slot.now, slot.exceptHoldId);
  if (held) throw conflict(heldForWaitlist(formatSlotTime(clinicMinutesOf(held.expiresAt, slot.tz))));
  return check.startsAt;
}
