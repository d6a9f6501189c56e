// An archived doctor (issue 12, item 2): archiving closes the account in the
// same step. Every session and token of the doctor ends, sign-in is refused
// with a clear message on the web and the API, the doctor area and its
// actions refuse them, and their open future appointments are cancelled by
// the admin who archived them; past appointments stay as they were.
import { inRequest, sessionCookie, webSignIn } from "@/tests/helpers/actions";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { decodeJwt } from "jose";
import { decode } from "next-auth/jwt";
import { authSecret } from "@/lib/platform/secret";
import { DELETE as removeRoute } from "@/app/api/admin/doctor/[id]/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { GET as doctorPatients } from "@/app/api/doctor/patients/route";
import { POST as cancelRoute } from "@/app/api/appointment/cancel-appointment/[appointmentId]/route";
import * as appointmentActions from "@/lib/actions/appointments";
import * as doctorActions from "@/lib/actions/doctors";
import * as profileActions from "@/lib/actions/profile";
import { SESSION_EXPIRED } from "@/lib/actions/safe-action";
import { currentActor } from "@/lib/auth/session";
import { requireDoctor } from "@/lib/auth/current-doctor";
import { ACCOUNT_CLOSED, BAD_CREDENTIALS } from "@/lib/accounts/users";
import { prisma } from "@/lib/db";
import { call, expectFailure, formOf } from "@/tests/helpers/http";
import { createAppointment, createDoctor, createUser, nextSlot, PASSWORD, pastInstant, tokenFor } from "@/tests/helpers/factories";

// revalidatePath needs a running server's incremental cache; nothing here reads pages.
vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

let n = 0;
const ip = () => `10.45.${Math.floor(++n / 250)}.${n % 250}`;
const restLogin = (email: string, password = PASSWORD) => call(login, { json: { email, password }, headers: { "x-forwarded-for": ip() } });

type Made = Awaited<ReturnType<typeof createDoctor>>;
let admin: { id: string };
let patient: { id: string };
let doctor: Made;
let bystander: Made;
let heldToken: string;
let heldCookie: string;
let appointments: Record<"pastCompleted" | "pastOpen" | "futurePending" | "futureConfirmed" | "futureCancelled" | "otherDoctors", string>;
let before: Map<string, unknown>;

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  patient = await createUser();
  doctor = await createDoctor({ name: "Dr. Leaving Soon" });
  bystander = await createDoctor();
  const at = (startsAt: Date, status?: "pending" | "confirmed" | "completed" | "cancelled", doctorId = doctor.doctor.id) =>
    createAppointment({ patientId: patient.id, doctorId, startsAt, status }).then((a) => a.id);
  appointments = {
    pastCompleted: await at(pastInstant(), "completed"),
    pastOpen: await at(pastInstant(), "pending"),
    futurePending: await at(nextSlot().startsAt, "pending"),
    futureConfirmed: await at(nextSlot().startsAt, "confirmed"),
    futureCancelled: await at(nextSlot().startsAt, "cancelled"),
    otherDoctors: await at(nextSlot().startsAt, "pending", bystander.doctor.id),
  };
  before = new Map((await prisma.appointment.findMany()).map((a) => [a.id, a]));

  // The doctor is signed in on the API and the web when the admin archives them.
  heldToken = (await restLogin(doctor.user.email)).body.token;
  heldCookie = await webSignIn({ email: doctor.user.email, password: PASSWORD }, ip());
  expect((await call(me, { token: heldToken })).status).toBe(200);
  expect((await inRequest({ cookie: heldCookie }, () => currentActor())).value?.id).toBe(doctor.user.id);

  const removed = await call(removeRoute, { method: "DELETE", params: { id: doctor.doctor.id }, token: await tokenFor(admin.id) });
  expect(removed.status).toBe(200);
  expect(removed.body.result).toBe("archived");
});

describe("archiving a doctor ends their sessions and tokens", () => {
  it("deletes every session of the doctor", async () => {
    for (const id of [decodeJwt(heldToken).sid, (await decode({ secret: authSecret(), token: heldCookie.split("=")[1] }))?.sid]) {
      expect(id).toEqual(expect.any(String));
      expect(await prisma.session.findUnique({ where: { id: id as string } })).toBeNull();
    }
  });

  it("the token they held is 401 on the API, for reads and writes", async () => {
    expectFailure(await call(me, { token: heldToken }), 401);
    expectFailure(await call(doctorPatients, { token: heldToken }), 401);
    const r = await call(cancelRoute, { method: "POST", params: { appointmentId: appointments.pastOpen }, token: heldToken });
    expectFailure(r, 401);
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id: appointments.pastOpen } })).status).toBe("pending");
  });

  it("the cookie they held is signed out: the doctor area sends it to /login and actions refuse it", async () => {
    expect((await inRequest({ cookie: heldCookie }, () => currentActor())).value).toBeNull();
    const page = await inRequest({ cookie: heldCookie }, () => requireDoctor("/doctor/patients"));
    expect(page.redirectedTo).toBe("/session-ended?callbackUrl=%2Fdoctor%2Fpatients");
    const profile = formOf({ name: "Dr. Still Here", speciality: "Neurologist", experience: "2 Years", fees: "30", degree: "MD", about: "Hi." });
    expect((await inRequest({ cookie: heldCookie }, () => profileActions.updateDoctorProfileAction(profile))).value).toEqual({ ok: false, message: SESSION_EXPIRED });
    const cancel = await inRequest({ cookie: heldCookie }, () => appointmentActions.cancelAppointmentAction({ id: appointments.pastOpen }));
    expect(cancel.value).toMatchObject({ ok: false });
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id: appointments.pastOpen } })).status).toBe("pending");
  });

  it("a closed account is no actor even with a session row (made behind the sign-in's back)", async () => {
    expect((await inRequest({ cookie: await sessionCookie(doctor.user.id) }, () => currentActor())).value).toBeNull();
    expectFailure(await call(me, { token: await tokenFor(doctor.user.id) }), 401);
  });
});

describe("an archived doctor cannot sign in", () => {
  const sessionCount = () => prisma.session.count({ where: { userId: doctor.user.id } });

  it("REST login: 403 with a clear message, and no session is created", async () => {
    const sessions = await sessionCount();
    const r = await restLogin(doctor.user.email);
    expectFailure(r, 403, ACCOUNT_CLOSED);
    expect(r.body.token).toBeUndefined();
    expect(await sessionCount()).toBe(sessions);
  });

  it("web sign-in (next-auth's authorize): the login form is told the same, and no session is created", async () => {
    const sessions = await sessionCount();
    await expect(webSignIn({ email: doctor.user.email, password: PASSWORD }, ip())).rejects.toThrow(ACCOUNT_CLOSED);
    expect(await sessionCount()).toBe(sessions);
  });

  it("a wrong password still gets the usual answer (the closed account is only named to its owner)", async () => {
    expectFailure(await restLogin(doctor.user.email, "not-the-password"), 401, BAD_CREDENTIALS);
    await expect(webSignIn({ email: doctor.user.email, password: "not-the-password" }, ip())).rejects.toThrow(BAD_CREDENTIALS);
  });
});

describe("the archived doctor's appointments are settled", () => {
  it("open future appointments are cancelled by the admin who archived the doctor", async () => {
    for (const id of [appointments.futurePending, appointments.futureConfirmed]) {
      const row = await prisma.appointment.findUniqueOrThrow({ where: { id } });
      expect(row).toMatchObject({ status: "cancelled", cancelledById: admin.id });
      expect(row.cancelledAt).toBeInstanceOf(Date);
      expect(Math.abs(row.cancelledAt!.getTime() - Date.now())).toBeLessThan(5 * 60_000);
    }
  });

  it("past appointments, already cancelled ones and other doctors' stay exactly as they were", async () => {
    for (const key of ["pastCompleted", "pastOpen", "futureCancelled", "otherDoctors"] as const) {
      const id = appointments[key];
      expect(await prisma.appointment.findUniqueOrThrow({ where: { id } }), key).toEqual(before.get(id));
    }
  });

  it("the web action archives the same way", async () => {
    const made = await createDoctor();
    const future = await createAppointment({ patientId: patient.id, doctorId: made.doctor.id, startsAt: nextSlot().startsAt });
    const past = await createAppointment({ patientId: patient.id, doctorId: made.doctor.id, startsAt: pastInstant(), status: "completed" });
    const token = await tokenFor(made.user.id);
    const cookie = await sessionCookie(admin.id);
    const { value } = await inRequest({ cookie }, () => doctorActions.removeDoctorAction(made.doctor.id));
    expect(value).toMatchObject({ ok: true });
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id: future.id } })).toMatchObject({ status: "cancelled", cancelledById: admin.id });
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id: past.id } })).toEqual(past);
    expectFailure(await call(me, { token }), 401);
    expectFailure(await restLogin(made.user.email), 403, ACCOUNT_CLOSED);
  });
});
