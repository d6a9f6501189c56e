// Insights (issue 28): the clinic's weeks in figures, for the admin (the whole clinic or a
// doctor, speciality or visit type) and for a doctor (their own). Every figure is counted in the
// database over the visits that START in the range, on the clinic-local day of their start
// (`starts_at AT TIME ZONE` the clinic's zone, never UTC days). The definitions, and why each was
// chosen, are in docs/insights.md; in short:
//
// - days: every clinic day of the range, visits by status: completed, noShow, cancelled and open
//   (pending, confirmed, checked in: OPEN_STATUSES of lib/appointments/status.ts). A rescheduled
//   visit counts on the day it now starts (appointments are moved in place).
// - heatmap: booked visits (every status but cancelled) by clinic-local weekday (0 = Sunday) and
//   hour of their start; all 168 cells.
// - weeks (Monday to Sunday, clinic time; the first and last count only the range's days):
//   noShowRate = no_show / (completed + no_show), null when neither; cancellationRate =
//   cancelled / every visit, null when none; lead time = starts_at - created_at in days of the
//   booked (not cancelled) visits, median and 90th percentile (continuous), null when none (a
//   rescheduled visit keeps its created_at: its lead time is from its booking); revenue = the sum
//   of the completed visits' `amount` (whole currency units, as stored at booking).
// - utilisation: per doctor, bookedMinutes = the lengths (ends_at - starts_at) of their booked
//   (not cancelled) visits, over workingMinutes = their weekly hours (null: DEFAULT_WEEKLY_HOURS)
//   on each clinic day of the range, as real minutes (a DST day's interval across the change is an
//   hour longer or shorter), less the time off overlapping them.
// - visitTypes: booked (not cancelled) visits per visit type.
// - waitlistRefills: waitlist offers with status 'claimed' whose offered start is in the range.
import { prisma } from "@/lib/db";
import { Prisma, type AppointmentStatus } from "@/lib/generated/prisma/client";
import { isOpenStatus } from "@/lib/appointments/status";
import { specialityFromSlug } from "@/lib/clinic/specialities";
import { addDays, clinicTimeZone, instantAt, weekdayOf, type ClinicDate } from "@/lib/clinic-time";
import { DOCTOR_NOT_FOUND, forbidden, notFound } from "@/lib/errors";
import type { Actor } from "@/lib/accounts/users";
import { clockMinutes, DEFAULT_WEEKLY_HOURS, WEEKDAYS, type HoursInterval, type WeeklyHours } from "@/lib/schedule/slots";
import { type AdminInsightsQuery, type DoctorInsightsQuery, type Insights } from "@/lib/insights/schema";

export const ADMINS_ONLY = "Only admins can see the clinic's insights";
export const DOCTORS_ONLY = "Only doctors have insights of their own";

/** What the figures are counted over: a clinic-day range and the filters (all must match). */
export type InsightsFilter = { from: ClinicDate; to: ClinicDate; doctorId?: string; speciality?: string; visitTypeId?: string };

/** The range as instants: from the clinic's midnight starting `from` to the one ending `to`. */
export function rangeInstants(from: ClinicDate, to: ClinicDate, tz: string): { start: Date; end: Date } {
  return { start: instantAt(from, 0, tz), end: instantAt(addDays(to, 1), 0, tz) };
}

/**
 * Doctors of a speciality, as a condition on `column` (doctors.speciality): one of the clinic's
 * SPECIALITIES named in any case (or as its slug) is compared as stored, which the speciality
 * index answers; any other text case-insensitively.
 */
function specialityIs(column: Prisma.Sql, speciality: string): Prisma.Sql {
  const known = specialityFromSlug(speciality);
  return known ? Prisma.sql`${column} = ${known}` : Prisma.sql`lower(${column}) = lower(${speciality})`;
}

/** The SQL condition on appointments `a` of a filter (the range on starts_at, then the filters). */
export function appointmentConditions(filter: InsightsFilter, tz: string): Prisma.Sql {
  const { start, end } = rangeInstants(filter.from, filter.to, tz);
  const parts = [Prisma.sql`a.starts_at >= ${start} AND a.starts_at < ${end}`];
  if (filter.doctorId) parts.push(Prisma.sql`a.doctor_id = ${filter.doctorId}`);
  if (filter.speciality) parts.push(Prisma.sql`a.doctor_id IN (SELECT id FROM doctors WHERE ${specialityIs(Prisma.sql`speciality`, filter.speciality)})`);
  if (filter.visitTypeId) parts.push(Prisma.sql`a.visit_type_id = ${filter.visitTypeId}`);
  return Prisma.join(parts, " AND ");
}

/** The admin's figures: the whole clinic, or the visits of a doctor, a speciality, a visit type. */
export async function adminInsights(actor: Actor, q: AdminInsightsQuery): Promise<Insights> {
  if (actor.role !== "admin") throw forbidden(ADMINS_ONLY);
  return computeInsights(q);
}

/** A doctor's own figures: their doctor row's visits, hours and time off. */
export async function doctorInsights(actor: Actor, q: DoctorInsightsQuery): Promise<Insights> {
  if (actor.role !== "doctor") throw forbidden(DOCTORS_ONLY);
  const doctor = await prisma.doctor.findUnique({ where: { userId: actor.id }, select: { id: true } });
  if (!doctor) throw notFound(DOCTOR_NOT_FOUND);
  return computeInsights({ from: q.from, to: q.to, doctorId: doctor.id });
}

/** One group of the range's visits: a clinic-local hour, a status and a visit type. */
type HourRow = { h: string; status: AppointmentStatus; vt: string; n: number; amount: number };
type LeadRow = { wk: number; p: [number, number] };

const round2 = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100);
const ratio = (num: number, den: number) => (den === 0 ? null : num / den);

/**
 * Every figure of a range and filter (callers have checked who asks and the range). Three reads
 * of the range's visits, run together, each an index-only scan of appointments_insights_idx (or
 * the (doctor_id, starts_at) index for one doctor): the visits grouped by clinic-local hour,
 * status and visit type (days, heatmap, weekly counts and revenue, visit types all fold from
 * these few thousand groups); the weekly lead-time percentiles; the booked minutes per doctor.
 */
export async function computeInsights(filter: InsightsFilter): Promise<Insights> {
  const tz = clinicTimeZone();
  const where = appointmentConditions(filter, tz);
  // Week boundaries as instants (each clinic Monday's midnight), for the percentiles' groups.
  const mondays: ClinicDate[] = [];
  for (let wk = mondayOf(filter.from); wk <= filter.to; wk = addDays(wk, 7)) mondays.push(wk);
  const weekStarts = mondays.map((wk) => instantAt(wk, 0, tz).toISOString());
  const [hours, leads, bookedRows, refills, doctors, types] = await Promise.all([
    // Grouped by the UTC quarter hour of the start (no zone arithmetic per row): every zone's
    // offset is a whole number of quarter hours, so each group lies in one clinic-local hour,
    // which is worked out for the few thousand groups only.
    prisma.$queryRaw<HourRow[]>`
      SELECT to_char(b AT TIME ZONE ${tz}, 'YYYY-MM-DD HH24') AS h, status, vt, n, amount FROM (
        SELECT date_bin('15 minutes', a.starts_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS b, a.status::text AS status,
               a.visit_type_id AS vt, count(*)::int AS n, sum(a.amount)::float8 AS amount
        FROM appointments a WHERE ${where} GROUP BY 1, 2, 3) g`,
    // The percentiles sort each week's lead times (a 90-day range's ~200,000 fit in memory); the
    // week of a start is found among the Mondays' instants (width_bucket: 1 = the first week).
    // date_part gives float8 seconds: sorting and summing them costs less than EXTRACT's numeric.
    prisma.$transaction([
      prisma.$executeRaw`SET LOCAL work_mem = '32MB'`,
      prisma.$queryRaw<LeadRow[]>`
        SELECT width_bucket(a.starts_at, ${weekStarts}::timestamptz[]) AS wk,
               percentile_cont(ARRAY[0.5, 0.9]) WITHIN GROUP (ORDER BY date_part('epoch', a.starts_at - a.created_at)) AS p
        FROM appointments a WHERE ${where} AND a.status <> 'cancelled' GROUP BY 1`,
    ]),
    prisma.$queryRaw<{ id: string; minutes: number }[]>`
      SELECT a.doctor_id AS id, round(sum(date_part('epoch', a.ends_at - a.starts_at)) / 60)::int AS minutes
      FROM appointments a WHERE ${where} AND a.status <> 'cancelled' GROUP BY 1`,
    waitlistRefills(filter, tz),
    doctorsOf(filter),
    prisma.visitType.findMany({ select: { id: true, name: true } }),
  ]);

  const dayIndex = new Map<string, number>();
  const days: Insights["days"] = [];
  for (let d = filter.from; d <= filter.to; d = addDays(d, 1)) {
    dayIndex.set(d, days.length);
    days.push({ date: d, completed: 0, noShow: 0, cancelled: 0, open: 0 });
  }
  const heat = new Array<number>(7 * 24).fill(0);
  type Week = { completed: number; noShow: number; cancelled: number; total: number; revenue: number };
  const weekFigures = new Map<string, Week>();
  const typeCounts = new Map<string, number>();
  for (const r of hours) {
    const date = r.h.slice(0, 10);
    const day = days[dayIndex.get(date) ?? -1];
    if (!day) continue; // cannot happen: the range is of whole clinic days
    const monday = mondayOf(date);
    const w = weekFigures.get(monday) ?? { completed: 0, noShow: 0, cancelled: 0, total: 0, revenue: 0 };
    weekFigures.set(monday, w);
    w.total += r.n;
    if (r.status === "completed") {
      day.completed += r.n;
      w.completed += r.n;
      w.revenue += r.amount;
    } else if (r.status === "no_show") {
      day.noShow += r.n;
      w.noShow += r.n;
    } else if (r.status === "cancelled") {
      day.cancelled += r.n;
      w.cancelled += r.n;
    } else if (isOpenStatus(r.status)) {
      day.open += r.n;
    }
    if (r.status !== "cancelled") {
      heat[weekdayOf(date) * 24 + Number(r.h.slice(11, 13))] += r.n;
      typeCounts.set(r.vt, (typeCounts.get(r.vt) ?? 0) + r.n);
    }
  }
  const heatmap = heat.map((count, i) => ({ weekday: Math.floor(i / 24), hour: i % 24, count }));

  const leadOf = new Map(leads[1].map((r) => [mondays[r.wk - 1], r.p.map((seconds) => seconds / 86_400)]));
  const weeks: Insights["weeks"] = [];
  for (const wk of mondays) {
    const f = weekFigures.get(wk);
    const l = leadOf.get(wk);
    weeks.push({
      weekStart: wk,
      noShowRate: ratio(f?.noShow ?? 0, (f?.completed ?? 0) + (f?.noShow ?? 0)),
      cancellationRate: ratio(f?.cancelled ?? 0, f?.total ?? 0),
      leadTimeMedianDays: round2(l?.[0] ?? null),
      leadTimeP90Days: round2(l?.[1] ?? null),
      revenue: f?.revenue ?? 0,
    });
  }

  const typeName = new Map(types.map((t) => [t.id, t.name]));
  const visitTypes = [...typeCounts]
    .map(([visitTypeId, count]) => ({ visitTypeId, name: typeName.get(visitTypeId) ?? "", count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));

  const booked = new Map(bookedRows.map((r) => [r.id, r.minutes]));
  const working = await workingMinutes(filter, doctors, tz);
  const utilisation = doctors
    .filter((d) => d.archivedAt === null || booked.has(d.id))
    .map((d) => ({ doctorId: d.id, name: d.name, bookedMinutes: booked.get(d.id) ?? 0, workingMinutes: working.get(d.id) ?? 0 }))
    .sort((a, b) => share(b) - share(a) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || (a.doctorId < b.doctorId ? -1 : 1));

  return { from: filter.from, to: filter.to, days, heatmap, weeks, utilisation, visitTypes, waitlistRefills: refills };
}

/** Booked over working minutes; -1 without working minutes, so those sort last. */
const share = (u: { bookedMinutes: number; workingMinutes: number }) => (u.workingMinutes > 0 ? u.bookedMinutes / u.workingMinutes : -1);

/** The Monday of a clinic date's week. */
function mondayOf(date: ClinicDate): ClinicDate {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** Claimed offers whose start (the freed time, refilled) is in the range, of the filter's visits. */
async function waitlistRefills(filter: InsightsFilter, tz: string): Promise<number> {
  const { start, end } = rangeInstants(filter.from, filter.to, tz);
  const parts = [Prisma.sql`o.status = 'claimed' AND o.starts_at >= ${start} AND o.starts_at < ${end}`];
  if (filter.doctorId) parts.push(Prisma.sql`o.doctor_id = ${filter.doctorId}`);
  if (filter.speciality) parts.push(Prisma.sql`o.doctor_id IN (SELECT id FROM doctors WHERE ${specialityIs(Prisma.sql`speciality`, filter.speciality)})`);
  if (filter.visitTypeId) parts.push(Prisma.sql`coalesce(a.visit_type_id, o.visit_type_id) = ${filter.visitTypeId}`);
  const [{ n }] = await prisma.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM waitlist_offers o LEFT JOIN appointments a ON a.id = o.appointment_id
    WHERE ${Prisma.join(parts, " AND ")}`;
  return n;
}

type DoctorRow = { id: string; name: string; hours: WeeklyHours | null; archivedAt: Date | null };

/**
 * The doctors the utilisation is about: the filter's (doctor, speciality), archived ones included
 * (shown only with visits). Each name is looked up by its account's id (10,000 index probes
 * cost less than reading every user).
 */
async function doctorsOf(filter: InsightsFilter): Promise<DoctorRow[]> {
  const parts = [Prisma.sql`TRUE`];
  if (filter.doctorId) parts.push(Prisma.sql`d.id = ${filter.doctorId}`);
  if (filter.speciality) parts.push(specialityIs(Prisma.sql`d.speciality`, filter.speciality));
  return prisma.$queryRaw<DoctorRow[]>`
    SELECT d.id, (SELECT u.name FROM users u WHERE u.id = d.user_id) AS name, d.weekly_hours AS hours, d.archived_at AS "archivedAt"
    FROM doctors d WHERE ${Prisma.join(parts, " AND ")}`;
}

type Span = { start: number; end: number };

/**
 * Each doctor's working minutes in the range: their intervals on each clinic day as instants,
 * less the (merged) time off overlapping them. Doctors with the same weekly hours share one
 * walk over the days (most keep the default).
 */
async function workingMinutes(filter: InsightsFilter, doctors: DoctorRow[], tz: string): Promise<Map<string, number>> {
  const { start, end } = rangeInstants(filter.from, filter.to, tz);
  const timeOff = await prisma.timeOff.findMany({
    where: { startsAt: { lt: end }, endsAt: { gt: start }, ...(filter.doctorId ? { doctorId: filter.doctorId } : {}) },
    select: { doctorId: true, startsAt: true, endsAt: true },
    orderBy: [{ doctorId: "asc" }, { startsAt: "asc" }],
  });
  const offByDoctor = new Map<string, Span[]>();
  for (const t of timeOff) {
    const spans = offByDoctor.get(t.doctorId) ?? [];
    const s = Math.max(t.startsAt.getTime(), start.getTime());
    const e = Math.min(t.endsAt.getTime(), end.getTime());
    const last = spans.at(-1);
    if (last && s <= last.end) last.end = Math.max(last.end, e);
    else spans.push({ start: s, end: e });
    offByDoctor.set(t.doctorId, spans);
  }

  const patterns = new Map<string, { spans: Span[]; total: number }>();
  const spansOf = (hours: WeeklyHours) => {
    const key = JSON.stringify(hours);
    let p = patterns.get(key);
    if (!p) {
      const spans: Span[] = [];
      for (let d = filter.from; d <= filter.to; d = addDays(d, 1)) {
        const intervals: HoursInterval[] = hours[WEEKDAYS[weekdayOf(d)]] ?? [];
        for (const i of intervals) spans.push({ start: instantAt(d, clockMinutes(i.start), tz).getTime(), end: instantAt(d, clockMinutes(i.end), tz).getTime() });
      }
      p = { spans, total: spans.reduce((sum, s) => sum + (s.end - s.start), 0) };
      patterns.set(key, p);
    }
    return p;
  };

  const out = new Map<string, number>();
  for (const doc of doctors) {
    const p = spansOf(doc.hours ?? DEFAULT_WEEKLY_HOURS);
    let ms = p.total;
    for (const off of offByDoctor.get(doc.id) ?? []) {
      for (const s of p.spans) ms -= Math.max(0, Math.min(s.end, off.end) - Math.max(s.start, off.start));
    }
    out.set(doc.id, Math.round(ms / 60_000));
  }
  return out;
}
