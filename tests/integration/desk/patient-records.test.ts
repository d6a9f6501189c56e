// Patient records without an account (issue 26), through the REST routes with a real SMTP server
// and the real worker: the desk makes a record from a phone call (no email, no password), finds it
// by part of the name with accents and case ignored, by phone digits or date of birth; a second
// record of the same person is refused with the matches until confirmed; a record without an email
// gets no email (the doctor still hears of its bookings); an invitation turns a record with an
// email into an account with its history.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as searchRoute, POST as createRoute } from "@/app/api/patients/route";
import { POST as inviteRoute } from "@/app/api/patients/[id]/invite/route";
import { POST as book } from "@/app/api/appointment/book-appointment/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as reset } from "@/app/api/auth/reset-password/route";
import { GET as userAppointments } from "@/app/api/appointment/user/[userId]/route";
import { prisma } from "@/lib/db";
import { ALREADY_HAS_LOGIN, INVITATION_SENT, NO_EMAIL_TO_INVITE, PATIENT_CREATED, POSSIBLE_DUPLICATES } from "@/lib/desk/patient-records";
import { patientRecordShape } from "@/lib/desk/patient-record-schema";
import type { EmailWorker } from "@/lib/notifications/worker";
import { createDoctor, createUser, nextSlot, tokenFor } from "@/tests/helpers/factories";
import { call, expectFailure } from "@/tests/helpers/http";
import { linkTokenOf, startInbox, startWorker, type MailCatcher } from "@/tests/helpers/mail";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

let inbox: MailCatcher;
let worker: EmailWorker;
let deskToken: string;
let n = 0;
const ip = () => ({ "x-forwarded-for": `10.27.${Math.floor(++n / 250)}.${n % 250}` });
const search = async (q: string) => {
  const r = await call(searchRoute, { token: deskToken, url: `/x?q=${encodeURIComponent(q)}` });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.body.patients as unknown[]).map((p) => patientRecordShape.parse(p));
};

beforeAll(async () => {
  inbox = await startInbox();
  worker = await startWorker();
  deskToken = await tokenFor((await createUser({ role: "receptionist" })).id);
});

afterAll(async () => {
  await worker?.stop();
  await inbox?.stop();
});

describe("patient records", () => {
  let jose: { _id: string };

  it("makes a record from a phone call: a name and a phone, no email, no way to sign in", async () => {
    const r = await call(createRoute, { token: deskToken, json: { name: "José Álvarez-Núñez", phone: "+34 600 12 34 56", dob: "1948-02-29", gender: "male" } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.message).toBe(PATIENT_CREATED);
    jose = patientRecordShape.parse(r.body.patient);
    expect(jose).toMatchObject({ name: "José Álvarez-Núñez", email: null, phone: "+34 600 12 34 56", dob: "1948-02-29", gender: "male", hasLogin: false, guardian: null });
    const row = await prisma.user.findUniqueOrThrow({ where: { id: jose._id } });
    expect(row).toMatchObject({ email: null, passwordHash: null, role: "patient" });
    expect(row.createdById).not.toBeNull();
  });

  it("finds it by part of the name with accents and case ignored, by phone digits, and by date of birth", async () => {
    for (const q of ["jose", "ALVAREZ", "nunez", "Álv", "600 123", "600123456", "1948-02-29", "29/02/1948"]) {
      expect((await search(q)).map((p) => p._id), q).toContain(jose._id);
    }
    for (const q of ["josephine", "601 123", "1948-03-01"]) expect((await search(q)).map((p) => p._id), q).not.toContain(jose._id);
    // LIKE's wildcards are plain characters in a search.
    expect(await search("%%")).toEqual([]);
  });

  it("refuses a second record of the same person with the matches, until the desk confirms", async () => {
    const sameNameAndBirth = await call(createRoute, { token: deskToken, json: { name: "jose alvarez-nunez", phone: "+34 699 00 00 00", dob: "1948-02-29" } });
    expect(sameNameAndBirth.status).toBe(409);
    expect(sameNameAndBirth.body.message).toBe(POSSIBLE_DUPLICATES);
    expect(sameNameAndBirth.body.possibleDuplicates.map((p: { _id: string }) => p._id)).toEqual([jose._id]);
    const samePhone = await call(createRoute, { token: deskToken, json: { name: "Someone Else", phone: "0034-600-123-456".replace("0034-", "+34 ") } });
    expect(samePhone.status).toBe(409);
    expect(await prisma.user.count({ where: { name: "Someone Else" } })).toBe(0);
    const confirmed = await call(createRoute, { token: deskToken, json: { name: "Someone Else", phone: "+34 600 123 456", confirmNew: true } });
    expect(confirmed.status).toBe(201);
    // An email another account has is still refused.
    const taken = await createUser({ email: "taken.record@example.test" });
    expectFailure(await call(createRoute, { token: deskToken, json: { name: "Taken Record", phone: "555 0303", email: taken.email, confirmNew: true } }), 409, "An account with this email already exists");
  });

  it("a record without an email gets no email when booked; the doctor still hears of it", async () => {
    const doctor = await createDoctor();
    const slot = nextSlot();
    const booked = await call(book, { token: deskToken, json: { userId: jose._id, doctorId: doctor.doctor.id, date: slot.date, time: slot.time } });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.appointment.user.email).toBe("");
    const emails = await prisma.email.findMany({ where: { appointmentId: booked.body.appointment._id } });
    expect(emails.map((e) => e.kind)).toEqual(["booking_notice"]);
    expect(emails[0].recipient).toBe(doctor.user.email);
    // And it is delivered: its calendar file names no attendee without an address.
    const [notice] = await inbox.waitFor((x) => x.envelope.to.includes(doctor.user.email));
    expect(notice.text).toContain("José Álvarez-Núñez");
  });

  it("invites a record with an email: it becomes their account, history and all", async () => {
    const noEmail = await call(inviteRoute, { token: deskToken, params: { id: jose._id } });
    expectFailure(noEmail, 409, NO_EMAIL_TO_INVITE);

    const made = await call(createRoute, { token: deskToken, json: { name: "Ines Record", phone: "+1 555 0404", email: "ines.record@example.test" } });
    const ines = patientRecordShape.parse(made.body.patient);
    // No password: nobody signs in as the record.
    expect((await call(login, { json: { email: "ines.record@example.test", password: "anything-1" }, headers: ip() })).status).toBe(401);
    const doctor = await createDoctor();
    const slot = nextSlot();
    const visit = await call(book, { token: deskToken, json: { userId: ines._id, doctorId: doctor.doctor.id, date: slot.date, time: slot.time } });
    expect(visit.status).toBe(201);

    const invited = await call(inviteRoute, { token: deskToken, params: { id: ines._id } });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    expect(invited.body.message).toBe(INVITATION_SENT);
    const [m] = await inbox.waitFor((x) => x.envelope.to.includes("ines.record@example.test") && x.subject === "Set your password for CareSlot");
    expect(m.text).toContain("The clinic has made your patient account.");
    expect((await call(reset, { json: { token: linkTokenOf(m), password: "ines-pass-1" } })).status).toBe(200);
    const signedIn = await call(login, { json: { email: "ines.record@example.test", password: "ines-pass-1" }, headers: ip() });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user._id).toBe(ines._id);
    // Their history is theirs.
    const mine = await call(userAppointments, { token: signedIn.body.token, params: { userId: ines._id } });
    expect(mine.body.appointments.map((a: { _id: string }) => a._id)).toEqual([visit.body.appointment._id]);
    expectFailure(await call(inviteRoute, { token: deskToken, params: { id: ines._id } }), 409, ALREADY_HAS_LOGIN);
    expect((await search("ines record"))[0]).toMatchObject({ _id: ines._id, hasLogin: true });
  });

  it("only patients may lack an email or a password, and a password needs an email (the database says so)", async () => {
    await expect(
      prisma.$executeRaw`INSERT INTO users (id, name, role, updated_at) VALUES ('rules-desk', 'No Mail Desk', 'receptionist', now())`,
    ).rejects.toThrow(/users_staff_have_accounts/);
    await expect(
      prisma.$executeRaw`INSERT INTO users (id, name, role, password_hash, updated_at) VALUES ('rules-pass', 'No Mail Pass', 'patient', 'x', now())`,
    ).rejects.toThrow(/users_password_needs_email/);
  });
});
