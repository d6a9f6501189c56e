// The booking pipeline's steps that read or write rows (lib/appointments/book/), each on its own
// against the real PostgreSQL: who may book for whom (a guardian and their dependent), the
// idempotency replay, the doctor and visit type, the patient's limits, the slot check and the
// insert with its emails. The whole pipeline is tested through its callers (the REST route, the
// actions, the desk, walk-ins, waitlist claims) in the other integration tests.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { instantAt } from "@/lib/clinic-time";
import type { Actor } from "@/lib/accounts/users";
import { activeVisitTypes, pickVisitType } from "@/lib/visit-types/catalog";
import { assertMayBookFor } from "@/lib/appointments/book/who-books";
import { BOOK_FOR_YOURSELF } from "@/lib/appointments/booking-for";
import { KEY_REUSED, replayed } from "@/lib/appointments/book/idempotency";
import { DOCTOR_IS_PATIENT, DOCTOR_UNAVAILABLE, doctorAndType } from "@/lib/appointments/book/visit-type";
import { assertWithinOpenLimit, openLimitPerDoctor } from "@/lib/appointments/book/limits";
import { checkedStart } from "@/lib/appointments/book/slot-check";
import { createBooking } from "@/lib/appointments/book/create";
import { createAppointment, createDoctor, createUser, nextSlot, setOpenLimits, specVisit, tz } from "@/tests/helpers/factories";

const asActor = (u: { id: string; role: Actor["role"]; name: string; email: string | null }): Actor => ({
  id: u.id,
  role: u.role,
  name: u.name,
  email: u.email ?? "",
  image: "",
  tokenVersion: 0,
});

let patient: Actor;
let doctorId: string;

beforeAll(async () => {
  patient = asActor(await createUser());
  doctorId = (await createDoctor()).doctor.id;
});

describe("who-books", () => {
  it("lets a guardian book for their dependent, and no patient for a stranger", async () => {
    const dependent = await prisma.user.create({ data: { name: "Little One", role: "patient", guardianId: patient.id } });
    await expect(assertMayBookFor(patient, dependent.id)).resolves.toBeUndefined();
    const stranger = await createUser();
    await expect(assertMayBookFor(patient, stranger.id)).rejects.toMatchObject({ status: 403, message: BOOK_FOR_YOURSELF });
  });

  it("finds the patient booked for: a patient, not a doctor or nobody", async () => {
    const admin = asActor(await createUser({ role: "admin" }));
    const doctorUser = await createUser({ role: "doctor" });
    await expect(assertMayBookFor(admin, patient.id)).resolves.toBeUndefined();
    await expect(assertMayBookFor(admin, doctorUser.id)).rejects.toMatchObject({ status: 404, message: "Patient not found" });
    await expect(assertMayBookFor(admin, "no-such-user")).rejects.toMatchObject({ status: 404 });
  });
});

describe("visit-type: the doctor and the type", () => {
  it("gives the doctor's default type when none is named", async () => {
    const { doctor, type } = await doctorAndType(doctorId, patient.id);
    expect(doctor.id).toBe(doctorId);
    expect(type.id).toBe(pickVisitType(await activeVisitTypes(), doctorId).id);
  });

  it("refuses an archived, a closed doctor and the doctor as their own patient", async () => {
    const archived = await createDoctor({ archived: true });
    await expect(doctorAndType(archived.doctor.id, patient.id)).rejects.toMatchObject({ status: 404 });
    const closed = await createDoctor({ available: false });
    await expect(doctorAndType(closed.doctor.id, patient.id)).rejects.toMatchObject({ status: 409, message: DOCTOR_UNAVAILABLE });
    const self = await createDoctor();
    await expect(doctorAndType(self.doctor.id, self.user.id)).rejects.toMatchObject({ status: 400, message: DOCTOR_IS_PATIENT });
  });
});

describe("idempotency", () => {
  it("gives back the appointment of the same key and request, and refuses the key for another", async () => {
    const slot = nextSlot();
    const row = await prisma.appointment.create({
      data: { patientId: patient.id, doctorId, ...specVisit(slot.startsAt), amount: 50, idempotencyKey: "step-key" },
    });
    const input = { doctorId, date: slot.date, time: instantMinutes(slot.startsAt, slot.date), reason: "" };
    expect(await replayed(patient.id, undefined, input, tz())).toBeNull();
    expect(await replayed(patient.id, "other-key", input, tz())).toBeNull();
    expect((await replayed(patient.id, "step-key", input, tz()))?._id).toBe(row.id);
    await expect(replayed(patient.id, "step-key", { ...input, time: input.time + 60 }, tz())).rejects.toMatchObject({ status: 409, message: KEY_REUSED });
  });
});

describe("limits", () => {
  it("refuses the booking past the open appointments with one doctor", async () => {
    await setOpenLimits(1, 10);
    const someone = await createUser();
    await createAppointment({ patientId: someone.id, doctorId, startsAt: nextSlot().startsAt });
    await expect(prisma.$transaction((tx) => assertWithinOpenLimit(tx, someone.id, doctorId, new Date()))).rejects.toMatchObject({
      status: 409,
      message: openLimitPerDoctor(1),
    });
    await setOpenLimits(100, 100);
  });
});

describe("slot-check and create", () => {
  it("answers the start of a bookable slot and refuses one outside the doctor's hours", async () => {
    const { type } = await doctorAndType(doctorId, patient.id);
    const slot = nextSlot();
    const minutes = instantMinutes(slot.startsAt, slot.date);
    const start = await prisma.$transaction((tx) => checkedStart(tx, doctorId, { now: new Date(), tz: tz(), date: slot.date, minutes, type }));
    expect(start).toEqual(slot.startsAt);
    await expect(prisma.$transaction((tx) => checkedStart(tx, doctorId, { now: new Date(), tz: tz(), date: slot.date, minutes: 3 * 60, type }))).rejects.toMatchObject({
      status: 400,
    });
  });

  it("creates the visit with its emails in the caller's transaction, and a claim's write with it", async () => {
    const { doctor, type } = await doctorAndType(doctorId, patient.id);
    const slot = nextSlot();
    const claimed: string[] = [];
    const row = await prisma.$transaction((tx) =>
      createBooking(tx, patient, { patientId: patient.id, doctor, type, startsAt: slot.startsAt, reason: "Checkup" }, {
        now: new Date(),
        claim: { holdId: "none", inTransaction: async (_tx, id) => void claimed.push(id) },
      }),
    );
    expect(row).toMatchObject({ patientId: patient.id, doctorId, status: "pending", reason: "Checkup", bookedById: patient.id, bookedByRole: "patient" });
    expect(claimed).toEqual([row.id]);
    expect(await prisma.email.count({ where: { appointmentId: row.id } })).toBeGreaterThan(0);
  });
});

/** The clinic-local minutes of `at` on `date`. */
function instantMinutes(at: Date, date: string): number {
  return Math.round((at.getTime() - instantAt(date as Parameters<typeof instantAt>[0], 0, tz()).getTime()) / 60_000);
}
