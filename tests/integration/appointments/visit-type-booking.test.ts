// Issue 24 "Done when", at the REST edge: an admin's 60-minute first visit at $150 and 15-minute
// video follow-up on a 15-minute interval; a patient books the first visit at 10:00, and nobody
// (another patient, an admin, a SPEC client, two racing requests, a move) books that doctor
// between 10:00 and 11:00. The slots API, the SPEC client's slots_booked and the booking check agree.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as book } from "@/app/api/appointment/book-appointment/route";
import { POST as reschedule } from "@/app/api/appointment/reschedule-appointment/[appointmentId]/route";
import { GET as slotsOf } from "@/app/api/doctor/[id]/slots/route";
import { GET as doctorOf } from "@/app/api/doctor/[id]/route";
import { prisma } from "@/lib/db";
import { formatSlotTime, instantAt } from "@/lib/clinic-time";
import { appointmentShape } from "@/lib/appointments/shapes";
import { visitTypesChanged } from "@/lib/platform/cache-tags";
import { call } from "@/tests/helpers/http";
import { createDoctor, createUser, dayFromToday, setOpenLimits, tokenFor, tz } from "@/tests/helpers/factories";

const SLOT_TAKEN = "Sorry, this slot was just booked by someone else. Please pick another time.";

let doctor: Awaited<ReturnType<typeof createDoctor>>;
let other: Awaited<ReturnType<typeof createDoctor>>;
let firstVisit: string;
let followUp: string;
let tokens: { alex: string; maya: string; admin: string };
/** A new patient's token: each patient's own changes are rate-limited per minute, so tests spread them. */
const newPatientToken = async () => tokenFor((await createUser()).id);
let ids: { alex: string; maya: string };
let dayIndex = 1;
/** A fresh bookable day per test, so tests never meet each other's bookings. */
const freshDay = () => dayFromToday(dayIndex++);
const clock = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

beforeAll(async () => {
  await setOpenLimits(100, 100);
  await prisma.clinicSettings.update({ where: { id: 1 }, data: { slotIntervalMinutes: 15 } });
  doctor = await createDoctor({ fees: 80 });
  other = await createDoctor({ fees: 60 });
  firstVisit = (
    await prisma.visitType.create({
      data: { name: "New patient visit", durationMinutes: 60, price: 150, position: 1, allDoctors: false, doctors: { create: [{ doctorId: doctor.doctor.id }] } },
    })
  ).id;
  followUp = (await prisma.visitType.create({ data: { name: "Follow-up", durationMinutes: 15, price: null, mode: "video", position: 2 } })).id;
  visitTypesChanged();
  const [alex, maya, admin] = [await createUser(), await createUser(), await createUser({ role: "admin" })];
  ids = { alex: alex.id, maya: maya.id };
  tokens = { alex: await tokenFor(alex.id), maya: await tokenFor(maya.id), admin: await tokenFor(admin.id) };
});

const bookAs = (token: string, json: Record<string, unknown>) => call(book, { token, json: { doctorId: doctor.doctor.id, ...json } });
const freeStarts = async (date: string, visitType?: string) => {
  const r = await call(slotsOf, { params: { id: doctor.doctor.id }, url: `/api/doctor/x/slots${visitType ? `?visitType=${visitType}` : ""}` });
  expect(r.status).toBe(200);
  return (r.body.slots as { date: string; slots: { time: string }[] }[]).find((d) => d.date === date)?.slots.map((s) => s.time) ?? [];
};

describe("booking a visit type", () => {
  it("the first visit at 10:00 lasts an hour at its price; nobody can book that doctor between 10:00 and 11:00", async () => {
    const date = freshDay();
    const r = await bookAs(tokens.alex, { date, time: "10:00 AM", visitTypeId: firstVisit, reason: "First visit" });
    expect(r.status).toBe(201);
    const appointment = appointmentShape.parse(r.body.appointment);
    expect(appointment).toMatchObject({
      time: "10:00 AM",
      endTime: "11:00 AM",
      amount: 150,
      visitType: { _id: firstVisit, name: "New patient visit", durationMinutes: 60, mode: "in_person" },
    });
    expect(appointment.videoUrl).toBeUndefined();

    // Any type, any start that overlaps 10:00-11:00, whoever asks: a 409.
    for (const [token, json] of [
      [tokens.maya, { time: "10:00 AM" }],
      [tokens.maya, { time: "10:30 AM" }],
      [tokens.maya, { time: "10:45 AM", visitTypeId: followUp }],
      [tokens.admin, { time: "10:45 AM", visitTypeId: firstVisit, userId: ids.maya }],
      [tokens.admin, { time: "10:15 AM", userId: ids.maya }],
    ] as const) {
      const refused = await bookAs(token, { date, ...json });
      expect(refused.status, JSON.stringify(json)).toBe(409);
      expect(refused.body.message).toBe(SLOT_TAKEN);
    }
    // Right after it is free.
    expect((await bookAs(tokens.maya, { date, time: "11:00 AM", visitTypeId: followUp })).status).toBe(201);

    // The picker and the slots API stop offering every overlapping start, for every type.
    for (const type of [undefined, firstVisit, followUp]) {
      const starts = await freeStarts(date, type);
      for (const t of ["10:00 AM", "10:15 AM", "10:30 AM", "10:45 AM", "11:00 AM"]) expect(starts, `${type ?? "default"} ${t}`).not.toContain(t);
      expect(starts, `${type ?? "default"}`).toContain("11:15 AM");
    }

    // A client written against SPEC.md sees 10:00 and 10:30 in slots_booked.
    const spec = await call(doctorOf, { params: { id: doctor.doctor.id } });
    expect(spec.body.doctor.slots_booked[date]).toEqual(expect.arrayContaining(["10:00 AM", "10:30 AM"]));
  });

  it("a SPEC client (no visitTypeId) books the doctor's default type: SPEC's 30-minute consultation at the fee", async () => {
    const date = freshDay();
    const r = await bookAs(tokens.alex, { date, time: "02:00 PM" });
    expect(r.status).toBe(201);
    expect(r.body.appointment).toMatchObject({ amount: 80, endTime: "02:30 PM", visitType: { _id: "consultation", durationMinutes: 30 } });
  });

  it("refuses a type the doctor does not offer, an unknown type, and a visit that runs past the hours, with a clear 400", async () => {
    const date = dayFromToday(dayIndex - 1); // the previous test's day: it booked 02:00 PM only
    const notOffered = await call(book, { token: tokens.alex, json: { doctorId: other.doctor.id, date, time: "10:00 AM", visitTypeId: firstVisit } });
    expect(notOffered.status).toBe(400);
    expect(notOffered.body.message).toBe("This doctor does not offer that visit type. Please pick another one.");
    expect((await bookAs(tokens.alex, { date, time: "10:00 AM", visitTypeId: "nope" })).status).toBe(400);
    const late = await bookAs(tokens.alex, { date, time: "08:15 PM", visitTypeId: firstVisit });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe("60-minute visits start every 15 minutes from 10:00 AM to 08:00 PM.");
    const slots = await call(slotsOf, { params: { id: other.doctor.id }, url: `/api/doctor/x/slots?visitType=${firstVisit}` });
    expect(slots.status).toBe(400);
    expect(await prisma.appointment.count({ where: { patientId: ids.alex, startsAt: { gte: instantAt(date, 0, tz()), lt: instantAt(date, 14 * 60, tz()) } } })).toBe(0);
  });

  it("two requests racing for overlapping visits of different lengths: exactly one 201 and one 409", async () => {
    const date = freshDay();
    for (let round = 0; round < 6; round++) {
      // 60 minutes from the round's start against 30 minutes from half an hour in; rounds 90 minutes apart.
      const start = clock("10:00") + round * 90;
      // Two new patients each round: a patient's own changes are rate-limited per minute.
      const [p1, p2] = [await createUser(), await createUser()];
      const [t1, t2] = [await tokenFor(p1.id), await tokenFor(p2.id)];
      const [a, b] = await Promise.all([
        bookAs(t1, { date, time: formatSlotTime(start), visitTypeId: firstVisit }),
        bookAs(t2, { date, time: formatSlotTime(start + 30) }),
      ]);
      expect([a.status, b.status].sort()).toEqual([201, 409]);
      expect([a, b].find((r) => r.status === 409)!.body.message).toBe(SLOT_TAKEN);
    }
  });

  it("a move keeps the type and its length, and cannot land on another visit's time", async () => {
    const date = freshDay();
    const blocker = await bookAs(await newPatientToken(), { date, time: "03:00 PM" });
    expect(blocker.status).toBe(201);
    const me = await newPatientToken();
    const mine = await bookAs(me, { date, time: "01:00 PM", visitTypeId: firstVisit });
    expect(mine.status).toBe(201);
    const id = mine.body.appointment._id;
    // 02:15-03:15 would overlap 03:00.
    const refused = await call(reschedule, { token: me, params: { appointmentId: id }, json: { date, time: "02:15 PM" } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(SLOT_TAKEN);
    // Half an hour later overlaps its own old time only: allowed.
    const moved = await call(reschedule, { token: me, params: { appointmentId: id }, json: { date, time: "01:30 PM" } });
    expect(moved.status).toBe(200);
    expect(moved.body.appointment).toMatchObject({ time: "01:30 PM", endTime: "02:30 PM", amount: 150, visitType: { _id: firstVisit, durationMinutes: 60 } });
  });
});

describe("video visits", () => {
  it("get their own unguessable meeting link, shown to the patient", async () => {
    const date = freshDay();
    const [a, b] = [
      await bookAs(await newPatientToken(), { date, time: "10:00 AM", visitTypeId: followUp }),
      await bookAs(await newPatientToken(), { date, time: "10:15 AM", visitTypeId: followUp }),
    ];
    expect(a.status).toBe(201);
    expect(a.body.appointment).toMatchObject({ amount: 80, endTime: "10:15 AM", visitType: { mode: "video", durationMinutes: 15 } });
    const url: string = a.body.appointment.videoUrl;
    expect(url).toMatch(/^https:\/\/meet\.jit\.si\/CareSlot-[A-Za-z0-9_-]{27,}$/);
    // At least 128 random bits: base64url carries 6 bits a character.
    expect(url.split("CareSlot-")[1].length * 6).toBeGreaterThanOrEqual(128);
    expect(b.body.appointment.videoUrl).not.toBe(url);
  });

  it("use VIDEO_MEETING_BASE_URL, or the doctor's own room when the clinic set one", async () => {
    const date = dayFromToday(dayIndex - 1); // the previous test's day, later times
    vi.stubEnv("VIDEO_MEETING_BASE_URL", "https://video.clinic.example/rooms");
    try {
      const r = await bookAs(await newPatientToken(), { date, time: "11:00 AM", visitTypeId: followUp });
      expect(r.body.appointment.videoUrl).toMatch(/^https:\/\/video\.clinic\.example\/rooms\/CareSlot-/);
    } finally {
      vi.unstubAllEnvs();
    }
    await prisma.doctor.update({ where: { id: doctor.doctor.id }, data: { videoUrl: "https://meet.jit.si/dr-own-room" } });
    try {
      const r = await bookAs(await newPatientToken(), { date, time: "11:30 AM", visitTypeId: followUp });
      expect(r.body.appointment.videoUrl).toBe("https://meet.jit.si/dr-own-room");
    } finally {
      await prisma.doctor.update({ where: { id: doctor.doctor.id }, data: { videoUrl: null } });
    }
  });
});
