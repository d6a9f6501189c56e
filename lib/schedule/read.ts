// What the slot rule (lib/schedule/slots.ts) needs from the database: each doctor's
// hours, time off and taken starts, read for a whole page of doctors in one
// query each, and the doctor-row lock that keeps a booking and a new time off
// from both succeeding for the same time.
import { prisma } from "@/lib/db";
import { addDays, clinicDateOf, instantAt, type ClinicDate } from "@/lib/clinic-time";
import { badRequest } from "@/lib/errors";
import { bookingPolicy } from "@/lib/schedule/policy";
import { BOOKING_WINDOW_DAYS, checkSlot, type SlotPolicy, type SlotRules, type TimeSpan, type WeeklyHours } from "@/lib/schedule/slots";
import type { Prisma } from "@/lib/generated/prisma/client";

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

export type DoctorSlotInputs = { taken: Date[]; rules: SlotRules };

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
 * their time off and the starts of their active appointments within the
 * range. At most three queries, however many doctors.
 */
export async function slotInputs(
  doctorIds: string[],
  now: Date,
  tz: string,
  opts: { policy?: SlotPolicy; knownHours?: Map<string, WeeklyHours | null> } = {},
): Promise<Map<string, DoctorSlotInputs>> {
  const out = new Map<string, DoctorSlotInputs>();
  if (doctorIds.length === 0) return out;
  const policy = opts.policy ?? (await bookingPolicy());
  const { from, to } = ruleRange(now, tz, policy);
  const [hours, timeOff, taken] = await Promise.all([
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
    prisma.appointment
      .findMany({
        where: { doctorId: { in: doctorIds }, status: { not: "cancelled" }, startsAt: { gte: from, lt: to } },
        select: { doctorId: true, startsAt: true },
      })
      .then((rows) => groupBy(rows, (r) => r.startsAt)),
  ]);
  for (const id of doctorIds) {
    out.set(id, { taken: taken.get(id) ?? [], rules: { hours: hours.get(id) ?? null, timeOff: timeOff.get(id) ?? [], policy } });
  }
  return out;
}

/**
 * Locks a doctor's row until the transaction ends: "share" for bookings (they
 * do not wait for each other), "update" for a new time off (it waits for
 * bookings in flight and they wait for it). Whoever comes second then reads
 * what the first wrote.
 */
export async function lockDoctor(tx: Prisma.TransactionClient, doctorId: string, mode: "share" | "update"): Promise<void> {
  if (mode === "update") await tx.$queryRaw`SELECT 1 FROM "doctors" WHERE "id" = ${doctorId} FOR UPDATE`;
  else await tx.$queryRaw`SELECT 1 FROM "doctors" WHERE "id" = ${doctorId} FOR SHARE`;
}

/**
 * Inside the caller's booking transaction: locks the doctor's row (shared)
 * and checks `date` at `minutes` against the slot rule with the doctor's
 * hours and time off as they are now, answering the start instant to book. A
 * time off committed meanwhile is seen, and one coming later waits for this
 * transaction and then sees its booking. A refused slot is a 400 in the
 * rule's own words.
 */
export async function holdSlot(
  tx: Prisma.TransactionClient,
  doctorId: string,
  slot: { now: Date; tz: string; date: ClinicDate; minutes: number },
): Promise<Date> {
  const policy = await bookingPolicy(tx);
  await lockDoctor(tx, doctorId, "share");
  const doctor = await tx.doctor.findUniqueOrThrow({ where: { id: doctorId }, select: { hours: true } });
  const dayStart = instantAt(slot.date, 0, slot.tz);
  const dayEnd = instantAt(addDays(slot.date, 1), 0, slot.tz);
  const timeOff = await tx.timeOff.findMany({
    where: { doctorId, endsAt: { gt: dayStart }, startsAt: { lt: dayEnd } },
    select: { startsAt: true, endsAt: true },
  });
  const check = checkSlot(slot.now, slot.tz, slot.date, slot.minutes, { hours: hoursOf(doctor.hours), timeOff, policy });
  if (!check.ok) throw badRequest(check.message);
  return check.startsAt;
}
