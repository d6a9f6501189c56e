// Issue 12 item 5: one account booked all 21 free slots of a doctor's day. A
// patient now holds at most a clinic-set number of open future appointments
// with one doctor and in all (GET|PUT /api/admin/settings, defaults 2 and 5),
// with a clear 409 past it; admins booking for a patient are not limited;
// parallel bookings of one patient cannot slip past the limit together.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as getSettings, PUT as putSettings } from "@/app/api/admin/settings/route";
import { POST as book } from "@/app/api/appointment/book-appointment/route";
import { POST as cancel } from "@/app/api/appointment/cancel-appointment/[appointmentId]/route";
import { prisma } from "@/lib/db";
import { readClinicSettings, updateClinicSettings } from "@/lib/clinic/settings";
import { findActor, type Actor } from "@/lib/accounts/users";
import { call, expectFailure } from "@/tests/helpers/http";
import { createAppointment, createDoctor, createUser, nextSlot, pastInstant, setOpenLimits, tokenFor } from "@/tests/helpers/factories";

/** The booking policy columns (issue 14), at their defaults throughout this file. */
const POLICY = { bookingHorizonDays: 7, minNoticeMinutes: 0, cancelCutoffHours: 0, slotIntervalMinutes: 30, waitlistHoldMinutes: 15, maxDependentsPerGuardian: 10, requireTwoFactorForStaff: false, patientsMayBookSeries: false, auditRetentionDays: 2190, inactivePatientRetentionDays: null, addressRegion: "", postalCode: "", country: "" };

const PER_DOCTOR = (n: number) => `You already have ${n} upcoming appointments with this doctor. Please cancel one or call the clinic to book more.`;
const IN_ALL = (n: number) => `You already have ${n} upcoming appointments. Please cancel one or call the clinic to book more.`;

type Made = Awaited<ReturnType<typeof createDoctor>>;
const doctors: Made[] = [];
let adminToken: string;

beforeAll(async () => {
  for (let i = 0; i < 7; i++) doctors.push(await createDoctor());
  adminToken = await tokenFor((await createUser({ role: "admin" })).id);
});

// Every test starts from the defaults, whatever another test set.
beforeEach(() => setOpenLimits(2, 5));

async function newPatient() {
  const user = await createUser();
  return { id: user.id, token: await tokenFor(user.id) };
}

function bookAs(token: string, doctor: Made, extra: { userId?: string; key?: string } = {}) {
  const slot = nextSlot();
  return call(book, {
    token,
    json: { doctorId: doctor.doctor.id, date: slot.date, time: slot.time, ...(extra.userId ? { userId: extra.userId } : {}) },
    headers: extra.key ? { "idempotency-key": extra.key } : {},
  });
}

/**
 * Runs `burst` while another transaction holds the patient's row, then lets
 * go: the bookings, all waiting on that row by then, resume at the same
 * instant, the tightest race two requests of one patient can run.
 */
async function releasedTogether<T>(patientId: string, burst: () => Promise<T>): Promise<T> {
  let release!: () => void;
  let locked!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = prisma.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT 1 FROM "users" WHERE "id" = ${patientId} FOR UPDATE`;
      locked();
      await held;
    },
    { timeout: 20_000 },
  );
  await isLocked;
  const running = burst();
  await new Promise((resolve) => setTimeout(resolve, 500));
  release();
  await holder;
  return running;
}

const openFuture = (patientId: string, doctorId?: string) =>
  prisma.appointment.count({ where: { patientId, ...(doctorId ? { doctorId } : {}), status: { in: ["pending", "confirmed"] }, startsAt: { gt: new Date() } } });

describe("GET|PUT /api/admin/settings", () => {
  it("answers the defaults from the database: 2 per doctor, 5 in all", async () => {
    const r = await call(getSettings, { token: adminToken });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, settings: { maxOpenPerDoctor: 2, maxOpenTotal: 5, ...POLICY } });
  });

  it("changes the settings sent and keeps the others", async () => {
    const r = await call(putSettings, { method: "PUT", token: adminToken, json: { maxOpenTotal: 8 } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, message: "Settings saved", settings: { maxOpenPerDoctor: 2, maxOpenTotal: 8, ...POLICY } });
    const both = await call(putSettings, { method: "PUT", token: adminToken, json: { maxOpenPerDoctor: 3, maxOpenTotal: 3 } });
    expect(both.body.settings).toEqual({ maxOpenPerDoctor: 3, maxOpenTotal: 3, ...POLICY });
    expect((await call(getSettings, { token: adminToken })).body.settings).toEqual({ maxOpenPerDoctor: 3, maxOpenTotal: 3, ...POLICY });
  });

  it("refuses bad values with a clear 400, changing nothing", async () => {
    const cases: [unknown, string | RegExp][] = [
      [{ maxOpenPerDoctor: 0 }, "Open appointments per doctor must be at least 1"],
      [{ maxOpenTotal: 101 }, "Open appointments in all must be at most 100"],
      [{ maxOpenTotal: 2.5 }, "Open appointments in all must be a whole number"],
      [{ maxOpenPerDoctor: "3" }, "Open appointments per doctor must be a whole number"],
      [{ maxOpenPerDoctor: null }, /whole number/],
      [{ maxOpenPerDoctor: 6 }, "The limit per doctor cannot be more than the limit in all."],
      [{ maxOpenPerDoctor: 4, maxOpenTotal: 3 }, "The limit per doctor cannot be more than the limit in all."],
      [{ maxOpenPerDoctr: 3 }, /maxOpenPerDoctr/],
      [{}, "Send at least one setting to change."],
    ];
    for (const [json, message] of cases) {
      expectFailure(await call(putSettings, { method: "PUT", token: adminToken, json }), 400, message);
    }
    expect((await call(getSettings, { token: adminToken })).body.settings).toEqual({ maxOpenPerDoctor: 2, maxOpenTotal: 5, ...POLICY });
  });

  it("is refused to everyone but admins by the domain itself, not only by the route", async () => {
    for (const role of ["patient", "doctor"] as const) {
      const user = await createUser({ role });
      const actor = (await findActor(user.id, 0)) as Actor;
      await expect(readClinicSettings(actor)).rejects.toMatchObject({ status: 403 });
      await expect(updateClinicSettings(actor, { maxOpenTotal: 50 })).rejects.toMatchObject({ status: 403 });
    }
    expect((await call(getSettings, { token: adminToken })).body.settings).toEqual({ maxOpenPerDoctor: 2, maxOpenTotal: 5, ...POLICY });
  });
});

describe("the limit on a patient's open future appointments", () => {
  it("refuses a third open appointment with one doctor (409), and books other doctors", async () => {
    const p = await newPatient();
    const [a, b] = doctors;
    expect((await bookAs(p.token, a)).status).toBe(201);
    expect((await bookAs(p.token, a)).status).toBe(201);
    expectFailure(await bookAs(p.token, a), 409, PER_DOCTOR(2));
    expect(await openFuture(p.id, a.doctor.id)).toBe(2);
    expect((await bookAs(p.token, b)).status).toBe(201);
  });

  it("refuses a sixth open appointment in all (409)", async () => {
    const p = await newPatient();
    for (let i = 0; i < 5; i++) expect((await bookAs(p.token, doctors[i])).status).toBe(201);
    expectFailure(await bookAs(p.token, doctors[5]), 409, IN_ALL(5));
    expect(await openFuture(p.id)).toBe(5);
  });

  it("counts only open future appointments: cancelled, completed and past ones do not count", async () => {
    const p = await newPatient();
    const a = doctors[0];
    await createAppointment({ patientId: p.id, doctorId: a.doctor.id, startsAt: nextSlot().startsAt, status: "cancelled" });
    await createAppointment({ patientId: p.id, doctorId: a.doctor.id, startsAt: pastInstant(), status: "completed" });
    await createAppointment({ patientId: p.id, doctorId: a.doctor.id, startsAt: pastInstant() }); // still pending, but past
    const first = await bookAs(p.token, a);
    expect(first.status).toBe(201);
    expect((await bookAs(p.token, a)).status).toBe(201);
    expectFailure(await bookAs(p.token, a), 409, PER_DOCTOR(2));
    // Cancelling one makes room again.
    expect((await call(cancel, { token: p.token, params: { appointmentId: first.body.appointment._id } })).status).toBe(200);
    expect((await bookAs(p.token, a)).status).toBe(201);
  });

  it("reads the current setting on every booking, and says '1 upcoming appointment' for a limit of one", async () => {
    const p = await newPatient();
    const a = doctors[1];
    await call(putSettings, { method: "PUT", token: adminToken, json: { maxOpenPerDoctor: 1 } });
    expect((await bookAs(p.token, a)).status).toBe(201);
    expectFailure(
      await bookAs(p.token, a),
      409,
      "You already have 1 upcoming appointment with this doctor. Please cancel one or call the clinic to book more.",
    );
    await call(putSettings, { method: "PUT", token: adminToken, json: { maxOpenPerDoctor: 3 } });
    expect((await bookAs(p.token, a)).status).toBe(201);
  });

  it("does not limit an admin booking on a patient's behalf", async () => {
    const p = await newPatient();
    const a = doctors[2];
    for (let i = 0; i < 4; i++) expect((await bookAs(adminToken, a, { userId: p.id })).status).toBe(201);
    // The patient themselves is over the limit now.
    expectFailure(await bookAs(p.token, a), 409, PER_DOCTOR(2));
    expect(await openFuture(p.id, a.doctor.id)).toBe(4);
  });

  it("holds under concurrency: parallel bookings of one patient at the limit let exactly one through", async () => {
    for (let round = 0; round < 3; round++) {
      const p = await newPatient();
      const a = doctors[3];
      expect((await bookAs(p.token, a)).status).toBe(201);
      const replies = await releasedTogether(p.id, () => Promise.all(Array.from({ length: 6 }, () => bookAs(p.token, a))));
      expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      for (const r of replies.filter((x) => x.status === 409)) expect(r.body.message).toBe(PER_DOCTOR(2));
      expect(await openFuture(p.id, a.doctor.id)).toBe(2);

      // The same across doctors, against the limit in all.
      const q = await newPatient();
      for (let i = 0; i < 4; i++) expect((await bookAs(q.token, doctors[i])).status).toBe(201);
      const spread = await releasedTogether(q.id, () => Promise.all([4, 5, 6].map((i) => bookAs(q.token, doctors[i]))));
      expect(spread.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      expect(await openFuture(q.id)).toBe(5);
    }
  });

  it("returns a retried booking that filled the limit, even when the retries race", async () => {
    const p = await newPatient();
    const a = doctors[4];
    expect((await bookAs(p.token, a)).status).toBe(201);
    const slot = nextSlot();
    const body = { doctorId: a.doctor.id, date: slot.date, time: slot.time };
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => call(book, { token: p.token, json: body, headers: { "idempotency-key": "limit-retry" } })),
    );
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(replies.map((r) => r.body.appointment._id)).size).toBe(1);
    expect(await openFuture(p.id, a.doctor.id)).toBe(2);
  });
});
