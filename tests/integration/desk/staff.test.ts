// The front desk's accounts (issue 26), through the REST routes with a real SMTP server and the
// real worker: an admin adds a receptionist, who sets a password from the emailed link and signs
// in as a receptionist; archiving ends their sessions at once and closes the account. And what the
// desk may do: every appointment route an admin may call, the clinic's day, nothing else.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as reset } from "@/app/api/auth/reset-password/route";
import { GET as listStaffRoute, POST as addStaffRoute } from "@/app/api/admin/staff/route";
import { DELETE as archiveStaffRoute } from "@/app/api/admin/staff/[id]/route";
import { GET as deskDayRoute } from "@/app/api/desk/day/route";
import { GET as doctorSlotsRoute } from "@/app/api/doctor/[id]/slots/route";
import { POST as book } from "@/app/api/appointment/book-appointment/route";
import { POST as cancel } from "@/app/api/appointment/cancel-appointment/[appointmentId]/route";
import { POST as checkIn } from "@/app/api/appointment/check-in/[appointmentId]/route";
import { prisma } from "@/lib/db";
import { ACCOUNT_CLOSED } from "@/lib/accounts/users";
import { issueResetLink, PASSWORD_SET } from "@/lib/accounts/password-reset";
import { STAFF_ADDED, STAFF_ARCHIVED, STAFF_NOT_FOUND } from "@/lib/desk/staff";
import { staffShape } from "@/lib/desk/staff-schema";
import { deskDoctorShape } from "@/lib/appointments/shapes";
import type { EmailWorker } from "@/lib/notifications/worker";
import { createAppointment, createDoctor, createUser, nextSlot, PASSWORD, pastInstant, tokenFor } from "@/tests/helpers/factories";
import { call, expectFailure } from "@/tests/helpers/http";
import { linkTokenOf, startInbox, startWorker, type CaughtMessage, type MailCatcher } from "@/tests/helpers/mail";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

process.env.SITE_URL = "https://clinic.example";

let inbox: MailCatcher;
let worker: EmailWorker;
let adminToken: string;
let n = 0;
const ip = () => ({ "x-forwarded-for": `10.26.${Math.floor(++n / 250)}.${n % 250}` });
const to = (address: string) => (m: CaughtMessage) => m.envelope.to.includes(address);
const signIn = (email: string, password: string) => call(login, { json: { email, password }, headers: ip() });

beforeAll(async () => {
  inbox = await startInbox();
  worker = await startWorker();
  adminToken = await tokenFor((await createUser({ role: "admin" })).id);
});

afterAll(async () => {
  await worker?.stop();
  await inbox?.stop();
});

describe("the admin's staff", () => {
  it("adds a receptionist, who sets a password from the email and signs in to the front desk", async () => {
    const added = await call(addStaffRoute, { token: adminToken, json: { name: "Anna Desk", email: "Anna.Desk@Example.test" } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.message).toBe(STAFF_ADDED);
    const staff = staffShape.parse(added.body.staff);
    expect(staff).toMatchObject({ name: "Anna Desk", email: "anna.desk@example.test", role: "receptionist", passwordSet: false, archived: false });

    const [m] = await inbox.waitFor((x) => to("anna.desk@example.test")(x) && x.subject === "Set your password for CareSlot");
    expect(m.text).toContain("The clinic has made your front desk account.");
    // Nobody knows the password it was made with.
    expect((await signIn("anna.desk@example.test", "")).status).toBe(400);
    expect((await signIn("anna.desk@example.test", "desk-pass-1")).status).toBe(401);

    const set = await call(reset, { json: { token: linkTokenOf(m), password: "desk-pass-1" } });
    expect(set.body).toEqual({ success: true, message: PASSWORD_SET });
    const signedIn = await signIn("anna.desk@example.test", "desk-pass-1");
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.role).toBe("receptionist");

    const list = await call(listStaffRoute, { token: adminToken });
    const listed = list.body.staff.map((s: unknown) => staffShape.parse(s)).find((s: { _id: string }) => s._id === staff._id);
    expect(listed).toMatchObject({ passwordSet: true, archived: false });
  });

  it("refuses a second account with the same email, whatever its case", async () => {
    await createUser({ email: "taken.desk@example.test" });
    expectFailure(await call(addStaffRoute, { token: adminToken, json: { name: "Taken Desk", email: "TAKEN.desk@example.test" } }), 409, "An account with this email already exists");
  });

  it("archives a receptionist: their sessions end at once, the account is closed, archiving again changes nothing", async () => {
    const desk = await createUser({ role: "receptionist", email: "leaving.desk@example.test" });
    const token = await tokenFor(desk.id);
    expect((await call(me, { token })).status).toBe(200);

    const archived = await call(archiveStaffRoute, { method: "DELETE", token: adminToken, params: { id: desk.id } });
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    expect(archived.body).toMatchObject({ message: STAFF_ARCHIVED, staff: { archived: true } });
    expect((await call(me, { token })).status).toBe(401);
    expect(await prisma.session.count({ where: { userId: desk.id } })).toBe(0);
    expectFailure(await signIn("leaving.desk@example.test", PASSWORD), 403, ACCOUNT_CLOSED);
    // No reset link either (the worker's half of "forgot password" looks the account up).
    await issueResetLink("leaving.desk@example.test");
    expect(await prisma.passwordToken.count({ where: { userId: desk.id } })).toBe(0);

    const again = await call(archiveStaffRoute, { method: "DELETE", token: adminToken, params: { id: desk.id } });
    expect(again.status).toBe(200);
    expect(again.body.staff.archived).toBe(true);
  });

  it("archives only receptionists: a patient's or an admin's id is not staff", async () => {
    for (const role of ["patient", "admin", "doctor"] as const) {
      const other = await createUser({ role });
      expectFailure(await call(archiveStaffRoute, { method: "DELETE", token: adminToken, params: { id: other.id } }), 404, STAFF_NOT_FOUND);
      expect((await prisma.user.findUniqueOrThrow({ where: { id: other.id } })).archivedAt).toBeNull();
    }
  });
});

describe("the front desk at work", () => {
  it("sees the clinic's day, books for a patient, checks them in and cancels another's visit inside the cutoff", async () => {
    const desk = await createUser({ role: "receptionist", name: "Anna Lopez" });
    const deskToken = await tokenFor(desk.id);
    const doctor = await createDoctor();
    const patient = await createUser({ name: "Phone Caller" });
    // Patients may not cancel within 48 hours of the start; the desk may.
    await prisma.clinicSettings.updateMany({ data: { cancelCutoffHours: 48 } });
    try {
      const slot = nextSlot();
      const booked = await call(book, { token: deskToken, json: { userId: patient.id, doctorId: doctor.doctor.id, date: slot.date, time: slot.time } });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      expect(booked.body.appointment.userId).toBe(patient.id);
      // Who booked it, in what role, and when.
      expect(booked.body.appointment.bookedBy).toEqual({ _id: desk.id, name: "Anna Lopez", role: "receptionist" });
      expect(Date.now() - Date.parse(booked.body.appointment.bookedAt)).toBeLessThan(60_000);
      // A patient's own booking names the patient.
      const self = nextSlot();
      const mine = await call(book, { token: await tokenFor(patient.id), json: { doctorId: doctor.doctor.id, date: self.date, time: self.time } });
      expect(mine.body.appointment.bookedBy).toEqual({ _id: patient.id, name: "Phone Caller", role: "patient" });

      // Booking with no patient named is refused: the desk holds no visits of its own.
      const own = nextSlot();
      expectFailure(
        await call(book, { token: deskToken, json: { doctorId: doctor.doctor.id, date: own.date, time: own.time } }),
        400,
        "The front desk books on behalf of a patient: send the patient's userId.",
      );

      const day = await call(deskDayRoute, { token: deskToken, url: `/x?date=${slot.date}&doctorId=${doctor.doctor.id}` });
      expect(day.status, JSON.stringify(day.body)).toBe(200);
      expect(day.body.date).toBe(slot.date);
      const [column] = day.body.doctors.map((d: unknown) => deskDoctorShape.parse(d));
      expect(column.appointments.map((a: { _id: string }) => a._id)).toContain(booked.body.appointment._id);
      expect(column.appointments.every((a: { date: string }) => a.date === slot.date)).toBe(true);
      expect(column.hours.length).toBeGreaterThan(0);
      // The board's free starts are the slots API's for the day (the doctor's default type): the booked one is not among them.
      const slots = await call(doctorSlotsRoute, { params: { id: doctor.doctor.id } });
      const free = (slots.body.slots as { date: string; slots: { time: string }[] }[]).find((d) => d.date === slot.date)?.slots.map((s) => s.time) ?? [];
      expect(column.freeStarts).toEqual(free);
      expect(column.freeStarts).not.toContain(slot.time);

      const cancelled = await call(cancel, { token: deskToken, params: { appointmentId: booked.body.appointment._id }, json: { reason: "Called to cancel" } });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      expect(cancelled.body.appointment).toMatchObject({ status: "cancelled", cancellationReason: "Called to cancel" });

      // A visit that has started: checked in by the desk.
      const past = await createAppointment({ patientId: patient.id, doctorId: doctor.doctor.id, startsAt: pastInstant() });
      const arrived = await call(checkIn, { token: deskToken, params: { appointmentId: past.id } });
      expect(arrived.status, JSON.stringify(arrived.body)).toBe(200);
      expect(arrived.body.appointment.status).toBe("checked_in");
    } finally {
      await prisma.clinicSettings.updateMany({ data: { cancelCutoffHours: 0 } });
    }
  });

  it("the desk and a patient booking the same start at once: one 201, one 409, one visit", async () => {
    const deskToken = await tokenFor((await createUser({ role: "receptionist" })).id);
    const doctor = await createDoctor();
    const [caller, online] = [await createUser(), await createUser()];
    const slot = nextSlot();
    const body = { doctorId: doctor.doctor.id, date: slot.date, time: slot.time };
    for (let round = 0; round < 5; round++) {
      const start = nextSlot();
      const at = { ...body, date: start.date, time: start.time };
      const [a, b] = await Promise.all([
        call(book, { token: deskToken, json: { ...at, userId: caller.id } }),
        call(book, { token: await tokenFor(online.id), json: at }),
      ]);
      expect([a.status, b.status].sort(), JSON.stringify([a.body, b.body])).toEqual([201, 409]);
      expect(await prisma.appointment.count({ where: { doctorId: doctor.doctor.id, startsAt: start.startsAt, status: { not: "cancelled" } } })).toBe(1);
      // Neither keeps a visit: the next round starts free.
      await prisma.appointment.updateMany({ where: { doctorId: doctor.doctor.id, startsAt: start.startsAt }, data: { status: "cancelled", cancelledAt: new Date() } });
    }
  });
});
