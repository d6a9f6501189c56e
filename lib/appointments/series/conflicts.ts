// Issue 48 item 2: the dates of a series checked as one booking is, and for each date that does
// not fit, why and what would: the nearest free time that day, and the same time on the nearest
// other day (the slot rule's own computation, lib/schedule/slots.ts). The check under the
// doctor's lock is the booking's own (holdSlot); overlaps with the doctor's and the patient's
// open appointments are read under that lock, and the exclusion constraints stay the last word.
import { clinicDateOf, formatSlotTime, type ClinicDate } from "@/lib/clinic-time";
import { isDomainError } from "@/lib/errors";
import { holdSlot, slotInputs } from "@/lib/schedule/read";
import { bookingPolicy } from "@/lib/schedule/policy";
import { freeStarts, type TimeSpan, type VisitLength } from "@/lib/schedule/slots";
import { PATIENT_BUSY, SLOT_TAKEN } from "@/lib/appointments/book/slot-check";
import type { Prisma } from "@/lib/generated/prisma/client";

/** One date as planned: the date the rule gave (`ruleDate`) and where it is booked. */
export type PlannedDate = { ruleDate: ClinicDate; date: ClinicDate; minutes: number };

export type SeriesAlternative = { date: ClinicDate; time: string };
export type SeriesConflict = { date: ClinicDate; time: string; reason: string; alternatives: SeriesAlternative[] };

export const SERIES_CONFLICTS = "Some dates of this series are not free. Nothing was booked: book with the replacements offered or without those dates.";
export const SERIES_MOVE_CONFLICTS = "Some dates cannot move there. Nothing was changed.";
export const SERIES_SAME_TIME_TWICE = "Two dates of this series would be at the same time.";

/**
 * Checks each planned date in the caller's transaction (the doctor's row lock is taken by the first
 * check and held to the commit) and answers the start instant of each, or the reasons of those
 * that do not fit. `except` are appointments being moved: their own times are not busy.
 */
export async function checkDates(
  tx: Prisma.TransactionClient,
  ctx: { doctorId: string; patientId: string; visit: VisitLength; now: Date; tz: string; horizonDays?: number; except?: string[] },
  planned: PlannedDate[],
): Promise<{ starts: Date[]; refused: { planned: PlannedDate; reason: string }[] }> {
  const starts: Date[] = [];
  const refused: { planned: PlannedDate; reason: string }[] = [];
  for (const p of planned) {
    try {
      starts.push(await holdSlot(tx, ctx.doctorId, { now: ctx.now, tz: ctx.tz, date: p.date, minutes: p.minutes, visit: ctx.visit, horizonDays: ctx.horizonDays }));
    } catch (err) {
      if (!isDomainError(err) || (err.kind !== "bad_request" && err.kind !== "conflict")) throw err;
      refused.push({ planned: p, reason: err.message });
      starts.push(new Date(NaN));
    }
  }
  const lengthMs = ctx.visit.durationMinutes * 60_000;
  const busyMs = (ctx.visit.durationMinutes + ctx.visit.bufferMinutes) * 60_000;
  const valid = starts.filter((s) => !Number.isNaN(s.getTime()));
  if (valid.length === 0) return { starts, refused };
  const from = new Date(Math.min(...valid.map((s) => s.getTime())) - 10 * 3_600_000);
  const to = new Date(Math.max(...valid.map((s) => s.getTime())) + 10 * 3_600_000);
  // The doctor's and the patient's open appointments around these dates (under the doctor's lock).
  const others = await tx.appointment.findMany({
    where: {
      status: { not: "cancelled" },
      OR: [{ doctorId: ctx.doctorId }, { patientId: ctx.patientId }],
      startsAt: { lt: to },
      endsAt: { gt: from },
      ...(ctx.except?.length ? { id: { notIn: ctx.except } } : {}),
    },
    select: { doctorId: true, patientId: true, startsAt: true, endsAt: true, bufferMinutes: true },
  });
  planned.forEach((p, i) => {
    const s = starts[i].getTime();
    if (Number.isNaN(s)) return;
    const clash = others.find((o) =>
      o.doctorId === ctx.doctorId
        ? s < o.endsAt.getTime() + o.bufferMinutes * 60_000 && o.startsAt.getTime() < s + busyMs
        : s < o.endsAt.getTime() && o.startsAt.getTime() < s + lengthMs,
    );
    // The series' own dates must not overlap each other either (a replacement onto another date).
    const twin = starts.some((t, j) => j !== i && !Number.isNaN(t.getTime()) && s < t.getTime() + busyMs && t.getTime() < s + busyMs);
    if (clash) refused.push({ planned: p, reason: clash.doctorId === ctx.doctorId ? SLOT_TAKEN : PATIENT_BUSY });
    else if (twin) refused.push({ planned: p, reason: SERIES_SAME_TIME_TWICE });
  });
  return { starts, refused };
}

/**
 * For each refused date: the nearest free time that day and the same time on the nearest other
 * day (earlier or later, the later on a tie), from the slot rule with the same horizon, clear of
 * the series' other dates. Read after the refused transaction ended.
 */
export async function withAlternatives(
  ctx: { doctorId: string; visitTypeId: string; now: Date; tz: string; horizonDays?: number; except?: string[] },
  refused: { planned: PlannedDate; reason: string }[],
  keep: { startsAt: Date; busyMinutes: number }[],
): Promise<SeriesConflict[]> {
  if (refused.length === 0) return [];
  const clinic = await bookingPolicy();
  const policy = ctx.horizonDays ? { ...clinic, bookingHorizonDays: Math.max(clinic.bookingHorizonDays, ctx.horizonDays) } : clinic;
  const inputs = (
    await slotInputs([ctx.doctorId], ctx.now, ctx.tz, { policy, visitTypeId: ctx.visitTypeId, exceptAppointmentId: ctx.except?.length === 1 ? ctx.except[0] : undefined })
  ).get(ctx.doctorId)!;
  const own: TimeSpan[] = keep.map((k) => ({ startsAt: k.startsAt, endsAt: new Date(k.startsAt.getTime() + k.busyMinutes * 60_000) }));
  const free = [...freeStarts(ctx.now, ctx.tz, [...inputs.taken, ...own], inputs.rules)];
  const seriesDays = new Set(keep.map((k) => clinicDateOf(k.startsAt, ctx.tz)));
  // One answer per date of the series (a date may be refused for more than one reason: the first says it).
  const seen = new Set<string>();
  const out: SeriesConflict[] = [];
  for (const { planned: p, reason } of refused) {
    if (seen.has(p.ruleDate)) continue;
    seen.add(p.ruleDate);
    const alternatives: SeriesAlternative[] = [];
    const sameDay = free.filter((f) => f.date === p.date).sort((a, b) => Math.abs(a.minutes - p.minutes) - Math.abs(b.minutes - p.minutes) || a.minutes - b.minutes)[0];
    if (sameDay) alternatives.push({ date: sameDay.date, time: sameDay.time });
    const day = (d: ClinicDate) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;
    const otherDay = free
      .filter((f) => f.minutes === p.minutes && f.date !== p.date && !seriesDays.has(f.date))
      .sort((a, b) => Math.abs(day(a.date) - day(p.date)) - Math.abs(day(b.date) - day(p.date)) || day(b.date) - day(a.date))[0];
    if (otherDay) alternatives.push({ date: otherDay.date, time: otherDay.time });
    out.push({ date: p.ruleDate, time: formatSlotTime(p.minutes), reason, alternatives });
  }
  return out;
}

/** The visit's busy length read from a type row (duration plus buffer). */
export const busyMinutesOf = (visit: VisitLength) => visit.durationMinutes + visit.bufferMinutes;

