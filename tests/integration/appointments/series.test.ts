// Issue 48: a series of visits booked as one act, against the real database. The desk books eight
// weekly visits; one date clashes with time off and nothing is booked: the 409 names it with its
// alternatives; booked again with the replacement, all eight are. A DST change keeps the wall
// clock. Who may book, the type's allowance, the limits (a series counts as one), the horizon.
// Cancelling and moving with each scope; dates done never change; freed times announced.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as bookRoute } from "@/app/api/appointment/series/route";
import { GET as getRoute } from "@/app/api/appointment/series/[seriesId]/route";
import { POST as cancelRoute } from "@/app/api/appointment/series/[seriesId]/cancel/route";
import { POST as rescheduleRoute } from "@/app/api/appointment/series/[seriesId]/reschedule/route";
import { prisma } from "@/lib/db";
import { clinicMinutesOf, formatSlotTime, instantAt, weekdayOf } from "@/lib/clinic-time";
import { findActor, type Actor } from "@/lib/accounts/users";
import { bookSeries, cancelSeries, rescheduleSeries } from "@/lib/appointments/series";
import { seriesAnswerShape, seriesConflictAnswerShape } from "@/lib/appointments/series/shapes";
import { bookAppointment } from "@/lib/appointments/book";
import { visitTypesChanged } from "@/lib/platform/cache-tags";
import { call, expectFailure } from "@/tests/helpers/http";
import { createAppointment, createDoctor, createTimeOff, createUser, dayFromToday, setOpenLimits, tokenFor, tz } from "@/tests/helpers/factories";

process.env.RATE_LIMIT_SCALE = "100";

type Made = Awaited<ReturnType<typeof createDoctor>>;
let physio: Made;
let other: Made;
let physioType: string;
let plainType: string;
let desk: { id: string; token: string };
let admin: Actor;
const actorOf = async (id: string) => (await findActor(id, 0)) as Actor;

/** The first date at least `n` days ahead that falls on a Tuesday (so tests of different weeks never meet). */
function tuesdayFrom(n: number): string {
  let d = dayFromToday(n);
  while (weekdayOf(d) !== 2) d = dayFromToday(++n);
  return d;
}

beforeAll(async () => {
  await setOpenLimits(100, 100);
  physio = await createDoctor({ name: "Dr. Priya Physio", speciality: "General physician" });
  other = await createDoctor();
  physioType = (await prisma.visitType.create({ data: { name: "Physiotherapy", durationMinutes: 45, position: 5, seriesAllowed: true, seriesMaxCount: 8 } })).id;
  plainType = (await prisma.visitType.create({ data: { name: "Check-up", durationMinutes: 30, position: 6 } })).id;
  visitTypesChanged();
  const d = await createUser({ role: "receptionist" });
  desk = { id: d.id, token: await tokenFor(d.id) };
  admin = await actorOf((await createUser({ role: "admin" })).id);
});

async function newPatient() {
  const p = await createUser({ name: "Maya Series" });
  return { ...p, token: await tokenFor(p.id) };
}

const body = (patientId: string, date: string, extra: Record<string, unknown> = {}) => ({
  doctorId: physio.doctor.id,
  visitTypeId: physioType,
  date,
  time: "10:00",
  every: 1,
  count: 8,
  userId: patientId,
  ...extra,
});

describe("booking a series", () => {
  it("the desk books eight weekly visits: a clash with time off books nothing, and the replacement books all eight", async () => {
    const maya = await newPatient();
    const start = tuesdayFrom(14);
    const third = new Date(instantAt(start, 12 * 60, tz()).getTime() + 14 * 86_400_000);
    const thirdDate = formatDate(third);
    await createTimeOff(physio.doctor.id, instantAt(thirdDate, 9 * 60, tz()), instantAt(thirdDate, 12 * 60, tz()), "Course");

    const refused = await call(bookRoute, { token: desk.token, json: body(maya.id, start) });
    expect(refused.status).toBe(409);
    const conflict = seriesConflictAnswerShape.parse(refused.body);
    expect(conflict.conflicts).toEqual([
      {
        date: thirdDate,
        time: "10:00 AM",
        reason: "The doctor is not seeing patients at this time (time off). Please pick another time.",
        // The nearest free time that day, then 10:00 on the nearest other day (a tie: the later one).
        alternatives: [
          { date: thirdDate, time: "12:00 PM" },
          { date: formatDate(new Date(third.getTime() + 86_400_000)), time: "10:00 AM" },
        ],
      },
    ]);
    expect(await prisma.appointment.count({ where: { patientId: maya.id } })).toBe(0);
    expect(await prisma.appointmentSeries.count({ where: { patientId: maya.id } })).toBe(0);

    const booked = await call(bookRoute, { token: desk.token, json: body(maya.id, start, { replacements: { [thirdDate]: conflict.conflicts[0].alternatives[0] } }) });
    expect(booked.status).toBe(201);
    const answer = seriesAnswerShape.parse(booked.body);
    expect(answer.appointments).toHaveLength(8);
    expect(answer.appointments.map((a) => a.time)).toEqual(["10:00 AM", "10:00 AM", "12:00 PM", "10:00 AM", "10:00 AM", "10:00 AM", "10:00 AM", "10:00 AM"]);
    expect(answer.appointments.every((a) => a.seriesId === answer.series._id && a.visitType.name === "Physiotherapy")).toBe(true);
    expect(answer.series).toMatchObject({ every: 1, count: 8, time: "10:00 AM", userId: maya.id, done: 0, open: 8, createdBy: desk.id });
    expect(answer.series.rrule).toContain("RRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=8");
    // One confirmation to the patient and one to the doctor, a reminder per date.
    const emails = await prisma.email.findMany({ where: { OR: [{ userId: maya.id }, { userId: physio.user.id }], kind: { in: ["series_booked", "booking_confirmation", "booking_notice"] } } });
    expect(emails.map((e) => e.kind).sort()).toEqual(["series_booked", "series_booked"]);

    const read = await call(getRoute, { token: maya.token, params: { seriesId: answer.series._id } });
    expect(read.status).toBe(200);
    expect(seriesAnswerShape.parse(read.body).appointments).toHaveLength(8);
  });

  it("keeps the wall-clock time across the spring DST change (09:00 CET, then 09:00 CEST)", async () => {
    const maya = await newPatient();
    const answer = await bookSeries(await actorOf(desk.id), { ...body(maya.id, "2027-03-16"), time: 10 * 60, every: 1, count: 3 } as never);
    expect(answer.appointments.map((a) => [a.date, a.time])).toEqual([
      ["2027-03-16", "10:00 AM"],
      ["2027-03-23", "10:00 AM"],
      ["2027-03-30", "10:00 AM"],
    ]);
    expect(answer.appointments.map((a) => a.startsAt)).toEqual(["2027-03-16T09:00:00.000Z", "2027-03-23T09:00:00.000Z", "2027-03-30T08:00:00.000Z"]);
  });

  it("refuses a type that does not allow series, more dates than it allows, and bad input", async () => {
    const maya = await newPatient();
    expectFailure(await call(bookRoute, { token: desk.token, json: body(maya.id, tuesdayFrom(21), { visitTypeId: plainType }) }), 400, "This visit type cannot be booked as a series.");
    expectFailure(await call(bookRoute, { token: desk.token, json: body(maya.id, tuesdayFrom(21), { count: 9 }) }), 400, "This visit type allows at most 8 visits in a series.");
    expectFailure(await call(bookRoute, { token: desk.token, json: body(maya.id, tuesdayFrom(21), { every: 3 }) }), 400);
    expectFailure(await call(bookRoute, { token: desk.token, json: body(maya.id, tuesdayFrom(21), { count: 1 }) }), 400);
    expectFailure(await call(bookRoute, { token: desk.token, json: body(maya.id, "2027-02-30") }), 400);
    expectFailure(await call(bookRoute, { token: desk.token, json: body(maya.id, tuesdayFrom(21), { time: "25:00" }) }), 400);
    expectFailure(await call(bookRoute, { token: desk.token, json: body(maya.id, tuesdayFrom(21), { replacements: { nope: null } }) }), 400);
    expectFailure(await call(bookRoute, { token: desk.token, json: { ...body(maya.id, tuesdayFrom(21)), userId: undefined } }), 400);
    expect(await prisma.appointment.count({ where: { patientId: maya.id } })).toBe(0);
  });

  it("staff may go past the booking window up to 26 weeks; not further", async () => {
    const maya = await newPatient();
    // 7-day window; 24 weeks ahead is fine for the desk.
    const far = tuesdayFrom(24 * 7);
    const ok = await call(bookRoute, { token: desk.token, json: body(maya.id, far, { count: 2 }) });
    expect(ok.status).toBe(201);
    const tooFar = await call(bookRoute, { token: desk.token, json: body(maya.id, tuesdayFrom(25 * 7), { count: 4 }) });
    expect(tooFar.status).toBe(409);
    expect(seriesConflictAnswerShape.parse(tooFar.body).conflicts.map((c) => c.reason)).toContain("Appointments can be booked for the next 182 days only.");
  });

  it("patients only when the clinic allows it, for themselves, within the booking window", async () => {
    const maya = await newPatient();
    expectFailure(await call(bookRoute, { token: maya.token, json: body(maya.id, tuesdayFrom(2), { count: 2 }) }), 403);
    await prisma.clinicSettings.update({ where: { id: 1 }, data: { patientsMayBookSeries: true } });
    try {
      // The 7-day window: the second date is outside it, nothing is booked.
      const refused = await call(bookRoute, { token: maya.token, json: body(maya.id, dayFromToday(2), { count: 2 }) });
      expect(refused.status).toBe(409);
      expect(seriesConflictAnswerShape.parse(refused.body).conflicts[0].reason).toBe("Appointments can be booked for the next 7 days only.");
      await prisma.clinicSettings.update({ where: { id: 1 }, data: { bookingHorizonDays: 60 } });
      const ok = await call(bookRoute, { token: maya.token, json: body(maya.id, dayFromToday(3), { count: 2, userId: undefined, time: "04:00 PM" }) });
      expect(ok.status).toBe(201);
      const stranger = await newPatient();
      expectFailure(await call(bookRoute, { token: maya.token, json: body(stranger.id, dayFromToday(4), { count: 2 }) }), 403);
    } finally {
      await prisma.clinicSettings.update({ where: { id: 1 }, data: { patientsMayBookSeries: false, bookingHorizonDays: 7 } });
    }
  });

  it("a doctor books with themself for their own patients only", async () => {
    const seen = await newPatient();
    const unseen = await newPatient();
    await createAppointment({ patientId: seen.id, doctorId: physio.doctor.id, startsAt: instantAt(dayFromToday(-3), 11 * 60, tz()), status: "completed" });
    const doctorToken = await tokenFor(physio.user.id);
    const ok = await call(bookRoute, { token: doctorToken, json: body(seen.id, tuesdayFrom(35), { count: 2, time: "06:00 PM" }) });
    expect(ok.status).toBe(201);
    expectFailure(await call(bookRoute, { token: doctorToken, json: body(unseen.id, tuesdayFrom(35), { count: 2, time: "07:00 PM" }) }), 403);
    const otherToken = await tokenFor(other.user.id);
    expectFailure(await call(bookRoute, { token: otherToken, json: body(seen.id, tuesdayFrom(35), { count: 2, time: "07:00 PM" }) }), 403);
  });

  it("the open-visit limit counts a series as one", async () => {
    await setOpenLimits(2, 5);
    try {
      const maya = await newPatient();
      const deskActor = await actorOf(desk.id);
      await bookSeries(deskActor, { ...body(maya.id, tuesdayFrom(42)), time: 11 * 60, count: 4 } as never);
      // The series is one open visit with this doctor: one more single fits, a third does not.
      const single = await bookAppointment(deskActor, { doctorId: physio.doctor.id, date: dayFromToday(1), time: 20 * 60, visitTypeId: physioType, reason: "" }, { patientId: maya.id });
      expect(single.seriesId).toBeUndefined();
      await expect(bookSeries(deskActor, { ...body(maya.id, tuesdayFrom(49)), time: 19 * 60, count: 2 } as never)).rejects.toThrow(/already have 2 upcoming appointments with this doctor/);
    } finally {
      await setOpenLimits(100, 100);
    }
  });
});

function formatDate(d: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: tz(), year: "numeric", month: "2-digit", day: "2-digit" }).format(d);
}

describe("changing a series", () => {
  async function booked(startDaysAhead: number, time: number, count = 8) {
    const maya = await newPatient();
    const answer = await bookSeries(await actorOf(desk.id), { ...body(maya.id, tuesdayFrom(startDaysAhead)), time, count } as never);
    return { maya, answer };
  }

  it("cancelling this and the following from the fifth frees four times and announces them; one email per party", async () => {
    const { maya, answer } = await booked(56, 13 * 60);
    const fifth = answer.appointments[4];
    const jobsBefore = await freedJobs();
    const res = await call(cancelRoute, { token: desk.token, params: { seriesId: answer.series._id }, json: { scope: "following", appointmentId: fifth._id, reason: "Course ended early" } });
    expect(res.status).toBe(200);
    const after = seriesAnswerShape.parse(res.body);
    expect(after.appointments.map((a) => a.status)).toEqual(["pending", "pending", "pending", "pending", "cancelled", "cancelled", "cancelled", "cancelled"]);
    expect(await freedJobs()).toBeGreaterThan(jobsBefore);
    const changed = await prisma.email.findMany({ where: { kind: "series_changed", OR: [{ userId: maya.id }, { userId: physio.user.id }] } });
    expect(changed).toHaveLength(2);
    // The cancelled dates' reminders are dropped.
    const reminders = await prisma.email.findMany({ where: { kind: "reminder", appointmentId: { in: after.appointments.slice(4).map((a) => a._id) }, status: "queued" } });
    expect(reminders).toHaveLength(0);
  });

  it("cancels one date, then all the rest; a date done is never changed", async () => {
    const { maya, answer } = await booked(63, 14 * 60, 4);
    await prisma.appointment.update({ where: { id: answer.appointments[0]._id }, data: { status: "completed", completedAt: new Date() } });
    const patient = await actorOf(maya.id);
    const one = await cancelSeries(patient, answer.series._id, { scope: "one", appointmentId: answer.appointments[1]._id });
    expect(one.appointments.map((a) => a.status)).toEqual(["completed", "cancelled", "pending", "pending"]);
    await expect(cancelSeries(patient, answer.series._id, { scope: "one", appointmentId: answer.appointments[0]._id })).rejects.toThrow(/already completed/);
    const all = await cancelSeries(admin, answer.series._id, { scope: "all" });
    expect(all.appointments.map((a) => a.status)).toEqual(["completed", "cancelled", "cancelled", "cancelled"]);
    expect(all.series.done).toBe(1);
    await expect(cancelSeries(admin, answer.series._id, { scope: "all" })).rejects.toThrow("No date of this series can still be cancelled.");
  });

  it("moves one date (it stays in the series), then this and the following by the same shift", async () => {
    const { answer } = await booked(70, 15 * 60, 4);
    const deskActor = await actorOf(desk.id);
    const [a0, a1] = answer.appointments;
    const one = await rescheduleSeries(deskActor, answer.series._id, { scope: "one", appointmentId: a1._id, date: a1.date, time: 16 * 60 });
    expect(one.appointments.map((a) => a.time)).toEqual(["03:00 PM", "04:00 PM", "03:00 PM", "03:00 PM"]);
    expect(one.appointments[1].seriesId).toBe(answer.series._id);
    // From the first, one day later at 05:00 PM: every date moves a day, to the new time.
    const next = formatDate(new Date(instantAt(a0.date, 12 * 60, tz()).getTime() + 86_400_000));
    const following = await rescheduleSeries(deskActor, answer.series._id, { scope: "following", appointmentId: a0._id, date: next, time: 17 * 60 });
    expect(following.appointments.map((a) => weekdayOf(a.date))).toEqual([3, 3, 3, 3]);
    expect(following.appointments.every((a) => clinicMinutesOf(new Date(a.startsAt), tz()) === 17 * 60)).toBe(true);
    const emails = await prisma.email.count({ where: { kind: "series_changed", appointmentId: null, data: { path: ["seriesId"], equals: answer.series._id } } });
    expect(emails).toBe(4); // two changes, each one email to the patient and one to the doctor (the desk moved them)
  });

  it("moving the following refuses all when one new date does not fit, and moves none", async () => {
    const { maya, answer } = await booked(77, 11 * 60 + 30, 4);
    const blocker = await newPatient();
    const third = answer.appointments[2];
    // Someone else holds 18:00 on the third date.
    await createAppointment({ patientId: blocker.id, doctorId: physio.doctor.id, startsAt: instantAt(third.date, 18 * 60, tz()) });
    const res = await call(rescheduleRoute, {
      token: desk.token,
      params: { seriesId: answer.series._id },
      json: { scope: "following", appointmentId: answer.appointments[1]._id, date: answer.appointments[1].date, time: "06:00 PM" },
    });
    expect(res.status).toBe(409);
    const conflicts = seriesConflictAnswerShape.parse(res.body).conflicts;
    expect(conflicts.map((c) => [c.date, c.time])).toEqual([[third.date, "06:00 PM"]]);
    expect(conflicts[0].alternatives.length).toBeGreaterThan(0);
    const now = await prisma.appointment.findMany({ where: { seriesId: answer.series._id }, orderBy: { startsAt: "asc" } });
    expect(now.map((a) => formatSlotTime(clinicMinutesOf(a.startsAt, tz())))).toEqual(["11:30 AM", "11:30 AM", "11:30 AM", "11:30 AM"]);
    expect(maya.id).toBeTruthy();
  });

  it("who may see and change a series; bad scopes", async () => {
    const { answer } = await booked(84, 19 * 60, 2);
    const stranger = await newPatient();
    expectFailure(await call(getRoute, { token: stranger.token, params: { seriesId: answer.series._id } }), 403);
    expectFailure(await call(cancelRoute, { token: stranger.token, params: { seriesId: answer.series._id }, json: { scope: "all" } }), 403);
    expectFailure(await call(cancelRoute, { token: await tokenFor(other.user.id), params: { seriesId: answer.series._id }, json: { scope: "all" } }), 403);
    expectFailure(await call(getRoute, { token: desk.token, params: { seriesId: "nope-not-an-id" } }), 404);
    expectFailure(await call(cancelRoute, { token: desk.token, params: { seriesId: answer.series._id }, json: { scope: "some" } }), 400);
    expectFailure(await call(cancelRoute, { token: desk.token, params: { seriesId: answer.series._id }, json: { scope: "one" } }), 400, "Say which date (appointmentId) for this scope.");
    expectFailure(await call(rescheduleRoute, { token: desk.token, params: { seriesId: answer.series._id }, json: { scope: "all", appointmentId: answer.appointments[0]._id, date: answer.appointments[0].date, time: "10:00" } }), 400);
    expectFailure(
      await call(cancelRoute, { token: desk.token, params: { seriesId: answer.series._id }, json: { scope: "one", appointmentId: (await newSingle())._id } }),
      404,
      "This appointment is not one of the series' dates.",
    );
  });
});

async function newSingle() {
  const p = await newPatient();
  const row = await createAppointment({ patientId: p.id, doctorId: other.doctor.id, startsAt: instantAt(dayFromToday(2), 12 * 60, tz()) });
  return { _id: row.id };
}

async function freedJobs(): Promise<number> {
  const [{ n }] = await prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pgboss.job WHERE data->>'waitlistFor' = ${physio.doctor.id}`;
  return n;
}
