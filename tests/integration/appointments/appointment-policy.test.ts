// Issue 14 items 3, 6 and 7: the clinic's booking policy settings, the
// patient's cancellation cutoff, the cancellation reason (API, action, DTO,
// email) and check-in / no-show with their day rule and finality.
import { actAs } from "@/tests/helpers/actions";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getSettings, PUT as putSettings } from "@/app/api/admin/settings/route";
import { POST as cancel } from "@/app/api/appointment/cancel-appointment/[appointmentId]/route";
import { POST as complete } from "@/app/api/appointment/complete-appointment/[appointmentId]/route";
import { POST as checkIn } from "@/app/api/appointment/check-in/[appointmentId]/route";
import { POST as noShow } from "@/app/api/appointment/no-show/[appointmentId]/route";
import * as appointmentActions from "@/lib/actions/appointments";
import * as settingsActions from "@/lib/actions/settings";
import { cancelAppointment, cancelCutoffMessage } from "@/lib/appointments/cancel";
import { adminDashboard, doctorDashboard } from "@/lib/appointments/dashboards";
import { prisma } from "@/lib/db";
import type { EmailWorker } from "@/lib/notifications/worker";
import { findActor, type Actor } from "@/lib/accounts/users";
import { createAppointment, createDoctor, createUser, nextSlot, pastInstant, setOpenLimits, tokenFor } from "@/tests/helpers/factories";
import { call, expectFailure } from "@/tests/helpers/http";
import { startInbox, startWorker, type CaughtMessage, type MailCatcher } from "@/tests/helpers/mail";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

// The open-appointment limits are raised for this file (setOpenLimits below); the policy columns are at their defaults.
const DEFAULTS = { maxOpenPerDoctor: 100, maxOpenTotal: 100, bookingHorizonDays: 7, minNoticeMinutes: 0, cancelCutoffHours: 0, slotIntervalMinutes: 30, waitlistHoldMinutes: 15, maxDependentsPerGuardian: 10, requireTwoFactorForStaff: false, patientsMayBookSeries: false, auditRetentionDays: 2190, inactivePatientRetentionDays: null, addressRegion: "", postalCode: "", country: "" };

let inbox: MailCatcher;
let worker: EmailWorker;
let doc: Awaited<ReturnType<typeof createDoctor>>;
let otherDoc: Awaited<ReturnType<typeof createDoctor>>;
let patient: { id: string; email: string };
let admin: { id: string };
let tokens: Record<"patient" | "doctor" | "otherDoctor" | "admin", string>;
const actorOf = async (id: string) => (await findActor(id, 0)) as Actor;

beforeAll(async () => {
  inbox = await startInbox();
  worker = await startWorker();
  await setOpenLimits(100, 100);
  doc = await createDoctor({ name: "Dr. Policy" });
  otherDoc = await createDoctor();
  patient = await createUser({ email: "policy-patient@example.test" });
  admin = await createUser({ role: "admin" });
  tokens = {
    patient: await tokenFor(patient.id),
    doctor: await tokenFor(doc.user.id),
    otherDoctor: await tokenFor(otherDoc.user.id),
    admin: await tokenFor(admin.id),
  };
});

afterAll(async () => {
  await worker?.stop();
  await inbox?.stop();
});

/** A whole minute `hours` from now. */
const inHours = (hours: number) => new Date(Math.floor((Date.now() + hours * 3600_000) / 60_000) * 60_000);
const appointmentAt = async (startsAt: Date) => (await createAppointment({ patientId: patient.id, doctorId: doc.doctor.id, startsAt })).id;
const statusOf = async (id: string) => (await prisma.appointment.findUniqueOrThrow({ where: { id } })).status;
const post = (handler: typeof cancel, token: string, id: string, json?: unknown) =>
  call(handler, { method: "POST", token, params: { appointmentId: id }, ...(json === undefined ? {} : { json }) });

describe("clinic booking policy settings", () => {
  it("answers the defaults, saves a change and keeps the rest", async () => {
    expect((await call(getSettings, { token: tokens.admin })).body).toEqual({ success: true, settings: DEFAULTS });
    const r = await call(putSettings, { method: "PUT", token: tokens.admin, json: { bookingHorizonDays: 30, minNoticeMinutes: 120, cancelCutoffHours: 24 } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, message: "Settings saved", settings: { ...DEFAULTS, bookingHorizonDays: 30, minNoticeMinutes: 120, cancelCutoffHours: 24 } });
    await call(putSettings, { method: "PUT", token: tokens.admin, json: { bookingHorizonDays: 7, minNoticeMinutes: 0, cancelCutoffHours: 0 } });
  });

  it.each([
    [{ bookingHorizonDays: 0 }, "The booking horizon must be at least 1"],
    [{ bookingHorizonDays: 91 }, "The booking horizon must be at most 90"],
    [{ minNoticeMinutes: -5 }, "The minimum notice must be at least 0"],
    [{ minNoticeMinutes: 10081 }, "The minimum notice must be at most 10080"],
    [{ cancelCutoffHours: 721 }, "The cancellation cutoff must be at most 720"],
    [{ cancelCutoffHours: 2.5 }, "The cancellation cutoff must be a whole number"],
  ])("refuses %j with a clear message and changes nothing", async (json, message) => {
    expectFailure(await call(putSettings, { method: "PUT", token: tokens.admin, json }), 400, message);
    expect((await call(getSettings, { token: tokens.admin })).body.settings).toEqual(DEFAULTS);
  });

  it("keeps the clinic's state, postal code and country (issue 46; optional, empty by default), trimmed, the country upper-cased", async () => {
    const r = await call(putSettings, { method: "PUT", token: tokens.admin, json: { addressRegion: " Illinois ", postalCode: "62701-1234", country: "us" } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.settings).toEqual({ ...DEFAULTS, addressRegion: "Illinois", postalCode: "62701-1234", country: "US" });
    for (const [json, message] of [
      [{ postalCode: "627<01>" }, "The postal code may hold only letters, digits, spaces and dashes"],
      [{ postalCode: "1".repeat(21) }, "The postal code must be at most 20 characters"],
      [{ country: "USA" }, "The country must be a two-letter ISO 3166 code, such as US or FR"],
      [{ country: 1 }, "The country must be text"],
      [{ addressRegion: "x".repeat(101) }, "The state or region must be at most 100 characters"],
    ] as const) {
      expectFailure(await call(putSettings, { method: "PUT", token: tokens.admin, json }), 400, message);
    }
    await expect(prisma.clinicSettings.update({ where: { id: 1 }, data: { country: "usa" } })).rejects.toThrow();
    const cleared = await call(putSettings, { method: "PUT", token: tokens.admin, json: { addressRegion: "", postalCode: "", country: "" } });
    expect(cleared.body.settings).toEqual(DEFAULTS);
  });

  it("the database refuses out-of-range values itself", async () => {
    await expect(prisma.clinicSettings.update({ where: { id: 1 }, data: { bookingHorizonDays: 0 } })).rejects.toThrow();
    await expect(prisma.clinicSettings.update({ where: { id: 1 }, data: { cancelCutoffHours: -1 } })).rejects.toThrow();
  });

  it("the admin's settings action saves them all; others are refused", async () => {
    const next = { ...DEFAULTS, cancelCutoffHours: 12 };
    const refused = await actAs(doc.user.id, () => settingsActions.updateSettingsAction(next));
    expect(refused.ok).toBe(false);
    const saved = await actAs(admin.id, () => settingsActions.updateSettingsAction(next));
    expect(saved).toMatchObject({ ok: true, message: "Settings saved", data: next });
    await actAs(admin.id, () => settingsActions.updateSettingsAction(DEFAULTS));
  });
});

describe("cancellation cutoff", () => {
  const withCutoff = async <T>(hours: number, run: () => Promise<T>) => {
    await prisma.clinicSettings.update({ where: { id: 1 }, data: { cancelCutoffHours: hours } });
    try {
      return await run();
    } finally {
      await prisma.clinicSettings.update({ where: { id: 1 }, data: { cancelCutoffHours: 0 } });
    }
  };

  it("refuses a patient within the cutoff with a clear 409, and cancels nothing", async () => {
    const id = await appointmentAt(inHours(3));
    await withCutoff(24, async () => {
      const r = await post(cancel, tokens.patient, id, { reason: "Late" });
      expectFailure(r, 409, "Appointments can't be cancelled online less than 24 hours before they start. Please call the clinic.");
      const viaAction = await actAs(patient.id, () => appointmentActions.cancelAppointmentAction({ id }));
      expect(viaAction).toEqual({ ok: false, message: cancelCutoffMessage(24) });
    });
    expect(await statusOf(id)).toBe("pending");
    expect(cancelCutoffMessage(1)).toBe("Appointments can't be cancelled online less than 1 hour before they start. Please call the clinic.");
  });

  it("lets the patient cancel outside the cutoff, and the doctor and admin within it", async () => {
    const far = await appointmentAt(inHours(30));
    const byDoctor = await appointmentAt(inHours(2));
    const byAdmin = await appointmentAt(inHours(2.5));
    await withCutoff(24, async () => {
      expect((await post(cancel, tokens.patient, far)).status).toBe(200);
      expect((await post(cancel, tokens.doctor, byDoctor, { reason: "Doctor unavailable" })).status).toBe(200);
      expect((await actAs(admin.id, () => appointmentActions.cancelAppointmentAction({ id: byAdmin }))).ok).toBe(true);
    });
    expect([await statusOf(far), await statusOf(byDoctor), await statusOf(byAdmin)]).toEqual(["cancelled", "cancelled", "cancelled"]);
  });

  it("with no cutoff (the default) a patient cancels even an hour before", async () => {
    const id = await appointmentAt(inHours(1));
    expect((await post(cancel, tokens.patient, id)).status).toBe(200);
  });
});

describe("a visit that has started (issue 22 item 4)", () => {
  const STARTED = "This appointment has already started, so it can't be cancelled online. Please call the clinic.";

  it("the patient cannot cancel it online, even with no cutoff (the default): a clear 409, nothing cancelled", async () => {
    const id = await appointmentAt(inHours(-1));
    expectFailure(await post(cancel, tokens.patient, id), 409, STARTED);
    expect(await actAs(patient.id, () => appointmentActions.cancelAppointmentAction({ id }))).toEqual({ ok: false, message: STARTED });
    expect(await statusOf(id)).toBe("pending");
    expect(await prisma.email.count({ where: { appointmentId: id } })).toBe(0);
  });

  it("from its very start: refused at the start instant, allowed a minute before", async () => {
    const startsAt = inHours(2);
    const id = await appointmentAt(startsAt);
    const patientActor = await actorOf(patient.id);
    await expect(cancelAppointment(patientActor, id, { now: startsAt })).rejects.toMatchObject({ status: 409, message: STARTED });
    expect(await statusOf(id)).toBe("pending");
    expect(await cancelAppointment(patientActor, id, { now: new Date(startsAt.getTime() - 60_000) })).toMatchObject({ status: "cancelled" });
  });

  it("within a cutoff too, the started visit is what the patient is told", async () => {
    const id = await appointmentAt(inHours(-0.5));
    await prisma.clinicSettings.update({ where: { id: 1 }, data: { cancelCutoffHours: 24 } });
    try {
      expectFailure(await post(cancel, tokens.patient, id), 409, STARTED);
    } finally {
      await prisma.clinicSettings.update({ where: { id: 1 }, data: { cancelCutoffHours: 0 } });
    }
  });

  it("its doctor and an admin still can", async () => {
    const byDoctor = await appointmentAt(inHours(-1.5));
    const byAdmin = await appointmentAt(inHours(-2));
    expect((await post(cancel, tokens.doctor, byDoctor, { reason: "Patient did not wait" })).status).toBe(200);
    expect((await actAs(admin.id, () => appointmentActions.cancelAppointmentAction({ id: byAdmin }))).ok).toBe(true);
    expect([await statusOf(byDoctor), await statusOf(byAdmin)]).toEqual(["cancelled", "cancelled"]);
  });
});

describe("cancellation reason", () => {
  const to = (address: string) => (m: CaughtMessage) => m.envelope.to.includes(address);
  /** Mentions the appointment: its link, or its calendar event's UID. */
  const about = (id: string) => (m: CaughtMessage) =>
    [m.html, m.text, ...m.attachments.map((a) => a.content.toString("utf8"))].some((part) => part.includes(id));

  it("POST with {reason} stores it, returns it as cancellationReason and emails it to the other party", async () => {
    const id = await appointmentAt(nextSlot().startsAt);
    const r = await post(cancel, tokens.patient, id, { reason: "  Schedule conflict: moving house  " });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, message: "Appointment cancelled", appointment: { _id: id, status: "cancelled", cancellationReason: "Schedule conflict: moving house" } });
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id } })).cancelReason).toBe("Schedule conflict: moving house");
    const [m] = await inbox.waitFor((x) => to(doc.user.email)(x) && x.subject.startsWith("Appointment cancelled") && about(id)(x));
    expect(m.text).toContain("Schedule conflict: moving house");
  });

  it("an empty body still cancels, with no reason", async () => {
    const id = await appointmentAt(nextSlot().startsAt);
    const r = await post(cancel, tokens.doctor, id);
    expect(r.status).toBe(200);
    expect(r.body.appointment.cancellationReason).toBe("");
  });

  it("refuses a bad body with a 400 and cancels nothing", async () => {
    const id = await appointmentAt(nextSlot().startsAt);
    expectFailure(await post(cancel, tokens.patient, id, { reason: "x".repeat(501) }), 400, "The reason can be at most 500 characters.");
    expectFailure(await post(cancel, tokens.patient, id, { reason: 5 }), 400);
    expectFailure(await post(cancel, tokens.patient, id, { why: "x" }), 400);
    expect(await statusOf(id)).toBe("pending");
  });

  it("the server action takes {id, reason}; the reason reaches the patient", async () => {
    const id = await appointmentAt(nextSlot().startsAt);
    const result = await actAs(doc.user.id, () => appointmentActions.cancelAppointmentAction({ id, reason: "Doctor unavailable" }));
    expect(result).toMatchObject({ ok: true, data: { cancellationReason: "Doctor unavailable" } });
    const [m] = await inbox.waitFor((x) => to(patient.email)(x) && x.subject.startsWith("Appointment cancelled") && about(id)(x));
    expect(m.text).toContain("Doctor unavailable");
  });

  it("open and completed appointments answer an empty cancellationReason", async () => {
    const id = await appointmentAt(pastInstant());
    const r = await post(complete, tokens.doctor, id);
    expect(r.body.appointment).toMatchObject({ status: "completed", cancellationReason: "" });
  });
});

describe("check-in and no-show", () => {
  it("answer like complete: {success, message, appointment}", async () => {
    const a = await appointmentAt(pastInstant());
    const b = await appointmentAt(pastInstant());
    const inR = await post(checkIn, tokens.doctor, a);
    expect(inR.status).toBe(200);
    expect(inR.body).toMatchObject({ success: true, message: "Patient checked in", appointment: { _id: a, status: "checked_in" } });
    const nsR = await post(noShow, tokens.admin, b);
    expect(nsR.status).toBe(200);
    expect(nsR.body).toMatchObject({ success: true, message: "Appointment marked as a no-show", appointment: { _id: b, status: "no_show" } });
  });

  it("are refused before the appointment's clinic day, allowed on it", async () => {
    const future = await appointmentAt(nextSlot().startsAt);
    expectFailure(await post(checkIn, tokens.doctor, future), 409, "An appointment can be checked in on its day or later, not before.");
    expectFailure(await post(noShow, tokens.admin, future), 409, "An appointment can be marked as a no-show on its day or later, not before.");
    expect(await statusOf(future)).toBe("pending");
    // Later today is its day already.
    const laterToday = inHours(0);
    const today = await appointmentAt(laterToday);
    expect((await post(checkIn, tokens.doctor, today)).status).toBe(200);
  });

  it("only its doctor and admins may: patients and other doctors get 403", async () => {
    const id = await appointmentAt(pastInstant());
    for (const handler of [checkIn, noShow]) {
      expectFailure(await post(handler, tokens.patient, id), 403);
      expectFailure(await post(handler, tokens.otherDoctor, id), 403);
    }
    expect(await statusOf(id)).toBe("pending");
  });

  it("a checked-in appointment can only be completed", async () => {
    const id = await appointmentAt(pastInstant());
    await post(checkIn, tokens.doctor, id);
    const onlyComplete = "The patient has already checked in: this appointment can only be completed now.";
    expectFailure(await post(checkIn, tokens.doctor, id), 409, onlyComplete);
    expectFailure(await post(noShow, tokens.doctor, id), 409, onlyComplete);
    expectFailure(await post(cancel, tokens.doctor, id), 409, onlyComplete);
    expectFailure(await post(cancel, tokens.patient, id), 409, onlyComplete);
    expect(await statusOf(id)).toBe("checked_in");
    const done = await post(complete, tokens.doctor, id);
    expect(done.status).toBe(200);
    expect(done.body.appointment.status).toBe("completed");
  });

  it("a no-show is final like completed and cancelled", async () => {
    const id = await appointmentAt(pastInstant());
    await post(noShow, tokens.admin, id);
    const final = /marked as a no-show and cannot be/;
    for (const handler of [checkIn, noShow, complete, cancel]) expectFailure(await post(handler, tokens.admin, id), 409, final);
    await expect(cancelAppointment(await actorOf(admin.id), id)).rejects.toMatchObject({ status: 409 });
    expect(await statusOf(id)).toBe("no_show");
    // Completed and cancelled ones cannot become a no-show or be checked in either.
    const completed = await appointmentAt(pastInstant());
    await post(complete, tokens.doctor, completed);
    expectFailure(await post(noShow, tokens.doctor, completed), 409, /already completed/);
    expectFailure(await post(checkIn, tokens.doctor, completed), 409, /already completed/);
  });

  it("the actions go through the same rules", async () => {
    const id = await appointmentAt(pastInstant());
    expect((await actAs(patient.id, () => appointmentActions.checkInAppointmentAction(id))).ok).toBe(false);
    expect(await actAs(doc.user.id, () => appointmentActions.checkInAppointmentAction(id))).toMatchObject({ ok: true, message: "Patient checked in" });
    const other = await appointmentAt(pastInstant());
    expect(await actAs(admin.id, () => appointmentActions.markNoShowAction(other))).toMatchObject({ ok: true, data: { status: "no_show" } });
  });

  it("dashboards count no-shows and their rate among known outcomes", async () => {
    const d = await createDoctor();
    const mk = (status: "completed" | "no_show" | "cancelled") => createAppointment({ patientId: patient.id, doctorId: d.doctor.id, startsAt: pastInstant(), status });
    await mk("no_show");
    await mk("completed");
    await mk("completed");
    await mk("completed");
    await mk("cancelled");
    expect(await doctorDashboard(d.doctor.id)).toMatchObject({ noShowCount: 1, noShowRate: 0.25 });
    const fresh = await createDoctor();
    expect(await doctorDashboard(fresh.doctor.id)).toMatchObject({ noShowCount: 0, noShowRate: 0 });
    const all = await adminDashboard();
    const known = await prisma.appointment.count({ where: { status: { in: ["completed", "no_show"] } } });
    const noShows = await prisma.appointment.count({ where: { status: "no_show" } });
    expect(all).toMatchObject({ noShowCount: noShows, noShowRate: noShows / known });
  });
});
