// Issue 46 item 3: the private resources' mapping, field by field and status by status, and the
// reading of a FHIR Appointment (POST) and a JSON Patch (PATCH) into the domain's input.
import { describe, expect, it } from "vitest";
import { toFhirPatient, type PatientRow } from "@/lib/fhir/patient";
import { FHIR_APPOINTMENT_STATUS, APP_STATUSES_OF, toFhirAppointment, type FhirAppointmentRow, type AppointmentLinks } from "@/lib/fhir/appointment";
import { bookingFailure, bookingRequestOf, fhirAppointmentBody, type SlotResolver } from "@/lib/fhir/appointment-book";
import { cancelOfPatch, jsonPatchBody } from "@/lib/fhir/appointment-cancel";
import { FhirError } from "@/lib/fhir/outcome";
import { badRequest, conflict, forbidden, notFound, rateLimited } from "@/lib/errors";
import { PATIENT_BUSY, SLOT_TAKEN } from "@/lib/appointments/book/slot-check";
import { heldForWaitlist } from "@/lib/schedule/holds";
import { APPOINTMENT_STATUSES } from "@/lib/appointments/status";
import { expectValidR4 as validate } from "@/tests/helpers/fhir-validate";

// The typed resources (interfaces) as the plain objects the validator takes.
const expectValidR4 = (resource: object) => validate({ ...(resource as { resourceType: string }) });

const TZ = "Europe/Berlin";

const patientRow = (over: Partial<PatientRow> = {}): PatientRow => ({
  id: "pat1",
  name: "Ana María López",
  email: "ana@example.test",
  phone: "+49 30 1234567",
  dob: new Date("1990-05-17T00:00:00Z"),
  gender: "female",
  address: "Hauptstr. 1, Berlin",
  archivedAt: null,
  updatedAt: new Date("2026-11-01T10:00:00.123Z"),
  guardian: null,
  ...over,
});

describe("Patient", () => {
  it("maps every field of an account", async () => {
    const p = toFhirPatient(patientRow());
    expect(p).toEqual({
      resourceType: "Patient",
      id: "pat1",
      meta: { lastUpdated: "2026-11-01T10:00:00+00:00" },
      active: true,
      name: [{ use: "usual", text: "Ana María López" }],
      telecom: [
        { system: "phone", value: "+49 30 1234567" },
        { system: "email", value: "ana@example.test" },
      ],
      gender: "female",
      birthDate: "1990-05-17",
      address: [{ text: "Hauptstr. 1, Berlin" }],
    });
    await expectValidR4(p);
  });

  it("a record without a login, a gender or a birth date, removed: only what it has", async () => {
    const p = toFhirPatient(patientRow({ email: null, phone: "", dob: null, gender: "not_specified", address: "", archivedAt: new Date() }));
    expect(p).toEqual({
      resourceType: "Patient",
      id: "pat1",
      meta: { lastUpdated: "2026-11-01T10:00:00+00:00" },
      active: false,
      name: [{ use: "usual", text: "Ana María López" }],
      gender: "unknown",
    });
    await expectValidR4(p);
  });

  it("male and the guardian of a dependent as its contact", async () => {
    const p = toFhirPatient(patientRow({ gender: "male", email: null, guardian: { id: "g1", name: "Maria López", phone: "+49 30 999", email: "maria@example.test" } }));
    expect(p.gender).toBe("male");
    expect(p.contact).toEqual([
      {
        relationship: [{ coding: [{ system: "http://terminology.hl7.org/CodeSystem/v2-0131", code: "N", display: "Next-of-Kin" }], text: "Guardian" }],
        name: { text: "Maria López" },
        telecom: [
          { system: "phone", value: "+49 30 999" },
          { system: "email", value: "maria@example.test" },
        ],
      },
    ]);
    await expectValidR4(p);
  });
});

const appointmentRow = (over: Partial<FhirAppointmentRow> = {}): FhirAppointmentRow => ({
  id: "appt1",
  patientId: "pat1",
  doctorId: "doc1",
  visitTypeId: "vt1",
  startsAt: new Date("2026-12-01T09:30:00Z"),
  endsAt: new Date("2026-12-01T10:00:00Z"),
  status: "pending",
  reason: "Chest pain",
  cancelReason: "",
  videoUrl: null,
  createdAt: new Date("2026-11-20T08:00:00.250Z"),
  updatedAt: new Date("2026-11-21T08:00:00Z"),
  patient: { name: "Ana López", guardianId: null },
  doctor: { userId: "u-doc1", user: { name: "Dr. Richard James" } },
  visitType: { name: "Consultation" },
  ...over,
});
const links = (over: Partial<AppointmentLinks> = {}): AppointmentLinks => ({
  serviceType: { coding: [{ system: "https://example.test/fhir/CodeSystem/visit-types", code: "vt1", display: "Consultation" }], text: "Consultation" },
  slotId: "slot-abc",
  videoLinkUrl: "https://example.test/fhir/StructureDefinition/video-link",
  showVideoLink: true,
  ...over,
});

describe("Appointment", () => {
  it("maps every field", async () => {
    const a = toFhirAppointment(appointmentRow(), links());
    expect(a).toEqual({
      resourceType: "Appointment",
      id: "appt1",
      meta: { lastUpdated: "2026-11-21T08:00:00+00:00" },
      status: "booked",
      serviceType: [links().serviceType],
      reasonCode: [{ text: "Chest pain" }],
      start: "2026-12-01T09:30:00+00:00",
      end: "2026-12-01T10:00:00+00:00",
      minutesDuration: 30,
      slot: [{ reference: "Slot/slot-abc" }],
      created: "2026-11-20T08:00:00+00:00",
      participant: [
        { actor: { reference: "Patient/pat1", display: "Ana López" }, required: "required", status: "accepted" },
        { actor: { reference: "Practitioner/doc1", display: "Dr. Richard James" }, required: "required", status: "accepted" },
      ],
    });
    await expectValidR4(a);
  });

  it("maps every status (pending and confirmed are both booked)", async () => {
    expect(FHIR_APPOINTMENT_STATUS).toEqual({
      pending: "booked",
      confirmed: "booked",
      checked_in: "arrived",
      completed: "fulfilled",
      cancelled: "cancelled",
      no_show: "noshow",
    });
    for (const status of APPOINTMENT_STATUSES) {
      const a = toFhirAppointment(appointmentRow({ status }), links());
      expect(a.status).toBe(FHIR_APPOINTMENT_STATUS[status]);
      // The search's mapping back covers the same statuses.
      expect(APP_STATUSES_OF.get(a.status)).toContain(status);
      await expectValidR4(a);
    }
  });

  it("a cancelled visit has its reason; the reason is left out of others", async () => {
    const cancelled = toFhirAppointment(appointmentRow({ status: "cancelled", cancelReason: "Feeling better" }), links());
    expect(cancelled.cancelationReason).toEqual({ text: "Feeling better" });
    await expectValidR4(cancelled);
    expect(toFhirAppointment(appointmentRow({ status: "cancelled", cancelReason: "" }), links()).cancelationReason).toBeUndefined();
    expect(toFhirAppointment(appointmentRow({ status: "pending", cancelReason: "stale" }), links()).cancelationReason).toBeUndefined();
    expect(toFhirAppointment(appointmentRow({ reason: "" }), links()).reasonCode).toBeUndefined();
  });

  it("the meeting link only for the readers who may join", async () => {
    const video = appointmentRow({ videoUrl: "https://meet.example.test/room-1", endsAt: new Date("2026-12-01T09:50:00Z") });
    const shown = toFhirAppointment(video, links());
    expect(shown.extension).toEqual([{ url: "https://example.test/fhir/StructureDefinition/video-link", valueUrl: "https://meet.example.test/room-1" }]);
    expect(shown.minutesDuration).toBe(20);
    await expectValidR4(shown);
    expect(toFhirAppointment(video, links({ showVideoLink: false })).extension).toBeUndefined();
  });
});

const book = (over: Record<string, unknown> = {}) =>
  fhirAppointmentBody.parse({
    resourceType: "Appointment",
    status: "booked",
    start: "2026-12-01T09:30:00Z",
    end: "2026-12-01T10:00:00Z",
    serviceType: [{ coding: [{ code: "vt1" }] }],
    participant: [{ actor: { reference: "Patient/pat1" }, status: "accepted" }, { actor: { reference: "Practitioner/doc1" }, status: "accepted" }],
    ...over,
  });
const noSlots: SlotResolver = () => null;
const rule = (run: () => unknown) => {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(FhirError);
    return (err as FhirError).status;
  }
  throw new Error("not refused");
};

describe("POST /fhir/Appointment: the booking a resource asks for", () => {
  it("reads patient, practitioner, start (as the clinic's date and time), type, reason and end", () => {
    const req = bookingRequestOf(book({ reasonCode: [{ text: "Check-up" }] }), noSlots, TZ);
    expect(req).toEqual({
      patientId: "pat1",
      booking: { doctorId: "doc1", date: "2026-12-01", time: 10 * 60 + 30, reason: "Check-up", visitTypeId: "vt1" },
      end: new Date("2026-12-01T10:00:00Z"),
      minutesDuration: null,
    });
    // An offset other than Z is the same instant; no serviceType: the doctor's default type.
    const other = bookingRequestOf(book({ start: "2026-12-01T10:30:00+01:00", serviceType: undefined, comment: "Note" }), noSlots, TZ);
    expect(other.booking).toEqual({ doctorId: "doc1", date: "2026-12-01", time: 630, reason: "Note" });
  });

  it("a slot reference gives the time, doctor and type", () => {
    const resolve: SlotResolver = (id) => (id === "s1" ? { doctorId: "doc1", startsAt: new Date("2026-12-02T13:00:00Z"), visitTypeId: "vt2" } : null);
    const req = bookingRequestOf(book({ start: undefined, end: undefined, serviceType: undefined, slot: [{ reference: "Slot/s1" }] }), resolve, TZ);
    expect(req.booking).toMatchObject({ doctorId: "doc1", date: "2026-12-02", time: 14 * 60, visitTypeId: "vt2" });
    expect(rule(() => bookingRequestOf(book({ slot: [{ reference: "Slot/unknown" }] }), resolve, TZ))).toBe(422);
    expect(rule(() => bookingRequestOf(book({ start: "2026-12-02T13:30:00Z", slot: [{ reference: "Slot/s1" }] }), resolve, TZ))).toBe(422);
  });

  it("DST: a start is a wall-clock time of the clinic, read as the slot rule reads it", () => {
    // 2026-03-29 02:00 to 03:00 does not exist in Berlin; 01:30Z is 03:30 CEST, a real time.
    expect(bookingRequestOf(book({ start: "2026-03-29T01:30:00Z", end: undefined }), noSlots, TZ).booking).toMatchObject({ date: "2026-03-29", time: 3 * 60 + 30 });
    // In October 02:30 happens twice; the clinic's calendar (clinic-time.ts instantAt, the slot rule's)
    // means the second (01:30Z), so the first (00:30Z) is refused, not moved to it.
    expect(bookingRequestOf(book({ start: "2026-10-25T01:30:00Z", end: undefined }), noSlots, TZ).booking).toMatchObject({ date: "2026-10-25", time: 150 });
    expect(rule(() => bookingRequestOf(book({ start: "2026-10-25T00:30:00Z", end: undefined }), noSlots, TZ))).toBe(422);
  });

  it("what cannot be booked is a 422 with the reason", () => {
    expect(rule(() => bookingRequestOf(book({ status: "proposed" }), noSlots, TZ))).toBe(422);
    expect(rule(() => bookingRequestOf(book({ participant: [{ actor: { reference: "Practitioner/doc1" } }] }), noSlots, TZ))).toBe(422);
    expect(rule(() => bookingRequestOf(book({ participant: [{ actor: { reference: "Patient/a" } }, { actor: { reference: "Patient/b" } }, { actor: { reference: "Practitioner/doc1" } }] }), noSlots, TZ))).toBe(422);
    expect(rule(() => bookingRequestOf(book({ start: undefined }), noSlots, TZ))).toBe(422);
    expect(rule(() => bookingRequestOf(book({ start: "2026-12-01" }), noSlots, TZ))).toBe(422);
    expect(rule(() => bookingRequestOf(book({ start: "2026-12-01T09:30:00" }), noSlots, TZ))).toBe(422);
    expect(rule(() => bookingRequestOf(book({ start: "2026-12-01T09:30:15Z" }), noSlots, TZ))).toBe(422);
    expect(rule(() => bookingRequestOf(book({ serviceType: [{ text: "Consultation" }] }), noSlots, TZ))).toBe(422);
  });

  it("a body that is no Appointment is refused by its schema (a 400)", () => {
    expect(fhirAppointmentBody.safeParse({ resourceType: "Patient" }).success).toBe(false);
    expect(fhirAppointmentBody.safeParse({ resourceType: "Appointment", status: "booked" }).success).toBe(false);
    expect(fhirAppointmentBody.safeParse({ resourceType: "Appointment", status: "booked", participant: [] }).success).toBe(false);
  });

  it("the pipeline's refusals: a taken time 409, another rule 422, the rest as they are", () => {
    const status = (err: Error) => {
      const out = bookingFailure(err) as { status: number };
      return out.status;
    };
    expect(status(conflict(SLOT_TAKEN))).toBe(409);
    expect(status(conflict(PATIENT_BUSY))).toBe(409);
    expect(status(conflict(heldForWaitlist("10:30 AM")))).toBe(409);
    expect(status(conflict("You have reached the limit of open appointments."))).toBe(422);
    expect(status(badRequest("This time is outside the doctor's hours."))).toBe(422);
    expect(status(notFound("Doctor not found"))).toBe(422);
    expect(status(forbidden("You can only book appointments for yourself"))).toBe(403);
    expect(status(rateLimited(30))).toBe(429);
    const bug = new Error("bug");
    expect(bookingFailure(bug)).toBe(bug);
  });
});

describe("PATCH /fhir/Appointment/{id}: the cancel a JSON Patch asks for", () => {
  const patch = (ops: unknown) => jsonPatchBody.parse(ops);
  it("status to cancelled, with or without a reason", () => {
    expect(cancelOfPatch(patch([{ op: "replace", path: "/status", value: "cancelled" }]))).toEqual({ reason: "" });
    expect(cancelOfPatch(patch([{ op: "add", path: "/status", value: "cancelled" }, { op: "add", path: "/cancelationReason", value: { text: "Ill" } }]))).toEqual({ reason: "Ill" });
    expect(cancelOfPatch(patch([{ op: "replace", path: "/status", value: "cancelled" }, { op: "replace", path: "/cancelationReason/text", value: "Away" }]))).toEqual({ reason: "Away" });
  });

  it("any other change is a 422", () => {
    for (const ops of [
      [{ op: "replace", path: "/status", value: "noshow" }],
      [{ op: "replace", path: "/start", value: "2026-12-01T10:00:00Z" }],
      [{ op: "replace", path: "/status", value: "cancelled" }, { op: "replace", path: "/start", value: "2026-12-01T10:00:00Z" }],
      [{ op: "remove", path: "/status" }],
      [{ op: "add", path: "/cancelationReason", value: { text: "only a reason" } }],
      [{ op: "replace", path: "/status", value: "cancelled" }, { op: "add", path: "/cancelationReason", value: "not a concept" }],
    ]) {
      expect(rule(() => cancelOfPatch(patch(ops)))).toBe(422);
    }
  });

  it("a document that is no JSON Patch is refused by its schema (a 400)", () => {
    expect(jsonPatchBody.safeParse({ op: "replace" }).success).toBe(false);
    expect(jsonPatchBody.safeParse([]).success).toBe(false);
    expect(jsonPatchBody.safeParse([{ path: "/status" }]).success).toBe(false);
  });
});

describe("the R4 validator these tests use", () => {
  it("does refuse what R4 refuses (so a pass means something)", async () => {
    const bad = { ...toFhirAppointment(appointmentRow(), links()), participant: [], minutesDuration: "thirty" };
    await expect(expectValidR4(bad)).rejects.toThrow();
  });
});
