// The desk's day reads its doctors (names, hours, whether they take bookings) through the read
// cache (lib/platform/read-cache.ts, issue 43) and the day's visits afresh: every write that
// changes a column drops the cached doctors at once, through the routes that make it. The cache's
// lifetime is a minute here: anything fresh below is fresh because of the invalidation or
// because it is not cached, not because an entry ran out.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PUT as changeAvailability } from "@/app/api/admin/change-availability/route";
import { DELETE as removeDoctor } from "@/app/api/admin/doctor/[id]/route";
import { PUT as putSchedule } from "@/app/api/doctor/schedule/route";
import { PUT as updateProfile } from "@/app/api/doctor/update-profile/route";
import { findActor, type Actor } from "@/lib/accounts/users";
import { deskDay } from "@/lib/desk/day-board";
import { call, formOf } from "@/tests/helpers/http";
import { createAppointment, createDoctor, createUser, nextSlot, tokenFor } from "@/tests/helpers/factories";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

// A speciality no other doctor of this file has: the board below shows this doctor alone.
const SPECIALITY = "Neurologist";
type Made = Awaited<ReturnType<typeof createDoctor>>;
let doc: Made;
let docToken: string;
let adminToken: string;
let desk: Actor;
let patientId: string;
let slot: ReturnType<typeof nextSlot>;

const column = async () => (await deskDay(desk, slot.date, { speciality: SPECIALITY })).doctors.find((d) => d._id === doc.doctor.id);

const previousTtl = process.env.READ_CACHE_TTL_MS;
beforeAll(async () => {
  process.env.READ_CACHE_TTL_MS = "60000";
  doc = await createDoctor({ name: "Dr. Desk Cached", speciality: SPECIALITY });
  docToken = await tokenFor(doc.user.id);
  adminToken = await tokenFor((await createUser({ role: "admin" })).id);
  desk = (await findActor((await createUser({ role: "receptionist" })).id, 0))!;
  patientId = (await createUser({ role: "patient" })).id;
  slot = nextSlot();
});
afterAll(() => {
  if (previousTtl === undefined) delete process.env.READ_CACHE_TTL_MS;
  else process.env.READ_CACHE_TTL_MS = previousTtl;
});

describe("the desk's day with the read cache on", () => {
  it("shows a visit booked after the board was read at once (the day's visits are not cached)", async () => {
    const before = await deskDay(desk, slot.date, { speciality: SPECIALITY });
    expect((await column())!.appointments).toEqual([]);
    await createAppointment({ patientId, doctorId: doc.doctor.id, startsAt: slot.startsAt });
    const after = await deskDay(desk, slot.date, { speciality: SPECIALITY });
    expect(after.visits).toBe(before.visits + 1);
    expect((await column())!.appointments).toHaveLength(1);
  });

  it("shows a new name, new hours, a closed booking and an archived doctor at once", async () => {
    expect((await column())!.name).toBe("Dr. Desk Cached");
    const profile = formOf({ name: "Dr. Desk Renamed", phone: "+1 555 0142", address: "3 Side St", speciality: SPECIALITY, experience: "5 Years", fees: "70", degree: "MD", about: "Nerves." });
    expect((await call(updateProfile, { method: "PUT", form: profile, token: docToken })).status).toBe(200);
    expect((await column())!.name).toBe("Dr. Desk Renamed");

    const hours = [{ start: "07:00", end: "21:00" }];
    const weekly = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [String(i), hours]));
    expect((await call(putSchedule, { method: "PUT", token: docToken, json: { schedule: { weekly } } })).status).toBe(200);
    expect((await column())!.hours).toEqual(hours);

    expect((await column())!.freeStarts.length).toBeGreaterThan(0);
    expect((await call(changeAvailability, { method: "PUT", token: adminToken, json: { id: doc.doctor.id, available: false } })).status).toBe(200);
    expect((await column())!.freeStarts).toEqual([]);

    expect((await call(removeDoctor, { method: "DELETE", token: adminToken, params: { id: doc.doctor.id } })).status).toBe(200);
    expect(await column()).toBeUndefined();
  });
});
