// A client that retries a booking (timeout, crash, flaky network) with the
// same Idempotency-Key gets the appointment it already made: never a second
// booking, never a confusing "slot taken" for its own slot.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { POST } from "@/app/api/appointment/book-appointment/route";
import { call, expectFailure } from "@/tests/helpers/http";
import { createDoctor, createUser, nextSlot, setOpenLimits, tokenFor } from "@/tests/helpers/factories";

let token: string;
let patientId: string;
let doctorId: string;
let otherDoctorId: string;

beforeAll(async () => {
  // One patient books many slots here; the limit on open appointments has its own tests (booking-limits).
  await setOpenLimits(100, 100);
  const patient = await createUser();
  patientId = patient.id;
  token = await tokenFor(patient.id);
  doctorId = (await createDoctor()).doctor.id;
  otherDoctorId = (await createDoctor()).doctor.id;
});

const book = (body: object, key?: string) =>
  call(POST, { token, json: body, headers: key === undefined ? {} : { "idempotency-key": key } });

describe("Idempotency-Key on POST /api/appointment/book-appointment", () => {
  it("returns the same appointment for a repeated request, storing one row", async () => {
    const slot = nextSlot();
    const body = { doctorId, date: slot.date, time: slot.time };
    const first = await book(body, "key-repeat-1");
    const again = await book(body, "key-repeat-1");
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.appointment._id).toBe(first.body.appointment._id);
    expect(await prisma.appointment.count({ where: { patientId, idempotencyKey: "key-repeat-1" } })).toBe(1);
  });

  it("accepts the 24-hour time format on the retry too", async () => {
    const slot = nextSlot();
    const first = await book({ doctorId, date: slot.date, time: slot.time }, "key-format");
    const h = slot.startsAt; // same instant written as HH:MM in the clinic zone
    const hhmm = new Intl.DateTimeFormat("en-GB", { timeZone: process.env.CLINIC_TIMEZONE, hour: "2-digit", minute: "2-digit" }).format(h);
    const again = await book({ doctorId, date: slot.date, time: hhmm }, "key-format");
    expect(again.body.appointment._id).toBe(first.body.appointment._id);
  });

  it("settles concurrent retries of one request into one booking", async () => {
    const slot = nextSlot();
    const body = { doctorId, date: slot.date, time: slot.time };
    const replies = await Promise.all(Array.from({ length: 8 }, () => book(body, "key-race")));
    expect(replies.every((r) => r.status === 201)).toBe(true);
    expect(new Set(replies.map((r) => r.body.appointment._id)).size).toBe(1);
    expect(await prisma.appointment.count({ where: { patientId, idempotencyKey: "key-race" } })).toBe(1);
  });

  it("refuses a key reused for a different booking (409), writing nothing", async () => {
    const slot = nextSlot();
    await book({ doctorId, date: slot.date, time: slot.time }, "key-reused");
    const other = nextSlot();
    const before = await prisma.appointment.count();
    expectFailure(await book({ doctorId: otherDoctorId, date: other.date, time: other.time }, "key-reused"), 409, /Idempotency-Key/);
    expect(await prisma.appointment.count()).toBe(before);
  });

  it("refuses malformed keys with a 400", async () => {
    const slot = nextSlot();
    expectFailure(await book({ doctorId, date: slot.date, time: slot.time }, "x".repeat(101)), 400, /Idempotency-Key/);
    expectFailure(await book({ doctorId, date: slot.date, time: slot.time }, "has space"), 400, /Idempotency-Key/);
  });

  it("without a key, a repeat is a conflict as before", async () => {
    const slot = nextSlot();
    const body = { doctorId, date: slot.date, time: slot.time };
    expect((await book(body)).status).toBe(201);
    expectFailure(await book(body), 409);
  });
});
