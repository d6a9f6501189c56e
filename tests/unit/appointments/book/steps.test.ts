// The booking pipeline's steps that decide without the database (lib/appointments/book/): who
// may book for whom in the cases that need no lookup, the columns a visit type gives, the
// overlap message named by the constraint, and whose bookings are limited. The steps that read
// or write rows are tested against PostgreSQL in tests/integration/appointments/book/.
import { describe, expect, it } from "vitest";
import { assertMayBookFor, DOCTORS_CANNOT_BOOK } from "@/lib/appointments/book/who-books";
import { visitColumns } from "@/lib/appointments/book/visit-type";
import { overlapMessage, PATIENT_BUSY, SLOT_TAKEN } from "@/lib/appointments/book/slot-check";
import { isLimited, openLimitPerDoctor, openLimitTotal } from "@/lib/appointments/book/limits";
import type { Actor } from "@/lib/accounts/users";
import type { VisitType } from "@/lib/visit-types/catalog";

const actor = (role: Actor["role"], id = `${role}-1`): Actor => ({ id, role, name: role, email: `${role}@example.test`, image: "", tokenVersion: 0 });

describe("who-books", () => {
  it("refuses doctors, for themselves and for anyone", async () => {
    await expect(assertMayBookFor(actor("doctor"), "doctor-1")).rejects.toMatchObject({ status: 403, message: DOCTORS_CANNOT_BOOK });
    await expect(assertMayBookFor(actor("doctor"), "someone")).rejects.toMatchObject({ status: 403 });
  });

  it("lets a patient book for themselves", async () => {
    await expect(assertMayBookFor(actor("patient"), "patient-1")).resolves.toBeUndefined();
  });

  it("never lets the admin or the front desk book for their own account", async () => {
    await expect(assertMayBookFor(actor("admin"), "admin-1")).rejects.toMatchObject({ status: 400, message: expect.stringContaining("Admins book on behalf of a patient") });
    await expect(assertMayBookFor(actor("receptionist"), "receptionist-1")).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("The front desk books on behalf of a patient"),
    });
  });
});

describe("visit-type: the columns of a visit", () => {
  const type = (over: Partial<VisitType>) => ({ id: "consultation", durationMinutes: 30, bufferMinutes: 10, price: null, mode: "in_person", ...over }) as VisitType;
  const startsAt = new Date("2030-01-07T09:00:00Z");

  it("ends after the type's length, keeps its buffer and takes the doctor's fee when the type has no price", () => {
    expect(visitColumns(type({}), startsAt, { id: "d", fees: 50, videoUrl: null })).toMatchObject({
      startsAt,
      endsAt: new Date("2030-01-07T09:30:00Z"),
      bufferMinutes: 10,
      visitTypeId: "consultation",
      videoUrl: null,
      amount: 50,
    });
  });

  it("takes the type's own price, and a meeting link only for a video visit", () => {
    const inPerson = visitColumns(type({ price: 80 }), startsAt, { id: "d", fees: 50, videoUrl: "https://meet.example.test/dr" });
    expect(inPerson).toMatchObject({ amount: 80, videoUrl: null });
    const video = visitColumns(type({ mode: "video", durationMinutes: 20 }), startsAt, { id: "d", fees: 50, videoUrl: "https://meet.example.test/dr" });
    expect(video.videoUrl).toBeTruthy();
    expect(video.endsAt).toEqual(new Date("2030-01-07T09:20:00Z"));
  });
});

describe("slot-check: the message of an overlap the database refused", () => {
  const visit = { durationMinutes: 30, bufferMinutes: 0 };
  it("says the slot is taken when the doctor's constraint refused it", async () => {
    const err = Object.assign(new Error("conflicting key value violates exclusion constraint"), { meta: { constraint: "appointments_no_doctor_overlap" } });
    expect(await overlapMessage(err, "d", new Date(), visit)).toBe(SLOT_TAKEN);
  });

  it("says the patient is busy when the patient's constraint refused it", async () => {
    const err = new Error('violates exclusion constraint "appointments_no_patient_overlap"');
    expect(await overlapMessage(err, "d", new Date(), visit)).toBe(PATIENT_BUSY);
  });
});

describe("limits", () => {
  it("limits patients and the front desk, not the admin", () => {
    expect(isLimited({ role: "patient" })).toBe(true);
    expect(isLimited({ role: "receptionist" })).toBe(true);
    expect(isLimited({ role: "admin" })).toBe(false);
  });

  it("counts the open appointments in words", () => {
    expect(openLimitPerDoctor(1)).toBe("You already have 1 upcoming appointment with this doctor. Please cancel one or call the clinic to book more.");
    expect(openLimitTotal(3)).toBe("You already have 3 upcoming appointments. Please cancel one or call the clinic to book more.");
  });
});
