// A doctor's last days in four figures and a bar per week (issue 28), for the panel on their
// dashboard: booked visits per week, the no-show rate, utilisation and earnings. The same
// definitions as computeInsights (docs/insights.md; booked = every status but cancelled), read in
// one grouped query instead of the full insights' eight: the dashboard is a page a doctor opens
// all day, and its figures have a time budget (`npm run bench -- --large`). A test holds the two
// to the same answers (tests/integration/insights/view.test.ts).
import { prisma } from "@/lib/db";
import { addDays, clinicTimeZone, type ClinicDate } from "@/lib/clinic-time";
import type { Actor } from "@/lib/accounts/users";
import { mondayOf, ownDoctorRow, rangeInstants, workingMinutes } from "@/lib/insights/insights";

export type DoctorRecent = {
  from: ClinicDate;
  to: ClinicDate;
  /** Booked visits per week (Monday first), every week overlapping the range. */
  weeks: { weekStart: ClinicDate; value: number }[];
  booked: number;
  /** no_show / (completed + no_show); null without either. */
  noShowRate: number | null;
  bookedMinutes: number;
  workingMinutes: number;
  /** The completed visits' amounts. */
  earnings: number;
};

type Row = { wk: string; status: string; n: number; amount: number; seconds: number };

export async function doctorRecentFigures(actor: Actor, range: { from: ClinicDate; to: ClinicDate }): Promise<DoctorRecent> {
  const doctor = await ownDoctorRow(actor);
  const tz = clinicTimeZone();
  const { start, end } = rangeInstants(range.from, range.to, tz);
  const [rows, timeOff] = await Promise.all([
    // date_trunc('week') of the clinic-local start: the Monday of the visit's clinic week.
    prisma.$queryRaw<Row[]>`
      SELECT to_char(date_trunc('week', a.starts_at AT TIME ZONE ${tz}), 'YYYY-MM-DD') AS wk, a.status::text AS status,
             count(*)::int AS n, sum(a.amount)::float8 AS amount, sum(date_part('epoch', a.ends_at - a.starts_at))::float8 AS seconds
      FROM appointments a WHERE a.doctor_id = ${doctor.id} AND a.starts_at >= ${start} AND a.starts_at < ${end}
      GROUP BY 1, 2`,
    prisma.timeOff.findMany({
      where: { doctorId: doctor.id, startsAt: { lt: end }, endsAt: { gt: start } },
      select: { doctorId: true, startsAt: true, endsAt: true },
      orderBy: { startsAt: "asc" },
    }),
  ]);

  const weeks = new Map<ClinicDate, number>();
  for (let wk = mondayOf(range.from); wk <= range.to; wk = addDays(wk, 7)) weeks.set(wk, 0);
  let completed = 0, noShow = 0, earnings = 0, seconds = 0;
  for (const r of rows) {
    if (r.status === "cancelled") continue;
    weeks.set(r.wk, (weeks.get(r.wk) ?? 0) + r.n);
    seconds += r.seconds;
    if (r.status === "completed") {
      completed += r.n;
      earnings += r.amount;
    } else if (r.status === "no_show") noShow += r.n;
  }
  const hours = doctor.hours === null ? null : JSON.stringify(doctor.hours);
  const [working] = workingMinutes(range, [{ id: doctor.id, name: "", hours, minutes: null }], timeOff, tz);
  const perWeek = [...weeks].map(([weekStart, value]) => ({ weekStart, value }));
  return {
    from: range.from,
    to: range.to,
    weeks: perWeek,
    booked: perWeek.reduce((n, w) => n + w.value, 0),
    noShowRate: completed + noShow ? noShow / (completed + noShow) : null,
    bookedMinutes: Math.round(seconds / 60),
    workingMinutes: working,
    earnings,
  };
}
