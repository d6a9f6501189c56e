// Insights (issue 28) against the real database: exact figures on fixtures whose visits cross
// midnight in zones far from UTC (Pacific/Auckland, UTC+13/+12, and America/Los_Angeles,
// UTC-8/-7), across a DST change in each, with every status, a visit moved in place to another
// day, a cancelled one, a dependent's visit and a waitlist refill; the CSV export's bytes; the
// range checks and who may ask. The clinic's zone is read from CLINIC_TIMEZONE at each call, so
// each block sets it for itself.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { prisma } from "@/lib/db";
import { instantAt } from "@/lib/clinic-time";
import { findActor, type Actor } from "@/lib/accounts/users";
import { WEEKDAYS, type WeeklyHours } from "@/lib/schedule/slots";
import { adminInsights, computeInsights, doctorInsights } from "@/lib/insights/insights";
import { adminInsightsQuery, RANGE_INVERTED, RANGE_TOO_LONG } from "@/lib/insights/insights-schema";
import { CSV_HEADER, exportAppointmentsCsv } from "@/lib/insights/export";
import { GET as adminInsightsRoute } from "@/app/api/admin/insights/route";
import { GET as doctorInsightsRoute } from "@/app/api/doctor/insights/route";
import { GET as exportRoute } from "@/app/api/admin/appointments/export/route";
import { call, expectFailure } from "@/tests/helpers/http";
import { createDoctor, createTimeOff, createUser, createVisitType, tokenFor } from "@/tests/helpers/factories";
import type { AppointmentStatus } from "@/lib/generated/prisma/enums";

const DAY_MS = 86_400_000;
const zoneBefore = process.env.CLINIC_TIMEZONE;
afterAll(() => {
  process.env.CLINIC_TIMEZONE = zoneBefore;
});
const actorOf = async (id: string) => (await findActor(id, 0)) as Actor;

/** A visit written as is: local date and minutes in `tz`, booked `leadDays` (exact days) before its start. */
async function visit(o: {
  tz: string; doctorId: string; patientId: string; date: string; minutes: number; status: AppointmentStatus;
  leadDays: number; amount?: number; duration?: number; visitTypeId?: string;
}) {
  const startsAt = instantAt(o.date, o.minutes, o.tz);
  return prisma.appointment.create({
    data: {
      patientId: o.patientId, doctorId: o.doctorId, startsAt, endsAt: new Date(startsAt.getTime() + (o.duration ?? 30) * 60_000),
      visitTypeId: o.visitTypeId ?? "consultation", status: o.status, amount: o.amount ?? 50,
      cancelledAt: o.status === "cancelled" ? new Date() : null, completedAt: o.status === "completed" ? new Date() : null,
      createdAt: new Date(startsAt.getTime() - o.leadDays * DAY_MS),
    },
  });
}

const onlyHours = (day: number, start: string, end: string) => {
  const hours = Object.fromEntries(WEEKDAYS.map((w) => [w, []])) as unknown as WeeklyHours;
  hours[WEEKDAYS[day]] = [{ start, end }];
  return hours;
};
const zeroDay = (date: string) => ({ date, completed: 0, noShow: 0, cancelled: 0, open: 0 });
const heatCells = (r: { heatmap: { weekday: number; hour: number; count: number }[] }) => r.heatmap.filter((c) => c.count > 0);

describe("a clinic in Pacific/Auckland (NZDT +13 until 5 April 2026, then NZST +12)", () => {
  const TZ = "Pacific/Auckland";
  const RANGE = { from: "2026-03-30", to: "2026-04-12" }; // Monday to Sunday, two weeks
  let a: Awaited<ReturnType<typeof createDoctor>>;
  let b: Awaited<ReturnType<typeof createDoctor>>;
  let extended: Awaited<ReturnType<typeof createVisitType>>;
  let moved: { id: string };

  beforeAll(async () => {
    process.env.CLINIC_TIMEZONE = TZ;
    a = await createDoctor({ name: "Dr. Aroha Auckland", speciality: "Dermatologist" });
    b = await createDoctor({ name: "Dr. Ben Mondays", speciality: "Dermatologist" });
    await prisma.doctor.update({ where: { id: b.doctor.id }, data: { hours: onlyHours(1, "09:00", "12:00") } });
    extended = await createVisitType({ name: "Extended consultation", durationMinutes: 45 });
    const p = await createUser({ name: 'Ann "Annie" Smith, Jr.' });
    const guardian = await createUser({ name: "Gina Guardian" });
    const kid = await prisma.user.create({ data: { name: "Kit\nGuardian", guardianId: guardian.id, relationship: "child" } });
    const formula = await createUser({ name: "=HYPERLINK(\"x\")" });
    const base = { tz: TZ, doctorId: a.doctor.id, patientId: p.id };
    // 00:30 on Tuesday 31 March in Auckland is 11:30 on Monday 30 March in UTC.
    await visit({ ...base, date: "2026-03-31", minutes: 30, status: "completed", amount: 80, leadDays: 11 });
    // 23:30 on the same Tuesday (10:30 UTC on the 31st): one clinic day, two UTC days.
    await visit({ ...base, date: "2026-03-31", minutes: 23 * 60 + 30, status: "no_show", leadDays: 1, patientId: formula.id });
    await visit({ ...base, date: "2026-04-01", minutes: 600, status: "cancelled", leadDays: 9 });
    await visit({ ...base, date: "2026-04-01", minutes: 660, status: "pending", leadDays: 2 });
    await visit({ ...base, date: "2026-04-02", minutes: 720, status: "confirmed", leadDays: 3 });
    await visit({ ...base, date: "2026-04-02", minutes: 780, status: "checked_in", leadDays: 4 });
    // Sunday 5 April, the day the clocks go back (03:00 NZDT -> 02:00 NZST): 10:00 NZST.
    await visit({ ...base, date: "2026-04-05", minutes: 600, status: "completed", amount: 100, leadDays: 5, duration: 45, visitTypeId: extended.id });
    // Booked for Monday 6 April 09:00 a day ahead, then moved in place (as a reschedule does) to
    // 00:15 on Wednesday 8 April (12:15 UTC on the 7th): it counts on the 8th, its lead time from its booking.
    const first = await visit({ ...base, date: "2026-04-06", minutes: 540, status: "confirmed", leadDays: 1 });
    const to = instantAt("2026-04-08", 15, TZ);
    await prisma.appointment.update({ where: { id: first.id }, data: { startsAt: to, endsAt: new Date(to.getTime() + 30 * 60_000) } });
    await prisma.appointmentReschedule.create({ data: { appointmentId: first.id, fromStartsAt: first.startsAt, toStartsAt: to, byRole: "patient", byUserId: p.id } });
    moved = first;
    // A dependent's visit: counted like any other.
    const kidVisit = await visit({ ...base, patientId: kid.id, date: "2026-04-09", minutes: 900, status: "completed", amount: 60, leadDays: 2 });
    // Outside the range by a minute on each side (clinic midnight), and another doctor's.
    await visit({ ...base, date: "2026-03-29", minutes: 23 * 60 + 30, status: "completed", leadDays: 1 });
    await visit({ ...base, date: "2026-04-13", minutes: 0, status: "completed", leadDays: 1 });
    // Time off: Thursday 2 April 10:00-12:00 (two working hours), and two overlapping spans on Monday 6 April 08:00-11:00 for B.
    await createTimeOff(a.doctor.id, instantAt("2026-04-02", 600, TZ), instantAt("2026-04-02", 720, TZ));
    await createTimeOff(b.doctor.id, instantAt("2026-04-06", 480, TZ), instantAt("2026-04-06", 600, TZ));
    await createTimeOff(b.doctor.id, instantAt("2026-04-06", 570, TZ), instantAt("2026-04-06", 660, TZ));
    // The waitlist: one claimed offer (the dependent's visit refilled a freed time), one declined, one claimed outside the range.
    const entry = await prisma.waitlistEntry.create({ data: { patientId: kid.id, doctorId: a.doctor.id, fromDate: new Date("2026-03-30"), toDate: new Date("2026-04-12") } });
    const offer = (startsAt: Date, status: "claimed" | "declined", n: string, appointmentId?: string) =>
      prisma.waitlistOffer.create({
        data: { entryId: entry.id, patientId: kid.id, doctorId: a.doctor.id, startsAt, busyUntil: new Date(startsAt.getTime() + 30 * 60_000), token: `t-${n}`, expiresAt: startsAt, status, answeredAt: new Date(), appointmentId },
      });
    await offer(kidVisit.startsAt, "claimed", "1", kidVisit.id);
    await offer(instantAt("2026-04-03", 600, TZ), "declined", "2");
    await offer(instantAt("2026-04-20", 600, TZ), "claimed", "3");
  });

  it("counts each visit on the clinic-local day of its start, by status, every day of the range listed", async () => {
    const r = await computeInsights({ ...RANGE, doctorId: a.doctor.id });
    expect(r.from).toBe(RANGE.from);
    expect(r.to).toBe(RANGE.to);
    expect(r.days).toHaveLength(14);
    const nonZero = r.days.filter((d) => d.completed + d.noShow + d.cancelled + d.open > 0);
    expect(nonZero).toEqual([
      { date: "2026-03-31", completed: 1, noShow: 1, cancelled: 0, open: 0 },
      { date: "2026-04-01", completed: 0, noShow: 0, cancelled: 1, open: 1 },
      { date: "2026-04-02", completed: 0, noShow: 0, cancelled: 0, open: 2 },
      { date: "2026-04-05", completed: 1, noShow: 0, cancelled: 0, open: 0 },
      { date: "2026-04-08", completed: 0, noShow: 0, cancelled: 0, open: 1 },
      { date: "2026-04-09", completed: 1, noShow: 0, cancelled: 0, open: 0 },
    ]);
    expect(r.days[0]).toEqual(zeroDay("2026-03-30")); // 00:30 on the 31st is the 30th in UTC: not counted here
    expect(r.days.find((d) => d.date === "2026-04-06")).toEqual(zeroDay("2026-04-06")); // moved away
  });

  it("maps booked starts by clinic-local weekday and hour, cancelled ones left out", async () => {
    const r = await computeInsights({ ...RANGE, doctorId: a.doctor.id });
    expect(r.heatmap).toHaveLength(168);
    expect(r.heatmap.slice(0, 2)).toEqual([{ weekday: 0, hour: 0, count: 0 }, { weekday: 0, hour: 1, count: 0 }]);
    expect(heatCells(r)).toEqual([
      { weekday: 0, hour: 10, count: 1 }, // Sunday 5 April, 10:00 NZST
      { weekday: 2, hour: 0, count: 1 },
      { weekday: 2, hour: 23, count: 1 },
      { weekday: 3, hour: 0, count: 1 }, // the moved visit, 00:15 Wednesday
      { weekday: 3, hour: 11, count: 1 },
      { weekday: 4, hour: 12, count: 1 },
      { weekday: 4, hour: 13, count: 1 },
      { weekday: 4, hour: 15, count: 1 },
    ]);
  });

  it("gives each Monday-to-Sunday week its rates, lead times and revenue", async () => {
    const r = await computeInsights({ ...RANGE, doctorId: a.doctor.id });
    expect(r.weeks).toEqual([
      // 7 visits: 2 completed, 1 no-show, 1 cancelled, 3 open. Lead times of the 6 not cancelled: 1, 2, 3, 4, 5, 11 days.
      { weekStart: "2026-03-30", noShowRate: 1 / 3, cancellationRate: 1 / 7, leadTimeMedianDays: 3.5, leadTimeP90Days: 8, revenue: 180 },
      // The moved visit (booked a day before 09:00 on the 6th, now 00:15 on the 8th: 2.635 days) and the dependent's (2 days).
      { weekStart: "2026-04-06", noShowRate: 0, cancellationRate: 0, leadTimeMedianDays: 2.32, leadTimeP90Days: 2.57, revenue: 60 },
    ]);
    expect(moved.id).toEqual(expect.any(String));
  });

  it("weighs booked minutes against working minutes less time off, and counts visit types and refills", async () => {
    const r = await adminInsights(await actorOf((await createUser({ role: "admin" })).id), adminInsightsQuery.parse({ ...RANGE, speciality: "dermatologist" }));
    expect(r.utilisation).toEqual([
      // 7 booked visits of 30 minutes and one of 45 (the cancelled one left out); 14 days of 10:00-21:00 less 2 hours off.
      { doctorId: a.doctor.id, name: "Dr. Aroha Auckland", bookedMinutes: 255, workingMinutes: 14 * 660 - 120 },
      // Two Mondays 09:00-12:00, less the merged time off 09:00-11:00 on the 6th.
      { doctorId: b.doctor.id, name: "Dr. Ben Mondays", bookedMinutes: 0, workingMinutes: 2 * 180 - 120 },
    ]);
    expect(r.visitTypes).toEqual([
      { visitTypeId: "consultation", name: expect.any(String), count: 7 },
      { visitTypeId: extended.id, name: "Extended consultation", count: 1 },
    ]);
    expect(r.waitlistRefills).toBe(1);
    const byType = await computeInsights({ ...RANGE, visitTypeId: extended.id });
    expect(byType.days.filter((d) => d.completed > 0).map((d) => d.date)).toEqual(["2026-04-05"]);
    expect(byType.waitlistRefills).toBe(0);
  });

  it("gives a doctor their own figures only, whatever they send", async () => {
    const token = await tokenFor(a.user.id);
    const mine = await call(doctorInsightsRoute, { token, url: `/api/doctor/insights?from=${RANGE.from}&to=${RANGE.to}&doctorId=${b.doctor.id}` });
    expect(mine.status).toBe(200);
    expect(mine.body.success).toBe(true);
    expect(mine.body.utilisation.map((u: { doctorId: string }) => u.doctorId)).toEqual([a.doctor.id]);
    expect(mine.body.weeks[0].revenue).toBe(180);
    const other = await doctorInsights(await actorOf(b.user.id), RANGE);
    expect(other.days.every((d) => d.completed + d.noShow + d.cancelled + d.open === 0)).toBe(true);
    expect(other.waitlistRefills).toBe(0);
  });

  it("exports the range's appointments as a spreadsheet reads them: BOM, header, quoting, every row once, in start order", async () => {
    const admin = await createUser({ role: "admin" });
    const req = new NextRequest(`http://careslot.test/api/admin/appointments/export?from=${RANGE.from}&to=${RANGE.to}&speciality=Dermatologist`, {
      headers: { authorization: `Bearer ${await tokenFor(admin.id)}` },
    });
    const res = await exportRoute(req, { params: Promise.resolve({}) as Promise<never> });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="appointments-${RANGE.from}-${RANGE.to}.csv"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1);
    expect(text.startsWith(`${CSV_HEADER.join(",")}\r\n`)).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
    const lines = text.split("\r\n").slice(1, -1);
    expect(lines).toHaveLength(9);
    expect(lines[0]).toMatch(/^2026-03-31,00:30,01:00,Dr\. Aroha Auckland,"Ann ""Annie"" Smith, Jr\.",[^,]+,completed,80,"Ann ""Annie"" Smith, Jr\.",2026-03-19T11:30:00\.000Z$/);
    expect(lines[1]).toMatch(/^2026-03-31,23:30,00:00,Dr\. Aroha Auckland,"'=HYPERLINK\(""x""\)",[^,]+,no_show,50,"'=HYPERLINK\(""x""\)",/);
    expect(lines[6]).toMatch(/^2026-04-05,10:00,10:45,Dr\. Aroha Auckland,"Ann ""Annie"" Smith, Jr\.",Extended consultation,completed,100,/);
    expect(lines[7]).toMatch(/^2026-04-08,00:15,00:45,/);
    expect(lines[8]).toMatch(/^2026-04-09,15:00,15:30,Dr\. Aroha Auckland,"Kit\nGuardian",[^,]+,completed,60,"Kit\nGuardian",/);
    expect(lines.map((l) => l.split(",")[0])).toEqual(["2026-03-31", "2026-03-31", "2026-04-01", "2026-04-01", "2026-04-02", "2026-04-02", "2026-04-05", "2026-04-08", "2026-04-09"]);
  });

  it("pages the export by (start, id) without losing or repeating a row, ties included", async () => {
    const admin = await actorOf((await createUser({ role: "admin" })).id);
    const c = await createDoctor({ speciality: "Dermatologist" });
    // Three visits at one instant (three doctors, three patients): a page boundary falls among them.
    const patients: string[] = [];
    for (const doctorId of [a.doctor.id, b.doctor.id, c.doctor.id]) {
      const p = await createUser();
      patients.push(p.id);
      await visit({ tz: TZ, doctorId, patientId: p.id, date: "2026-04-11", minutes: 1000, status: "pending", leadDays: 1 });
    }
    const read = async (pageSize: number) => {
      const { stream } = exportAppointmentsCsv(admin, adminInsightsQuery.parse({ ...RANGE, speciality: "dermatologist" }), pageSize);
      return (await new Response(stream).text()).split("\r\n").slice(1, -1);
    };
    const whole = await read(5_000);
    expect(whole).toHaveLength(12); // records: "Kit\nGuardian" breaks a line inside quotes, never a CRLF
    for (const size of [1, 2, 4]) expect(await read(size)).toEqual(whole);
    await prisma.appointment.deleteMany({ where: { patientId: { in: patients } } });
    await prisma.doctor.update({ where: { id: c.doctor.id }, data: { archivedAt: new Date() } });
  });
});

describe("a clinic in America/Los_Angeles (PST -8 until 8 March 2026, then PDT -7)", () => {
  const TZ = "America/Los_Angeles";
  const RANGE = { from: "2026-03-02", to: "2026-03-15" };
  let l: Awaited<ReturnType<typeof createDoctor>>;

  beforeAll(async () => {
    process.env.CLINIC_TIMEZONE = TZ;
    l = await createDoctor({ name: "Dr. Lou Angeles", speciality: "Neurologist" });
    // Sundays, the whole day: 23 hours on 8 March (the clocks go forward), 24 on the 15th.
    await prisma.doctor.update({ where: { id: l.doctor.id }, data: { hours: onlyHours(0, "00:00", "24:00") } });
    const p = await createUser();
    const base = { tz: TZ, doctorId: l.doctor.id, patientId: p.id };
    // 16:30 on Saturday 7 March (PST) is 00:30 on the 8th in UTC.
    await visit({ ...base, date: "2026-03-07", minutes: 990, status: "completed", amount: 50, leadDays: 2 });
    await visit({ ...base, date: "2026-03-08", minutes: 600, status: "completed", amount: 70, leadDays: 4 });
    // 23:45 on Sunday 8 March (PDT) is 06:45 on the 9th in UTC.
    await visit({ ...base, date: "2026-03-08", minutes: 23 * 60 + 45, status: "no_show", leadDays: 6 });
    await visit({ ...base, date: "2026-03-09", minutes: 600, status: "cancelled", leadDays: 3 });
  });

  it("counts on the clinic's days and weeks across the DST change", async () => {
    const r = await computeInsights({ ...RANGE, doctorId: l.doctor.id });
    expect(r.days.filter((d) => d.completed + d.noShow + d.cancelled + d.open > 0)).toEqual([
      { date: "2026-03-07", completed: 1, noShow: 0, cancelled: 0, open: 0 },
      { date: "2026-03-08", completed: 1, noShow: 1, cancelled: 0, open: 0 },
      { date: "2026-03-09", completed: 0, noShow: 0, cancelled: 1, open: 0 },
    ]);
    expect(heatCells(r)).toEqual([
      { weekday: 0, hour: 10, count: 1 },
      { weekday: 0, hour: 23, count: 1 },
      { weekday: 6, hour: 16, count: 1 },
    ]);
    expect(r.weeks).toEqual([
      // Sunday the 8th closes the week of Monday 2 March.
      { weekStart: "2026-03-02", noShowRate: 1 / 3, cancellationRate: 0, leadTimeMedianDays: 4, leadTimeP90Days: 5.6, revenue: 120 },
      // Only a cancelled visit: no outcome to rate, no booked visit to time.
      { weekStart: "2026-03-09", noShowRate: null, cancellationRate: 1, leadTimeMedianDays: null, leadTimeP90Days: null, revenue: 0 },
    ]);
    // Real minutes: 23 hours on the 8th, 24 on the 15th.
    expect(r.utilisation).toEqual([{ doctorId: l.doctor.id, name: "Dr. Lou Angeles", bookedMinutes: 90, workingMinutes: 23 * 60 + 24 * 60 }]);
  });

  it("lists weeks from the Monday before the range's start, counting only the range's days", async () => {
    const r = await computeInsights({ from: "2026-03-08", to: "2026-03-09", doctorId: l.doctor.id });
    expect(r.days.map((d) => d.date)).toEqual(["2026-03-08", "2026-03-09"]);
    expect(r.weeks.map((w) => [w.weekStart, w.revenue])).toEqual([["2026-03-02", 70], ["2026-03-09", 0]]);
  });
});

describe("the range and who may ask", () => {
  it("answers 400 for an inverted range and for one over 366 days, and takes 366", async () => {
    const token = await tokenFor((await createUser({ role: "admin" })).id);
    const ask = (from: string, to: string) => call(adminInsightsRoute, { token, url: `/api/admin/insights?from=${from}&to=${to}` });
    const inverted = await ask("2026-03-02", "2026-03-01");
    expectFailure(inverted, 400);
    expect(inverted.body.errors).toEqual({ to: RANGE_INVERTED });
    const long = await ask("2025-01-01", "2026-01-02");
    expectFailure(long, 400);
    expect(long.body.errors).toEqual({ to: RANGE_TOO_LONG });
    expect((await ask("2024-01-01", "2024-12-31")).status).toBe(200); // a leap year: 366 days
    expect((await ask("2026-03-01", "2026-03-01")).status).toBe(200);
    const csv = await call(exportRoute, { token, url: "/api/admin/appointments/export?from=2026-03-02&to=2026-03-01" });
    expectFailure(csv, 400);
  });

  it("keeps the clinic's figures and the export to admins (not the front desk, not doctors)", async () => {
    const desk = await tokenFor((await createUser({ role: "receptionist" })).id);
    const doctor = await createDoctor();
    const url = "/x?from=2026-03-01&to=2026-03-31";
    for (const token of [desk, await tokenFor(doctor.user.id)]) {
      expectFailure(await call(adminInsightsRoute, { token, url }), 403);
      expectFailure(await call(exportRoute, { token, url }), 403);
    }
    expectFailure(await call(doctorInsightsRoute, { token: desk, url }), 403);
    await expect(adminInsights(await actorOf((await createUser({ role: "receptionist" })).id), adminInsightsQuery.parse({ from: "2026-03-01", to: "2026-03-31" }))).rejects.toMatchObject({ status: 403 });
  });
});
