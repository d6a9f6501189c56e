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
import { Prisma } from "@/lib/generated/prisma/client";
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

/** The SQL condition on appointments `a` of a filter (the range on starts_at, then the filters). */
export function appointmentConditions(filter: InsightsFilter, tz: string): Prisma.Sql {
  const { start, end } = rangeInstants(filter.from, filter.to, tz);
  const parts = [Prisma.sql`a.starts_at >= ${start} AND a.starts_at < ${end}`];
  if (filter.doctorId) parts.push(Prisma.sql`a.doctor_id = ${filter.doctorId}`);
  if (filter.speciality) parts.push(Prisma.sql`a.doctor_id IN (SELECT id FROM doctors WHERE lower(speciality) = lower(${filter.speciality}))`);
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

type Figures = {
  days: { d: string; completed: number; no_show: number; cancelled: number; open: number }[] | null;
  heat: { w: number; h: number; n: number }[] | null;
  weeks: { wk: string; completed: number; no_show: number; cancelled: number; total: number; lead50: number | null; lead90: number | null; revenue: number }[] | null;
  types: { id: string; name: string | null; n: number }[] | null;
  booked: { id: string; minutes: number }[] | null;
};

const round2 = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100);
const ratio = (num: number, den: number) => (den === 0 ? null : num / den);

/** Every figure of a range and filter (callers have checked who asks and the range). */
export async function computeInsights(filter: InsightsFilter): Promise<Insights> {
  const tz = clinicTimeZone();
  const where = appointmentConditions(filter, tz);
  // One pass over the range's visits (an index range scan on starts_at, or on (doctor_id,
  // starts_at) for a doctor), materialized once and grouped five ways.
  const [figuresRows, refills, doctors] = await Promise.all([
    prisma.$queryRaw<Figures[]>`
      WITH v AS MATERIALIZED (
        SELECT a.starts_at AT TIME ZONE ${tz} AS local, a.status::text AS status, a.amount, a.visit_type_id, a.doctor_id,
               EXTRACT(EPOCH FROM a.ends_at - a.starts_at) / 60 AS minutes,
               EXTRACT(EPOCH FROM a.starts_at - a.created_at) / 86400 AS lead
        FROM appointments a WHERE ${where}
      )
      SELECT
        (SELECT json_agg(x) FROM (
           SELECT to_char(local, 'YYYY-MM-DD') AS d,
                  count(*) FILTER (WHERE status = 'completed') AS completed,
                  count(*) FILTER (WHERE status = 'no_show') AS no_show,
                  count(*) FILTER (WHERE status = 'cancelled') AS cancelled,
                  count(*) FILTER (WHERE status IN ('pending', 'confirmed', 'checked_in')) AS open
           FROM v GROUP BY 1) x) AS days,
        (SELECT json_agg(x) FROM (
           SELECT extract(dow FROM local)::int AS w, extract(hour FROM local)::int AS h, count(*) AS n
           FROM v WHERE status <> 'cancelled' GROUP BY 1, 2) x) AS heat,
        (SELECT json_agg(x) FROM (
           SELECT to_char(date_trunc('week', local), 'YYYY-MM-DD') AS wk,
                  count(*) FILTER (WHERE status = 'completed') AS completed,
                  count(*) FILTER (WHERE status = 'no_show') AS no_show,
                  count(*) FILTER (WHERE status = 'cancelled') AS cancelled,
                  count(*) AS total,
                  percentile_cont(0.5) WITHIN GROUP (ORDER BY lead) FILTER (WHERE status <> 'cancelled') AS lead50,
                  percentile_cont(0.9) WITHIN GROUP (ORDER BY lead) FILTER (WHERE status <> 'cancelled') AS lead90,
                  coalesce(sum(amount) FILTER (WHERE status = 'completed'), 0) AS revenue
           FROM v GROUP BY 1) x) AS weeks,
        (SELECT json_agg(x) FROM (
           SELECT v.visit_type_id AS id, t.name, count(*) AS n
           FROM v LEFT JOIN visit_types t ON t.id = v.visit_type_id
           WHERE status <> 'cancelled' GROUP BY 1, 2) x) AS types,
        (SELECT json_agg(x) FROM (
           SELECT doctor_id AS id, round(sum(minutes)) AS minutes FROM v WHERE status <> 'cancelled' GROUP BY 1) x) AS booked`,
    waitlistRefills(filter, tz),
    doctorsOf(filter),
  ]);
  const f = figuresRows[0];

  const byDay = new Map((f.days ?? []).map((r) => [r.d, r]));
  const days: Insights["days"] = [];
  for (let d = filter.from; d <= filter.to; d = addDays(d, 1)) {
    const r = byDay.get(d);
    days.push({ date: d, completed: Number(r?.completed ?? 0), noShow: Number(r?.no_show ?? 0), cancelled: Number(r?.cancelled ?? 0), open: Number(r?.open ?? 0) });
  }

  const heat = new Map((f.heat ?? []).map((r) => [r.w * 24 + r.h, Number(r.n)]));
  const heatmap = Array.from({ length: 7 * 24 }, (_, i) => ({ weekday: Math.floor(i / 24), hour: i % 24, count: heat.get(i) ?? 0 }));

  const byWeek = new Map((f.weeks ?? []).map((r) => [r.wk, r]));
  const weeks: Insights["weeks"] = [];
  for (let wk = mondayOf(filter.from); wk <= filter.to; wk = addDays(wk, 7)) {
    const r = byWeek.get(wk);
    const completed = Number(r?.completed ?? 0);
    const noShow = Number(r?.no_show ?? 0);
    weeks.push({
      weekStart: wk,
      noShowRate: ratio(noShow, completed + noShow),
      cancellationRate: ratio(Number(r?.cancelled ?? 0), Number(r?.total ?? 0)),
      leadTimeMedianDays: round2(r?.lead50 ?? null),
      leadTimeP90Days: round2(r?.lead90 ?? null),
      revenue: Number(r?.revenue ?? 0),
    });
  }

  const visitTypes = (f.types ?? [])
    .map((r) => ({ visitTypeId: r.id, name: r.name ?? "", count: Number(r.n) }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));

  const booked = new Map((f.booked ?? []).map((r) => [r.id, Number(r.minutes)]));
  const working = await workingMinutes(filter, doctors, tz);
  const utilisation = doctors
    .filter((d) => d.archivedAt === null || booked.has(d.id))
    .map((d) => ({ doctorId: d.id, name: d.name, bookedMinutes: booked.get(d.id) ?? 0, workingMinutes: working.get(d.id) ?? 0 }))
    .sort((a, b) => share(b) - share(a) || a.name.localeCompare(b.name) || a.doctorId.localeCompare(b.doctorId));

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
  if (filter.speciality) parts.push(Prisma.sql`o.doctor_id IN (SELECT id FROM doctors WHERE lower(speciality) = lower(${filter.speciality}))`);
  if (filter.visitTypeId) parts.push(Prisma.sql`coalesce(a.visit_type_id, o.visit_type_id) = ${filter.visitTypeId}`);
  const [{ n }] = await prisma.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM waitlist_offers o LEFT JOIN appointments a ON a.id = o.appointment_id
    WHERE ${Prisma.join(parts, " AND ")}`;
  return n;
}

type DoctorRow = { id: string; name: string; hours: WeeklyHours | null; archivedAt: Date | null };

/** The doctors the utilisation is about: the filter's (doctor, speciality), archived ones included (shown only with visits). */
async function doctorsOf(filter: InsightsFilter): Promise<DoctorRow[]> {
  const rows = await prisma.doctor.findMany({
    where: {
      ...(filter.doctorId ? { id: filter.doctorId } : {}),
      ...(filter.speciality ? { speciality: { equals: filter.speciality, mode: "insensitive" as const } } : {}),
    },
    select: { id: true, hours: true, archivedAt: true, user: { select: { name: true } } },
  });
  return rows.map((r) => ({ id: r.id, name: r.user.name, hours: (r.hours as WeeklyHours | null) ?? null, archivedAt: r.archivedAt }));
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
