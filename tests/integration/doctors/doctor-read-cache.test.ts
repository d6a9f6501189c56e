// The public doctor reads answer from the read cache (lib/platform/read-cache.ts)
// with ETag, 304 and Cache-Control, and every write that changes what they
// show drops them at once (lib/platform/cache-tags.ts), so a booking made through the
// API is visible in the very next read. The cache's lifetime is set to a
// minute here: anything fresh below is fresh because of the invalidation, not
// because an entry ran out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listRoute } from "@/app/api/doctor/route";
import { GET as oneRoute } from "@/app/api/doctor/[id]/route";
import { GET as slotsRoute } from "@/app/api/doctor/[id]/slots/route";
import { POST as book } from "@/app/api/appointment/book-appointment/route";
import { POST as cancel } from "@/app/api/appointment/cancel-appointment/[appointmentId]/route";
import { POST as reschedule } from "@/app/api/appointment/reschedule-appointment/[appointmentId]/route";
import { PUT as changeAvailability } from "@/app/api/admin/change-availability/route";
import { PUT as putSettings } from "@/app/api/admin/settings/route";
import { DELETE as removeDoctor } from "@/app/api/admin/doctor/[id]/route";
import { PUT as putSchedule } from "@/app/api/doctor/schedule/route";
import { POST as addTimeOff } from "@/app/api/doctor/time-off/route";
import { DELETE as removeTimeOff } from "@/app/api/doctor/time-off/[id]/route";
import { PUT as updateProfile } from "@/app/api/doctor/update-profile/route";
import { getDoctorSlots, listDoctors } from "@/lib/doctors/queries";
import { PUBLIC_READ_CACHE_CONTROL } from "@/lib/http/cache-headers";
import { call, formOf } from "@/tests/helpers/http";
import { createAppointment, createDoctor, createUser, dayFromToday, nextSlot, setOpenLimits, tokenFor } from "@/tests/helpers/factories";

type Made = Awaited<ReturnType<typeof createDoctor>>;
let doc: Made;
let docToken: string;
let patientToken: string;
let adminToken: string;

const readOne = () => call(oneRoute, { url: `/api/doctor/${doc.doctor.id}`, params: { id: doc.doctor.id } });
const readList = () => call(listRoute, { url: "/api/doctor" });
const listed = async () => (await readList()).body.doctors.find((d: { _id: string }) => d._id === doc.doctor.id);
const bookedOn = (body: { doctor: { slots_booked: Record<string, string[]> } }, date: string) => body.doctor.slots_booked[date] ?? [];

const previousTtl = process.env.READ_CACHE_TTL_MS;
beforeAll(async () => {
  process.env.READ_CACHE_TTL_MS = "60000";
  doc = await createDoctor({ name: "Dr. Cache Keeper", speciality: "Dermatologist" });
  docToken = await tokenFor(doc.user.id);
  patientToken = await tokenFor((await createUser({ name: "Pat Cache" })).id);
  adminToken = await tokenFor((await createUser({ role: "admin" })).id);
  await setOpenLimits(100, 100);
});
afterAll(() => {
  if (previousTtl === undefined) delete process.env.READ_CACHE_TTL_MS;
  else process.env.READ_CACHE_TTL_MS = previousTtl;
});

describe("GET /api/doctor and /api/doctor/{id}: validators and caching headers", () => {
  for (const [name, read] of [
    ["GET /api/doctor/{id}", () => readOne()],
    ["GET /api/doctor", () => readList()],
  ] as const) {
    it(`${name} sends a strong ETag and Cache-Control, and 304 to a matching If-None-Match`, async () => {
      const first = await read();
      expect(first.status).toBe(200);
      const etag = first.headers.get("etag")!;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(first.headers.get("cache-control")).toBe(PUBLIC_READ_CACHE_CONTROL);
      expect(first.headers.get("content-type")).toBe("application/json");

      const url = name === "GET /api/doctor" ? "/api/doctor" : `/api/doctor/${doc.doctor.id}`;
      const handler = name === "GET /api/doctor" ? listRoute : oneRoute;
      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
        const again = await call(handler, { url, params: { id: doc.doctor.id }, headers: { "if-none-match": ifNoneMatch } });
        expect(again.status, ifNoneMatch).toBe(304);
        expect(again.body).toBe("");
        expect(again.headers.get("etag")).toBe(etag);
        expect(again.headers.get("cache-control")).toBe(PUBLIC_READ_CACHE_CONTROL);
      }
      const stale = await call(handler, { url, params: { id: doc.doctor.id }, headers: { "if-none-match": '"not-this-one"' } });
      expect(stale.status).toBe(200);
      expect(stale.body).toEqual(first.body);
    });
  }

  it("answers from the cache: a row written behind the domain's back is not read again until a write invalidates", async () => {
    const before = await readOne();
    const slot = nextSlot();
    // Straight into the table, as no part of the app ever writes: the cached answer stands.
    await createAppointment({ patientId: (await createUser()).id, doctorId: doc.doctor.id, startsAt: slot.startsAt });
    const cached = await readOne();
    expect(cached.headers.get("etag")).toBe(before.headers.get("etag"));
    expect(bookedOn(cached.body, slot.date)).not.toContain(slot.time);
  });

  it("keeps errors out of the cache: an unknown doctor is a 404 each time, without validators", async () => {
    for (let i = 0; i < 2; i++) {
      const r = await call(oneRoute, { url: "/api/doctor/cunknowndoctor", params: { id: "cunknowndoctor" } });
      expect(r.status).toBe(404);
      expect(r.headers.get("etag")).toBeNull();
    }
  });
});

describe("every write that changes a doctor read drops it at once", () => {
  it("a booking through the API: the slot is taken in the very next read of the profile, the listing, the slots and the pages' reads", async () => {
    // Fill every cache first.
    const oldOne = await readOne();
    await readList();
    const slot = nextSlot();
    expect((await call(slotsRoute, { params: { id: doc.doctor.id } })).body.slots.find((d: { date: string }) => d.date === slot.date).slots.map((s: { time: string }) => s.time)).toContain(slot.time);
    await listDoctors({ limit: 24 });

    const booked = await call(book, { token: patientToken, json: { doctorId: doc.doctor.id, date: slot.date, time: slot.time } });
    expect(booked.status).toBe(201);

    const one = await readOne();
    expect(bookedOn(one.body, slot.date)).toContain(slot.time);
    expect(one.headers.get("etag")).not.toBe(oldOne.headers.get("etag"));
    // The old validator no longer matches: the client gets the new bytes.
    const revalidated = await call(oneRoute, { url: `/api/doctor/${doc.doctor.id}`, params: { id: doc.doctor.id }, headers: { "if-none-match": oldOne.headers.get("etag")! } });
    expect(revalidated.status).toBe(200);
    expect((await listed()).slots_booked[slot.date]).toContain(slot.time);
    const free = (await call(slotsRoute, { params: { id: doc.doctor.id } })).body.slots.find((d: { date: string }) => d.date === slot.date);
    expect(free?.slots.map((s: { time: string }) => s.time) ?? []).not.toContain(slot.time);
    const page = await listDoctors({ limit: 24 });
    expect(page.items.find((d) => d._id === doc.doctor.id)!.slots_booked[slot.date]).toContain(slot.time);

    // A reschedule frees the old slot and takes the new one at once.
    const later = nextSlot();
    const moved = await call(reschedule, {
      token: patientToken,
      params: { appointmentId: booked.body.appointment._id },
      json: { date: later.date, time: later.time },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const afterMove = (await readOne()).body;
    expect(bookedOn(afterMove, slot.date)).not.toContain(slot.time);
    expect(bookedOn(afterMove, later.date)).toContain(later.time);

    // And a cancellation frees it again at once.
    const cancelled = await call(cancel, { token: patientToken, params: { appointmentId: booked.body.appointment._id } });
    expect(cancelled.status).toBe(200);
    expect(bookedOn((await readOne()).body, later.date)).not.toContain(later.time);
    expect((await listed()).slots_booked[later.date] ?? []).not.toContain(later.time);
  });

  it("availability, profile edit, weekly hours, time off and clinic settings", async () => {
    await readOne();
    await readList();
    const off = await call(changeAvailability, { method: "PUT", token: adminToken, json: { id: doc.doctor.id, available: false } });
    expect(off.status).toBe(200);
    expect((await readOne()).body.doctor.available).toBe(false);
    expect((await listed()).available).toBe(false);
    expect((await call(slotsRoute, { params: { id: doc.doctor.id } })).body.slots).toEqual([]);
    await call(changeAvailability, { method: "PUT", token: adminToken, json: { id: doc.doctor.id, available: true } });
    expect((await readOne()).body.doctor.available).toBe(true);

    const profile = formOf({ name: "Dr. Cache Renamed", phone: "+1 555 0199", address: "2 Side St", speciality: "Dermatologist", experience: "5 Years", fees: "70", degree: "MD", about: "Skin." });
    expect((await call(updateProfile, { method: "PUT", form: profile, token: docToken })).status).toBe(200);
    expect((await readOne()).body.doctor).toMatchObject({ name: "Dr. Cache Renamed", fees: 70 });
    expect((await listed()).name).toBe("Dr. Cache Renamed");

    // Hours: closed on every day, so every grid start of the window is in slots_booked.
    const day = dayFromToday(2);
    const closed = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [String(i), []]));
    expect((await call(putSchedule, { method: "PUT", token: docToken, json: { schedule: { weekly: closed } } })).status).toBe(200);
    expect(bookedOn((await readOne()).body, day).length).toBeGreaterThan(20);
    const open = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [String(i), [{ start: "10:00", end: "21:00" }]]));
    expect((await call(putSchedule, { method: "PUT", token: docToken, json: { schedule: { weekly: open } } })).status).toBe(200);
    const reopened = bookedOn((await readOne()).body, day).length;
    expect(reopened).toBeLessThan(20);

    const added = await call(addTimeOff, { token: docToken, json: { from: day, to: day, reason: "Away" } });
    expect(added.status).toBe(201);
    expect(bookedOn((await readOne()).body, day).length).toBeGreaterThan(reopened);
    expect((await listed()).slots_booked[day].length).toBeGreaterThan(reopened);
    expect((await call(removeTimeOff, { method: "DELETE", token: docToken, params: { id: added.body.timeOff._id } })).status).toBe(200);
    expect(bookedOn((await readOne()).body, day)).toHaveLength(reopened);

    // The policy shapes every doctor's slots: a one-day horizon leaves nothing bookable past tomorrow.
    const far = dayFromToday(5);
    expect((await getDoctorSlots(doc.doctor.id)).map((d) => d.date)).toContain(far);
    expect((await call(putSettings, { method: "PUT", token: adminToken, json: { bookingHorizonDays: 1 } })).status).toBe(200);
    expect((await getDoctorSlots(doc.doctor.id)).map((d) => d.date)).not.toContain(far);
    expect((await call(putSettings, { method: "PUT", token: adminToken, json: { bookingHorizonDays: 7 } })).status).toBe(200);
    expect((await getDoctorSlots(doc.doctor.id)).map((d) => d.date)).toContain(far);
  });

  it("archiving: the doctor is gone from the listing and the profile is a 404 at once", async () => {
    expect((await readOne()).status).toBe(200);
    expect(await listed()).toBeDefined();
    const r = await call(removeDoctor, { method: "DELETE", token: adminToken, params: { id: doc.doctor.id } });
    expect(r.status).toBe(200);
    expect((await readOne()).status).toBe(404);
    expect(await listed()).toBeUndefined();
  });
});
