// /api/appointment/*: booking rules, cancel and complete, and the lists.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as book } from "@/app/api/appointment/book-appointment/route";
import { POST as cancel } from "@/app/api/appointment/cancel-appointment/[appointmentId]/route";
import { POST as complete } from "@/app/api/appointment/complete-appointment/[appointmentId]/route";
import { GET as byDoctor } from "@/app/api/appointment/doctor/[doctorId]/route";
import { GET as byUser } from "@/app/api/appointment/user/[userId]/route";
import { GET as doctorById } from "@/app/api/doctor/[id]/route";
import { prisma } from "@/lib/db";
import { z } from "zod";
import { appointmentShape } from "@/lib/appointments/shapes";
import { bookAppointment } from "@/lib/appointments/book";
import { completeAppointment } from "@/lib/appointments/outcomes";
import { findActor, type Actor } from "@/lib/accounts/users";
import { instantAt } from "@/lib/clinic-time";
import { call, expectFailure } from "@/tests/helpers/http";
import { AD_HOC_DAY, createAppointment, createDoctor, createUser, dayFromToday, nextSlot, pastInstant, setOpenLimits, snapshot, today, tokenFor, tz } from "@/tests/helpers/factories";

// One patient books, moves and cancels many times in this file; the limits on a patient's changes (issue 22) are tested in appointment-change-limits.test.ts.
process.env.RATE_LIMIT_SCALE = "100";

type Made = Awaited<ReturnType<typeof createDoctor>>;
let doc: Made, doc2: Made, closed: Made, archived: Made;
let patient: { id: string }, other: { id: string }, admin: { id: string };
const t: Record<string, string> = {};

const actorOf = async (id: string) => (await findActor(id, 0)) as Actor;

beforeAll(async () => {
  // Patients book many slots here; the limit on open appointments has its own tests (booking-limits).
  await setOpenLimits(100, 100);
  doc = await createDoctor({ fees: 70 });
  doc2 = await createDoctor();
  closed = await createDoctor({ available: false });
  archived = await createDoctor({ archived: true });
  patient = await createUser({ name: "Pat Patient" });
  other = await createUser();
  admin = await createUser({ role: "admin" });
  for (const [k, id] of Object.entries({ patient: patient.id, other: other.id, admin: admin.id, doc: doc.user.id, doc2: doc2.user.id })) {
    t[k] = await tokenFor(id);
  }
});

describe("POST /api/appointment/book-appointment", () => {
  it("books for the caller: 201 with the populated appointment", async () => {
    const slot = nextSlot();
    const r = await call(book, { token: t.patient, json: { userId: patient.id, doctorId: doc.doctor.id, date: slot.date, time: slot.time } });
    expect(r.status).toBe(201);
    expect(r.body.message).toBe("Appointment booked successfully");
    const a = appointmentShape.parse(r.body.appointment);
    expect(a).toMatchObject({
      userId: patient.id,
      doctorId: doc.doctor.id,
      date: slot.date,
      time: slot.time,
      startsAt: slot.startsAt.toISOString(),
      status: "pending",
      amount: 70,
      reason: "",
      cancelledAt: null,
      completedAt: null,
      user: { _id: patient.id, name: "Pat Patient", role: "patient" },
      doctor: { _id: doc.doctor.id, user: { _id: doc.user.id, name: doc.user.name } },
    });
    // The doctor in the patient's answer is the public shape: no account fields of the doctor.
    expect(Object.keys(a.doctor.user).sort()).toEqual(["_id", "address", "image", "name"]);
    // The slot is now hidden from everyone.
    const d = await call(doctorById, { params: { id: doc.doctor.id } });
    expect(d.body.doctor.slots_booked[slot.date]).toContain(slot.time);
  });

  it('accepts "15:00" as well as "03:00 PM", and no userId at all', async () => {
    const date = dayFromToday(AD_HOC_DAY);
    const r = await call(book, { token: t.other, json: { doctorId: doc2.doctor.id, date, time: "15:00" } });
    expect(r.status).toBe(201);
    expect(r.body.appointment).toMatchObject({ time: "03:00 PM", userId: other.id, date });
    const again = await call(book, { token: t.patient, json: { doctorId: doc2.doctor.id, date, time: "03:00 PM" } });
    expectFailure(again, 409, "Sorry, this slot was just booked by someone else. Please pick another time.");
  });

  it("lets an admin book for a patient, not for themselves or a non-patient", async () => {
    const slot = nextSlot();
    const r = await call(book, { token: t.admin, json: { userId: other.id, doctorId: doc.doctor.id, date: slot.date, time: slot.time } });
    expect(r.status).toBe(201);
    expect(r.body.appointment.userId).toBe(other.id);
    const s2 = nextSlot();
    expectFailure(await call(book, { token: t.admin, json: { doctorId: doc.doctor.id, date: s2.date, time: s2.time } }), 400, /on behalf of a patient/);
    expectFailure(await call(book, { token: t.admin, json: { userId: doc2.user.id, doctorId: doc.doctor.id, date: s2.date, time: s2.time } }), 404, "Patient not found");
    expectFailure(await call(book, { token: t.admin, json: { userId: "cunknownuser", doctorId: doc.doctor.id, date: s2.date, time: s2.time } }), 404, "Patient not found");
  });

  it("refuses a userId that is not the caller's (403) and doctors (403)", async () => {
    const slot = nextSlot();
    const json = { userId: patient.id, doctorId: doc.doctor.id, date: slot.date, time: slot.time };
    expectFailure(await call(book, { token: t.other, json }), 403, "You can only book appointments for yourself");
    expectFailure(await call(book, { token: t.doc2, json }), 403);
    expectFailure(await call(book, { token: t.doc2, json: { ...json, userId: undefined } }), 403, /Doctors cannot book/);
  });

  it("enforces the slot rules", async () => {
    const before = await snapshot();
    const base = { doctorId: doc.doctor.id, date: dayFromToday(1) };
    const cases: [Record<string, unknown>, number, string | RegExp][] = [
      [{ date: dayFromToday(7), time: "10:00 AM" }, 400, "Appointments can be booked for the next 7 days only."],
      [{ date: dayFromToday(-1), time: "10:00 AM" }, 400, "Appointments can be booked for the next 7 days only."],
      [{ time: "10:15" }, 400, "Appointments start every 30 minutes from 10:00 AM to 08:30 PM."],
      [{ time: "09:30 AM" }, 400, /every 30 minutes/],
      [{ time: "09:00 PM" }, 400, /every 30 minutes/],
      [{ time: "21:00" }, 400, /every 30 minutes/],
      [{ time: "00:00" }, 400, /every 30 minutes/],
      [{ doctorId: closed.doctor.id, time: "10:00 AM" }, 409, "This doctor is not taking appointments right now."],
      [{ doctorId: archived.doctor.id, time: "10:00 AM" }, 404, "Doctor not found"],
      [{ doctorId: "cnosuchdoctor", time: "10:00 AM" }, 404, "Doctor not found"],
    ];
    for (const [patch, status, message] of cases) {
      expectFailure(await call(book, { token: t.patient, json: { ...base, ...patch } }), status, message);
    }
    expect(await snapshot()).toEqual(before);
    // The edges of the day are bookable.
    for (const time of ["10:00 AM", "08:30 PM"]) {
      expect((await call(book, { token: t.patient, json: { doctorId: doc2.doctor.id, date: dayFromToday(AD_HOC_DAY), time } })).status).toBe(201);
    }
  });

  it("refuses a start already past (clock pinned) and today's past slots", async () => {
    const date = dayFromToday(AD_HOC_DAY);
    const actor = await actorOf(patient.id);
    const now = instantAt(date, 12 * 60 + 5, tz()); // 12:05 on that day
    await expect(bookAppointment(actor, { doctorId: doc.doctor.id, date, time: 12 * 60, reason: "" }, { now })).rejects.toMatchObject({
      status: 400,
      message: "This time has already passed. Please pick a later slot.",
    });
    await expect(bookAppointment(actor, { doctorId: doc.doctor.id, date, time: 12 * 60 + 5, reason: "" }, { now })).rejects.toMatchObject({ status: 400 });
    const ok = await bookAppointment(actor, { doctorId: doc.doctor.id, date, time: 12 * 60 + 30, reason: "" }, { now });
    expect(ok.time).toBe("12:30 PM");
  });

  it("refuses one patient two doctors at the same instant (409)", async () => {
    const slot = nextSlot();
    expect((await call(book, { token: t.other, json: { doctorId: doc.doctor.id, date: slot.date, time: slot.time } })).status).toBe(201);
    const r = await call(book, { token: t.other, json: { doctorId: doc2.doctor.id, date: slot.date, time: slot.time } });
    expectFailure(r, 409, "You already have an appointment at this time.");
  });

  it("frees a cancelled slot for booking again", async () => {
    const slot = nextSlot();
    const first = await call(book, { token: t.patient, json: { doctorId: doc.doctor.id, date: slot.date, time: slot.time } });
    expect(first.status).toBe(201);
    await call(cancel, { token: t.patient, params: { appointmentId: first.body.appointment._id } });
    const second = await call(book, { token: t.other, json: { doctorId: doc.doctor.id, date: slot.date, time: slot.time } });
    expect(second.status).toBe(201);
  });
});

describe("cancel and complete", () => {
  it("a patient cancels their own; who and when are recorded; final states are 409", async () => {
    const a = await createAppointment({ patientId: patient.id, doctorId: doc.doctor.id, startsAt: nextSlot().startsAt });
    const r = await call(cancel, { token: t.patient, params: { appointmentId: a.id } });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe("Appointment cancelled");
    expect(appointmentShape.parse(r.body.appointment)).toMatchObject({ _id: a.id, status: "cancelled", completedAt: null });
    const row = await prisma.appointment.findUniqueOrThrow({ where: { id: a.id } });
    expect(row).toMatchObject({ status: "cancelled", cancelledById: patient.id, completedById: null });
    expect(Math.abs(row.cancelledAt!.getTime() - Date.now())).toBeLessThan(10_000);
    expectFailure(await call(cancel, { token: t.patient, params: { appointmentId: a.id } }), 409, "This appointment was cancelled and cannot be cancelled.");
    expectFailure(await call(complete, { token: t.doc, params: { appointmentId: a.id } }), 409, "This appointment was cancelled and cannot be completed.");
  });

  it("a doctor completes their own past appointment; who and when are recorded; final states are 409", async () => {
    const a = await createAppointment({ patientId: patient.id, doctorId: doc.doctor.id, startsAt: pastInstant() });
    const r = await call(complete, { token: t.doc, params: { appointmentId: a.id } });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe("Appointment marked as completed");
    expect(appointmentShape.parse(r.body.appointment)).toMatchObject({ status: "completed", cancelledAt: null });
    const row = await prisma.appointment.findUniqueOrThrow({ where: { id: a.id } });
    expect(row).toMatchObject({ status: "completed", completedById: doc.user.id });
    expect(row.completedAt).not.toBeNull();
    expectFailure(await call(complete, { token: t.doc, params: { appointmentId: a.id } }), 409, "This appointment is already completed and cannot be completed.");
    expectFailure(await call(cancel, { token: t.admin, params: { appointmentId: a.id } }), 409, "This appointment is already completed and cannot be cancelled.");
  });

  it("doctors and admins cancel; admins complete; the actor is recorded", async () => {
    const a = await createAppointment({ patientId: patient.id, doctorId: doc.doctor.id, startsAt: nextSlot().startsAt });
    expect((await call(cancel, { token: t.doc, params: { appointmentId: a.id } })).status).toBe(200);
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id: a.id } })).cancelledById).toBe(doc.user.id);
    const b = await createAppointment({ patientId: patient.id, doctorId: doc.doctor.id, startsAt: nextSlot().startsAt });
    expect((await call(cancel, { token: t.admin, params: { appointmentId: b.id } })).status).toBe(200);
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id: b.id } })).cancelledById).toBe(admin.id);
    const c = await createAppointment({ patientId: patient.id, doctorId: doc.doctor.id, startsAt: pastInstant() });
    expect((await call(complete, { token: t.admin, params: { appointmentId: c.id } })).status).toBe(200);
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id: c.id } })).completedById).toBe(admin.id);
  });

  it("a confirmed appointment is open too", async () => {
    const a = await createAppointment({ patientId: patient.id, doctorId: doc.doctor.id, startsAt: pastInstant(), status: "confirmed" });
    expect((await call(complete, { token: t.doc, params: { appointmentId: a.id } })).status).toBe(200);
  });

  it("completion waits for the appointment's clinic day", async () => {
    const future = await createAppointment({ patientId: patient.id, doctorId: doc.doctor.id, startsAt: nextSlot().startsAt });
    expectFailure(await call(complete, { token: t.doc, params: { appointmentId: future.id } }), 409, "An appointment can be completed on its day or later, not before.");
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id: future.id } })).status).toBe("pending");
    // Later today counts as "its day".
    const tonight = await createAppointment({ patientId: other.id, doctorId: doc2.doctor.id, startsAt: instantAt(today(), 20 * 60 + 30, tz()) });
    expect((await call(complete, { token: t.doc2, params: { appointmentId: tonight.id } })).status).toBe(200);
    // Pinned: 23:59 the evening before is too early, 00:00 of the day is fine (clinic zone, not UTC).
    const date = dayFromToday(AD_HOC_DAY);
    const a = await createAppointment({ patientId: other.id, doctorId: doc2.doctor.id, startsAt: instantAt(date, 11 * 60, tz()) });
    const actor = await actorOf(doc2.user.id);
    await expect(completeAppointment(actor, a.id, instantAt(dayFromToday(AD_HOC_DAY - 1), 23 * 60 + 59, tz()))).rejects.toMatchObject({ status: 409 });
    expect((await completeAppointment(actor, a.id, instantAt(date, 0, tz()))).status).toBe("completed");
  });

  it("answers 404 for unknown and 400 for malformed ids, writing nothing", async () => {
    const before = await snapshot();
    for (const route of [cancel, complete]) {
      expectFailure(await call(route, { token: t.admin, params: { appointmentId: "cnosuchappointment" } }), 404, "Appointment not found");
      expectFailure(await call(route, { token: t.admin, params: { appointmentId: "drop table;" } }), 400, "That id is not valid");
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe("appointment lists", () => {
  it("GET /api/appointment/user/{userId}: the patient's own, soonest first, paged", async () => {
    const p = await createUser();
    const token = await tokenFor(p.id);
    const starts = [nextSlot(), nextSlot(), nextSlot()];
    for (const s of [starts[2], starts[0], starts[1]]) await createAppointment({ patientId: p.id, doctorId: doc2.doctor.id, startsAt: s.startsAt });
    const r = await call(byUser, { token, params: { userId: p.id } });
    expect(r.status).toBe(200);
    const list = z.array(appointmentShape).parse(r.body.appointments);
    expect(list.map((a) => a.startsAt)).toEqual(starts.map((s) => s.startsAt.toISOString()));
    expect(r.body.nextCursor).toBeNull();
    const page1 = await call(byUser, { token, params: { userId: p.id }, url: "/x?limit=2" });
    expect(page1.body.appointments).toHaveLength(2);
    const page2 = await call(byUser, { token, params: { userId: p.id }, url: `/x?limit=2&cursor=${page1.body.nextCursor}` });
    expect(page2.body.appointments.map((a: { _id: string }) => a._id)).toEqual([list[2]._id]);
    expect(page2.body.nextCursor).toBeNull();
    // Admins read anyone's; unknown users are 404 for them.
    expect((await call(byUser, { token: t.admin, params: { userId: p.id } })).body.appointments).toHaveLength(3);
    expectFailure(await call(byUser, { token: t.admin, params: { userId: "cnosuchuser" } }), 404, "User not found");
    expectFailure(await call(byUser, { token: t.admin, params: { userId: "bad id" } }), 400);
    expectFailure(await call(byUser, { token: t.admin, params: { userId: p.id }, url: "/x?limit=-1" }), 400);
  });

  it("GET /api/appointment/doctor/{doctorId}?date= filters to that clinic day", async () => {
    const d = await createDoctor();
    const token = await tokenFor(d.user.id);
    const day = dayFromToday(4);
    // 00:30 and 23:30 clinic time: UTC dates differ from clinic dates in Berlin.
    await createAppointment({ patientId: patient.id, doctorId: d.doctor.id, startsAt: instantAt(day, 30, tz()) });
    await createAppointment({ patientId: other.id, doctorId: d.doctor.id, startsAt: instantAt(day, 23 * 60 + 30, tz()) });
    await createAppointment({ patientId: other.id, doctorId: d.doctor.id, startsAt: instantAt(dayFromToday(5), 9 * 60 + 5, tz()) });
    const all = await call(byDoctor, { token, params: { doctorId: d.doctor.id } });
    expect(all.status).toBe(200);
    expect(z.array(appointmentShape).parse(all.body.appointments)).toHaveLength(3);
    const oneDay = await call(byDoctor, { token, params: { doctorId: d.doctor.id }, url: `/x?date=${day}` });
    expect(oneDay.body.appointments.map((a: { time: string; date: string }) => [a.date, a.time])).toEqual([
      [day, "12:30 AM"],
      [day, "11:30 PM"],
    ]);
    expect((await call(byDoctor, { token, params: { doctorId: d.doctor.id }, url: `/x?date=${dayFromToday(6)}` })).body.appointments).toEqual([]);
    expectFailure(await call(byDoctor, { token, params: { doctorId: d.doctor.id }, url: "/x?date=2026-02-30" }), 400, "Dates must be given as YYYY-MM-DD");
    expectFailure(await call(byDoctor, { token, params: { doctorId: d.doctor.id }, url: "/x?date=tomorrow" }), 400);
    expectFailure(await call(byDoctor, { token: t.admin, params: { doctorId: "cnosuchdoctor" } }), 404, "Doctor not found");
    expectFailure(await call(byDoctor, { token: t.admin, params: { doctorId: "%%%" } }), 400);
  });
});
