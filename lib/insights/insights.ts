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
import { type AdminInsightsQuery, type DoctorInsightsQuery, type Insights } from "@/lib/insights/insights-schema";

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
  return Prisma.join([Prisma.sql`a.starts_at >= ${start} AND a.starts_at < ${end}`, ...filterConditions(filter)], " AND ");
}

/** The filters' conditions on appointments `a` (doctor, speciality, visit type), without the range. */
function filterConditions(filter: InsightsFilter): Prisma.Sql[] {
  const parts: Prisma.Sql[] = [];
  if (filter.doctorId) parts.push(Prisma.sql`a.doctor_id = ${filter.doctorId}`);
  if (filter.speciality) parts.push(Prisma.sql`a.doctor_id IN (SELECT id FROM doctors WHERE ${specialityIs(Prisma.sql`speciality`, filter.speciality)})`);
  if (filter.visitTypeId) parts.push(Prisma.sql`a.visit_type_id = ${filter.visitTypeId}`);
  return parts;
}

/** The admin's figures: the whole clinic, or the visits of a doctor, a speciality, a visit type. */
export async function adminInsights(actor: Actor, q: AdminInsightsQuery): Promise<Insights> {
  if (actor.role !== "admin") throw forbidden(ADMINS_ONLY);
  return computeInsights(q);
}

/**
 * Whose figures a doctor may read: their own doctor row (found by their account), with its weekly
 * hours as stored. Anyone but a doctor is refused; a doctor account without a row is a 404.
 */
export async function ownDoctorRow(actor: Actor): Promise<{ id: string; hours: Prisma.JsonValue | null }> {
  if (actor.role !== "doctor") throw forbidden(DOCTORS_ONLY);
  const doctor = await prisma.doctor.findUnique({ where: { userId: actor.id }, select: { id: true, hours: true } });
  if (!doctor) throw notFound(DOCTOR_NOT_FOUND);
  return doctor;
}

/** A doctor's own figures: their doctor row's visits, hours and time off. */
export async function doctorInsights(actor: Actor, q: DoctorInsightsQuery): Promise<Insights> {
  const doctor = await ownDoctorRow(actor);
  return computeInsights({ from: q.from, to: q.to, doctorId: doctor.id });
}

/** One group of the range's visits: a clinic-local hour, a status and a visit type. */
type HourRow = { h: string; status: AppointmentStatus; vt: string; n: number; amount: number };
/** A week's lead-time median and 90th percentile in seconds (null: no booked visit); wk from 1. */
type LeadRow = { wk: number; p: [number, number] | null };
/** A doctor of the utilisation, their weekly hours as stored (JSON text) and booked minutes (null: none). */
export type DoctorRow = { id: string; name: string; hours: string | null; minutes: number | null };
export type TimeOffRow = { doctorId: string; startsAt: Date; endsAt: Date };
type Week = { completed: number; noShow: number; cancelled: number; total: number; revenue: number };

const round2 = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100);
const ratio = (num: number, den: number) => (den === 0 ? null : num / den);

/**
 * Every figure of a range and filter (callers have checked who asks and the range). Three reads
 * of the range's visits, run together (docs/insights.md, "Speed"), each a range scan of
 * appointments_insights_idx (or of the (doctor_id, starts_at) index for one doctor):
 * - the visits grouped by UTC quarter hour, status and visit type: days, heatmap, weekly counts
 *   and revenue, visit types all fold from these few thousand groups;
 * - the lead-time percentiles, one sort per week (a subquery per week scans that week's part of
 *   the index: no sort of the whole range by week first);
 * - the booked minutes per doctor (beside the read of the doctors themselves).
 */
export async function computeInsights(filter: InsightsFilter): Promise<Insights> {
  const tz = clinicTimeZone();
  const { start, end } = rangeInstants(filter.from, filter.to, tz);
  const where = appointmentConditions(filter, tz);
  // Each week of the range as instants: from its Monday's midnight to the next one's, cut to the
  // range (the first and last weeks count only the range's days).
  const mondays: ClinicDate[] = [];
  for (let wk = mondayOf(filter.from); wk <= filter.to; wk = addDays(wk, 7)) mondays.push(wk);
  const clip = (d: Date) => new Date(Math.min(Math.max(d.getTime(), start.getTime()), end.getTime())).toISOString();
  const weekStarts = mondays.map((wk) => clip(instantAt(wk, 0, tz)));
  const weekEnds = mondays.map((wk) => clip(instantAt(addDays(wk, 7), 0, tz)));
  const inWeek = Prisma.join([Prisma.sql`a.starts_at >= w.s AND a.starts_at < w.e AND a.status <> 'cancelled'`, ...filterConditions(filter)], " AND ");
  const [hours, leads, doctors, timeOff, refills, types] = await Promise.all([
    // Grouped by the UTC quarter hour of the start (no zone arithmetic per row): every zone's
    // offset is a whole number of quarter hours, so each group lies in one clinic-local hour,
    // which is worked out for the few thousand groups only. The status is grouped as the enum
    // and written as text per group (enum_out per row cost a third of this read).
    prisma.$queryRaw<HourRow[]>`
      SELECT to_char(b AT TIME ZONE ${tz}, 'YYYY-MM-DD HH24') AS h, status::text AS status, vt, n, amount FROM (
        SELECT date_bin('15 minutes', a.starts_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS b, a.status,
               a.visit_type_id AS vt, count(*)::int AS n, sum(a.amount)::float8 AS amount
        FROM appointments a WHERE ${where} GROUP BY 1, 2, 3) g`,
    // One subquery per week, each reading the week's part of the range off the index (in start
    // order) and sorting its lead times alone: a week's ~20,000 float8 fit the default work_mem
    // many times over. date_part gives float8 seconds: sorting them costs less than EXTRACT's
    // numeric.
    prisma.$queryRaw<LeadRow[]>`
      SELECT w.i::int AS wk, (
        SELECT percentile_cont(ARRAY[0.5, 0.9]) WITHIN GROUP (ORDER BY date_part('epoch', a.starts_at - a.created_at))
        FROM appointments a WHERE ${inWeek}) AS p
      FROM unnest(${weekStarts}::timestamptz[], ${weekEnds}::timestamptz[]) WITH ORDINALITY AS w(s, e, i)`,
    doctorsOf(filter, where),
    prisma.timeOff.findMany({
      where: { startsAt: { lt: end }, endsAt: { gt: start }, ...(filter.doctorId ? { doctorId: filter.doctorId } : {}) },
      select: { doctorId: true, startsAt: true, endsAt: true },
      orderBy: [{ doctorId: "asc" }, { startsAt: "asc" }],
    }),
    waitlistRefills(filter, tz),
    prisma.visitType.findMany({ select: { id: true, name: true } }),
  ]);

  // What each clinic day of the range adds to: its row of `days`, its week, its weekday's row of
  // the heatmap (worked out once per day, not per group).
  const days: Insights["days"] = [];
  const weekOf = new Map<ClinicDate, Week>(mondays.map((wk) => [wk, { completed: 0, noShow: 0, cancelled: 0, total: 0, revenue: 0 }]));
  const dayOf = new Map<ClinicDate, { day: Insights["days"][number]; week: Week; heatRow: number }>();
  for (let d = filter.from; d <= filter.to; d = addDays(d, 1)) {
    const day = { date: d, completed: 0, noShow: 0, cancelled: 0, open: 0 };
    days.push(day);
    dayOf.set(d, { day, week: weekOf.get(mondayOf(d))!, heatRow: weekdayOf(d) * 24 });
  }
  const heat = new Array<number>(7 * 24).fill(0);
  const typeCounts = new Map<string, number>();
  for (const r of hours) {
    const at = dayOf.get(r.h.slice(0, 10));
    if (!at) continue; // cannot happen: the range is of whole clinic days
    const { day, week: w } = at;
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
      heat[at.heatRow + Number(r.h.slice(11, 13))] += r.n;
      typeCounts.set(r.vt, (typeCounts.get(r.vt) ?? 0) + r.n);
    }
  }
  const heatmap = heat.map((count, i) => ({ weekday: Math.floor(i / 24), hour: i % 24, count }));

  const leadOf = new Map(leads.map((r) => [mondays[r.wk - 1], r.p?.map((seconds) => seconds / 86_400)]));
  const weeks: Insights["weeks"] = mondays.map((wk) => {
    const f = weekOf.get(wk)!;
    const l = leadOf.get(wk);
    return {
      weekStart: wk,
      noShowRate: ratio(f.noShow, f.completed + f.noShow),
      cancellationRate: ratio(f.cancelled, f.total),
      leadTimeMedianDays: round2(l?.[0] ?? null),
      leadTimeP90Days: round2(l?.[1] ?? null),
      revenue: f.revenue,
    };
  });

  const typeName = new Map(types.map((t) => [t.id, t.name]));
  const visitTypes = [...typeCounts]
    .map(([visitTypeId, count]) => ({ visitTypeId, name: typeName.get(visitTypeId) ?? "", count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));

  const working = workingMinutes(filter, doctors, timeOff, tz);
  // Sorted with each doctor's share worked out once (not twice per comparison).
  const utilisation = doctors
    .map((d, i) => {
      const u = { doctorId: d.id, name: d.name, bookedMinutes: d.minutes ?? 0, workingMinutes: working[i] };
      return { u, share: share(u) };
    })
    .sort((a, b) => b.share - a.share || (a.u.name < b.u.name ? -1 : a.u.name > b.u.name ? 1 : 0) || (a.u.doctorId < b.u.doctorId ? -1 : 1))
    .map((x) => x.u);

  return { from: filter.from, to: filter.to, days, heatmap, weeks, utilisation, visitTypes, waitlistRefills: refills };
}

/** Booked over working minutes; -1 without working minutes, so those sort last. */
const share = (u: { bookedMinutes: number; workingMinutes: number }) => (u.workingMinutes > 0 ? u.bookedMinutes / u.workingMinutes : -1);

/** The Monday of a clinic date's week. */
export function mondayOf(date: ClinicDate): ClinicDate {
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

/**
 * The doctors the utilisation is about, with their booked minutes: the filter's (doctor,
 * speciality), archived ones only with booked visits in the range. The booked minutes are
 * summed over the visits of `where` (the range and every filter: a visit type narrows the
 * minutes, not the doctors). The two reads run side by side: the sum is the longest of all the
 * insights' reads, and the doctors' (10,000 name lookups by account id, which cost less than
 * reading every user) would otherwise wait for it.
 */
async function doctorsOf(filter: InsightsFilter, where: Prisma.Sql): Promise<DoctorRow[]> {
  const parts = [Prisma.sql`TRUE`];
  if (filter.doctorId) parts.push(Prisma.sql`d.id = ${filter.doctorId}`);
  if (filter.speciality) parts.push(specialityIs(Prisma.sql`d.speciality`, filter.speciality));
  // Each read answers one JSON text: decoding 10,000 rows one by one cost the app more than
  // PostgreSQL spends writing them as JSON. The doctors are aggregated in the order of
  // doctors_created_at_id_idx, so they are read through it: as cheap as reading the table
  // itself, which `npm run bench -- --large` fails as a sequential scan of a large table.
  const [[doctors], [booked]] = await Promise.all([
    prisma.$queryRaw<{ j: string }[]>`
      SELECT coalesce(json_agg(json_build_array(d.id, (SELECT u.name FROM users u WHERE u.id = d.user_id), d.weekly_hours::text, d.archived_at IS NOT NULL)
                               ORDER BY d.created_at, d.id), '[]')::text AS j
      FROM doctors d WHERE ${Prisma.join(parts, " AND ")}`,
    prisma.$queryRaw<{ j: string }[]>`
      SELECT coalesce(json_object_agg(id, minutes), '{}')::text AS j FROM (
        SELECT a.doctor_id AS id, round(sum(date_part('epoch', a.ends_at - a.starts_at)) / 60)::int AS minutes
        FROM appointments a WHERE ${where} AND a.status <> 'cancelled' GROUP BY 1) b`,
  ]);
  const minutes = JSON.parse(booked.j) as Record<string, number>;
  const rows: DoctorRow[] = [];
  for (const [id, name, hours, archived] of JSON.parse(doctors.j) as [string, string, string | null, boolean][]) {
    const m = Object.hasOwn(minutes, id) ? minutes[id] : null;
    if (!archived || m !== null) rows.push({ id, name, hours, minutes: m });
  }
  return rows;
}

type Span = { start: number; end: number };

/**
 * Each doctor's working minutes in the range (in the order of `doctors`): their intervals on
 * each clinic day as instants, less the (merged) time off overlapping them. Doctors with the
 * same weekly hours (the same stored text; null for the default, which most keep) share one walk
 * over the days.
 */
export function workingMinutes(filter: InsightsFilter, doctors: DoctorRow[], timeOff: TimeOffRow[], tz: string): number[] {
  const { start, end } = rangeInstants(filter.from, filter.to, tz);
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

  const patterns = new Map<string | null, { spans: Span[]; total: number }>();
  const spansOf = (stored: string | null) => {
    let p = patterns.get(stored);
    if (!p) {
      const hours: WeeklyHours = (stored === null ? null : (JSON.parse(stored) as WeeklyHours | null)) ?? DEFAULT_WEEKLY_HOURS;
      const spans: Span[] = [];
      for (let d = filter.from; d <= filter.to; d = addDays(d, 1)) {
        const intervals: HoursInterval[] = hours[WEEKDAYS[weekdayOf(d)]] ?? [];
        for (const i of intervals) spans.push({ start: instantAt(d, clockMinutes(i.start), tz).getTime(), end: instantAt(d, clockMinutes(i.end), tz).getTime() });
      }
      p = { spans, total: spans.reduce((sum, s) => sum + (s.end - s.start), 0) };
      patterns.set(stored, p);
    }
    return p;
  };

  return doctors.map((doc) => {
    const p = spansOf(doc.hours);
    let ms = p.total;
    for (const off of offByDoctor.get(doc.id) ?? []) {
      for (const s of p.spans) ms -= Math.max(0, Math.min(s.end, off.end) - Math.max(s.start, off.start));
    }
    return Math.round(ms / 60_000);
  });
}
