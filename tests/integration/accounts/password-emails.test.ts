// The account emails, received by a real SMTP server from the real worker:
// the welcome on sign-up (REST and the signup form), a new doctor's welcome
// or set-password link, and "forgot password". The links work once, within
// their time (seven days, one hour), under the sign-up password rule; only a
// hash of their token is stored and the token leaves emails.data once the
// email is done with; setting a password ends every session and API token.
import { actAs, inRequest, sessionCookie } from "@/tests/helpers/actions";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as addDoctor } from "@/app/api/admin/add-doctor/route";
import { POST as forgot } from "@/app/api/auth/forgot-password/route";
import { POST as reset } from "@/app/api/auth/reset-password/route";
import * as passwordActions from "@/lib/actions/password-reset";
import * as doctorActions from "@/lib/actions/doctors";
import { signupAction } from "@/lib/actions/signup";
import { SESSION_EXPIRED } from "@/lib/actions/safe-action";
import { updateProfileAction } from "@/lib/actions/profile";
import { createPasswordLink, hashToken } from "@/lib/accounts/password-links";
import { prisma } from "@/lib/db";
import { deliverEmail } from "@/lib/notifications/deliver";
import { requeueEmail } from "@/lib/outbox/outbox";
import { DOCTOR_ADDED, DOCTOR_ADDED_LINK_SENT } from "@/lib/doctors/admin";
import { issueResetLink, LINK_EXPIRED, LINK_USED, PASSWORD_SET, RESET_LINK_SENT } from "@/lib/accounts/password-reset";
import { LINK_NOT_VALID } from "@/lib/accounts/password-schema";
import type { EmailWorker } from "@/lib/notifications/worker";
import { createAppointment, createDoctor, createUser, pastInstant, PASSWORD, tokenFor } from "@/tests/helpers/factories";
import { call, expectFailure, formOf } from "@/tests/helpers/http";
import { eventually, linkTokenOf, startInbox, startWorker, type CaughtMessage, type MailCatcher } from "@/tests/helpers/mail";
import { DELETE as removeDoctor, PUT as editDoctor } from "@/app/api/admin/doctor/[id]/route";
import { POST as changePasswordRoute } from "@/app/api/auth/change-password/route";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

process.env.SITE_URL = "https://clinic.example";
process.env.MAIL_FROM = "Test Clinic <desk@clinic.example>";

let inbox: MailCatcher;
let worker: EmailWorker;
let adminId: string;
let adminToken: string;
let n = 0;
const ip = () => ({ "x-forwarded-for": `10.13.${Math.floor(++n / 250)}.${n % 250}` });
const to = (address: string) => (m: CaughtMessage) => m.envelope.to.includes(address);
const subjectIs = (subject: string) => (m: CaughtMessage) => m.subject === subject;

beforeAll(async () => {
  inbox = await startInbox();
  worker = await startWorker();
  const admin = await createUser({ role: "admin" });
  adminId = admin.id;
  adminToken = await tokenFor(admin.id);
});

afterAll(async () => {
  await worker?.stop();
  await inbox?.stop();
});

const signIn = (email: string, password: string) => call(login, { json: { email, password }, headers: ip() });
const doctorFields = (email: string, password = "") => ({
  name: "Dr. Linda Link", speciality: "Dermatologist", email, password, phone: "+1 555 0100",
  experience: "3 Years", fees: "40", address: "1 Clinic Way", degree: "MBBS", about: "Skin and more.",
});

/** Asks for a reset link by REST and returns the email that carries it. */
async function askForLink(email: string): Promise<CaughtMessage> {
  const r = await call(forgot, { json: { email }, headers: ip() });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const [m] = await inbox.waitFor((x) => to(email)(x) && subjectIs("Reset your CareSlot password")(x) && !seen.has(x.id));
  seen.add(m.id);
  return m;
}
const seen = new Set<string>();

/** "Forgot password" requests still waiting in the queue for their account lookup (lib/accounts/password-reset.ts issueResetLink). */
const pendingResetRequests = async () =>
  Number(
    (
      await prisma.$queryRawUnsafe<{ n: bigint }[]>(
        "SELECT count(*) AS n FROM pgboss.job WHERE name = 'email' AND data ? 'resetLinkFor' AND state < 'completed'",
      )
    )[0].n,
  );
/** Waits until the worker has looked up every "forgot password" request made so far. */
const resetRequestsDone = () => eventually(async () => (await pendingResetRequests()) === 0);

describe("welcome on sign-up", () => {
  it("REST register: the new patient gets a welcome, recorded with the account", async () => {
    const r = await call(register, { json: { name: "Wendy Welcome", email: "Wendy@Example.test", password: "secret12" }, headers: ip() });
    expect(r.status).toBe(201);
    const [m] = await inbox.waitFor((x) => to("wendy@example.test")(x) && subjectIs("Welcome to CareSlot")(x));
    expect(m.text).toContain("Hello Wendy Welcome");
    expect(m.text).toContain("https://clinic.example/doctors");
    expect(m.html).toContain("#006894");
    const email = await eventually(() => prisma.email.findFirst({ where: { recipient: "wendy@example.test", kind: "welcome", status: "sent" } }));
    expect(email.userId).toBe(r.body.user._id);
  });

  it("the signup form: the same welcome", async () => {
    const result = await actAs(null, () =>
      signupAction({ name: "Sam Signup", email: "sam.signup@example.test", password: "secret12", confirmPassword: "secret12", terms: true }),
    );
    expect(result.ok).toBe(true);
    const [m] = await inbox.waitFor((x) => to("sam.signup@example.test")(x) && subjectIs("Welcome to CareSlot")(x));
    expect(m.text).toContain("Hello Sam Signup");
  });

  it("a refused sign-up (the email is taken) records no email", async () => {
    const before = await prisma.email.count();
    expectFailure(await call(register, { json: { name: "Copy Cat", email: "wendy@example.test", password: "secret12" }, headers: ip() }), 409);
    expect(await prisma.email.count()).toBe(before);
  });
});

describe("a doctor added by an admin", () => {
  it("with a password from the admin: a welcome, no link", async () => {
    const r = await call(addDoctor, { token: adminToken, form: formOf(doctorFields("dr.given@example.test", "given-pass-1")) });
    expect(r.status).toBe(201);
    expect(r.body.message).toBe(DOCTOR_ADDED);
    const [m] = await inbox.waitFor((x) => to("dr.given@example.test")(x) && subjectIs("Welcome to CareSlot")(x));
    expect(m.text).toContain("password the clinic gave you");
    expect(m.text).not.toContain("reset-password");
    expect(await prisma.passwordToken.count({ where: { userId: r.body.doctor.user._id } })).toBe(0);
    expect((await signIn("dr.given@example.test", "given-pass-1")).status).toBe(200);
  });

  it("without one: an unusable password and a link, valid seven days, that sets it once", async () => {
    const r = await call(addDoctor, { token: adminToken, form: formOf(doctorFields("dr.link@example.test")) });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.message).toBe(DOCTOR_ADDED_LINK_SENT);
    const userId = r.body.doctor.user._id as string;
    const [m] = await inbox.waitFor((x) => to("dr.link@example.test")(x) && subjectIs("Set your password for CareSlot")(x));
    expect(m.text).toContain("Hello Dr. Linda Link");
    const token = linkTokenOf(m);
    expect(m.text).toContain(`https://clinic.example/reset-password?token=${token}`);

    const link = await prisma.passwordToken.findFirstOrThrow({ where: { userId } });
    expect(link).toMatchObject({ purpose: "set_password", tokenHash: hashToken(token), usedAt: null });
    expect(link.expiresAt.getTime() - link.createdAt.getTime()).toBeGreaterThan(7 * 24 * 3600_000 - 5000);
    expect(link.expiresAt.getTime() - link.createdAt.getTime()).toBeLessThan(7 * 24 * 3600_000 + 5000);
    // The account's password is a real Argon2 hash nobody knows: an empty or guessed one signs no one in.
    expect((await prisma.user.findUniqueOrThrow({ where: { id: userId } })).passwordHash).toMatch(/^\$argon2id\$/);
    expect((await signIn("dr.link@example.test", "doctor-pass")).status).toBe(401);

    const set = await call(reset, { json: { token, password: "my-own-pass-1" } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toEqual({ success: true, message: PASSWORD_SET });
    const signedIn = await signIn("dr.link@example.test", "my-own-pass-1");
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.role).toBe("doctor");
    // Once only.
    expectFailure(await call(reset, { json: { token, password: "another-pass-2" } }), 400, LINK_USED);
    expect((await signIn("dr.link@example.test", "my-own-pass-1")).status).toBe(200);
  });

  it("an expired link is refused and sets nothing", async () => {
    const r = await call(addDoctor, { token: adminToken, form: formOf(doctorFields("dr.late@example.test")) });
    const [m] = await inbox.waitFor((x) => to("dr.late@example.test")(x) && subjectIs("Set your password for CareSlot")(x));
    const token = linkTokenOf(m);
    const week = 7 * 24 * 3600_000;
    await prisma.passwordToken.updateMany({
      where: { userId: r.body.doctor.user._id },
      data: { createdAt: new Date(Date.now() - week - 60_000), expiresAt: new Date(Date.now() - 60_000) },
    });
    const before = await prisma.user.findUniqueOrThrow({ where: { id: r.body.doctor.user._id } });
    expectFailure(await call(reset, { json: { token, password: "too-late-pass" } }), 400, LINK_EXPIRED);
    expect(await prisma.user.findUniqueOrThrow({ where: { id: r.body.doctor.user._id } })).toEqual(before);
  });

  it("through the admin's form, with the password left empty: the admin is told a link went out", async () => {
    const result = await actAs(adminId, () => doctorActions.addDoctorAction(formOf(doctorFields("dr.form@example.test"))));
    expect(result).toMatchObject({ ok: true, message: DOCTOR_ADDED_LINK_SENT });
    await inbox.waitFor((x) => to("dr.form@example.test")(x) && subjectIs("Set your password for CareSlot")(x));
  });
});

describe("forgot password", () => {
  it("answers the same whether or not the email has an account, and only an account gets an email", async () => {
    const known = await createUser({ email: "known.person@example.test" });
    const answers = [];
    for (const email of ["known.person@example.test", "nobody.here@example.test", "KNOWN.person@example.test"]) {
      const r = await call(forgot, { json: { email }, headers: ip() });
      answers.push({ status: r.status, body: r.body });
    }
    expect(answers).toEqual(Array(3).fill({ status: 200, body: { success: true, message: RESET_LINK_SENT } }));
    await inbox.waitFor((x) => to("known.person@example.test")(x) && subjectIs("Reset your CareSlot password")(x), { count: 2 });
    await resetRequestsDone();
    expect(await prisma.email.count({ where: { recipient: "nobody.here@example.test" } })).toBe(0);
    expect(await prisma.passwordToken.count({ where: { userId: known.id, purpose: "reset" } })).toBe(2);
    // The form answers the same words.
    const form = await actAs(null, () => passwordActions.forgotPasswordAction({ email: "nobody.either@example.test" }));
    expect(form).toEqual({ ok: true, data: null, message: RESET_LINK_SENT });
  });

  it("a link works for one hour, once; only its hash is stored, and the sent email no longer holds it", async () => {
    const user = await createUser({ email: "forgetful@example.test", name: "Fran Forgetful" });
    const m = await askForLink(user.email);
    expect(m.text).toContain("Hello Fran Forgetful");
    expect(m.text).toContain("one hour");
    const token = linkTokenOf(m);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const link = await prisma.passwordToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(link.tokenHash).toBe(hashToken(token));
    expect(link.expiresAt.getTime() - link.createdAt.getTime()).toBeGreaterThan(3600_000 - 5000);
    expect(link.expiresAt.getTime() - link.createdAt.getTime()).toBeLessThan(3600_000 + 5000);
    // Sent: the raw token is nowhere in the database any more.
    const email = await eventually(() => prisma.email.findFirst({ where: { userId: user.id, kind: "password_reset", status: "sent" } }));
    expect(email.data).toMatchObject({ name: "Fran Forgetful", token: "", tokenId: link.id });
    const [{ hits }] = await prisma.$queryRawUnsafe<{ hits: bigint }[]>(
      `SELECT (SELECT count(*) FROM emails WHERE data::text LIKE '%' || $1 || '%')
            + (SELECT count(*) FROM password_tokens WHERE token_hash = $1 OR id = $1) AS hits`,
      token,
    );
    expect(Number(hits)).toBe(0);

    const ok = await call(reset, { json: { token, password: "brand-new-pass" } });
    expect(ok.status).toBe(200);
    expect((await signIn(user.email, "brand-new-pass")).status).toBe(200);
    expect((await signIn(user.email, PASSWORD)).status).toBe(401);
    expectFailure(await call(reset, { json: { token, password: "second-try-pass" } }), 400, LINK_USED);
  });

  it("an hour later the link is refused", async () => {
    const user = await createUser();
    const token = linkTokenOf(await askForLink(user.email));
    await prisma.passwordToken.updateMany({
      where: { userId: user.id },
      data: { createdAt: new Date(Date.now() - 3600_000 - 1000), expiresAt: new Date(Date.now() - 1000) },
    });
    expectFailure(await call(reset, { json: { token, password: "too-late-pass" } }), 400, LINK_EXPIRED);
    expect((await signIn(user.email, PASSWORD)).status).toBe(200);
  });

  it("unknown and malformed tokens are refused with a clear message", async () => {
    expectFailure(await call(reset, { json: { token: "A".repeat(43), password: "whatever-pass" } }), 400, LINK_NOT_VALID);
    expectFailure(await call(reset, { json: { token: "short", password: "whatever-pass" } }), 400, LINK_NOT_VALID);
    expectFailure(await call(reset, { json: { password: "whatever-pass" } }), 400, LINK_NOT_VALID);
  });

  it("the new password follows the sign-up rule; a refused one leaves the link usable", async () => {
    const user = await createUser();
    const token = linkTokenOf(await askForLink(user.email));
    expectFailure(await call(reset, { json: { token, password: "12345" } }), 400, "Password must be at least 6 characters");
    expectFailure(await call(reset, { json: { token, password: "p".repeat(101) } }), 400, "Password must be at most 100 characters");
    const form = await actAs(null, () => passwordActions.resetPasswordAction({ token, password: "good-pass-1", confirmPassword: "other-pass-1" }));
    expect(form).toMatchObject({ ok: false, fieldErrors: { confirmPassword: "Passwords do not match" } });
    expect(await prisma.passwordToken.count({ where: { userId: user.id, usedAt: null } })).toBe(1);
    const done = await actAs(null, () => passwordActions.resetPasswordAction({ token, password: "good-pass-1", confirmPassword: "good-pass-1" }));
    expect(done).toEqual({ ok: true, data: null, message: PASSWORD_SET });
    expect((await signIn(user.email, "good-pass-1")).status).toBe(200);
  });

  it("setting a password ends every session and API token of the account, and every other open link", async () => {
    const user = await createUser();
    const apiToken = await tokenFor(user.id);
    const cookie = await sessionCookie(user.id);
    const first = linkTokenOf(await askForLink(user.email));
    const second = linkTokenOf(await askForLink(user.email));
    const before = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect((await call(me, { token: apiToken })).status).toBe(200);

    // Reset from the very browser that is signed in: its cookie is cleared too.
    const outcome = await inRequest({ cookie }, () => passwordActions.resetPasswordAction({ token: second, password: "fresh-pass-1", confirmPassword: "fresh-pass-1" }));
    expect(outcome.value).toMatchObject({ ok: true });
    expect(outcome.setCookies.some((c) => /^next-auth\.session-token=;/.test(c))).toBe(true);

    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).tokenVersion).toBe(before.tokenVersion + 1);
    expectFailure(await call(me, { token: apiToken }), 401);
    expect((await inRequest({ cookie }, () => updateProfileAction(formOf({ name: "Still Me" })))).value).toEqual({ ok: false, message: SESSION_EXPIRED });
    // The other link mailed before is spent with it.
    expectFailure(await call(reset, { json: { token: first, password: "other-pass-2" } }), 400, LINK_USED);
  });

  it("is rate limited per email (unknown emails alike) and per address", async () => {
    const user = await createUser();
    for (const email of [user.email, "no.account.limit@example.test"]) {
      for (let i = 0; i < 5; i++) expect((await call(forgot, { json: { email }, headers: ip() })).status).toBe(200);
      const limited = await call(forgot, { json: { email }, headers: ip() });
      expectFailure(limited, 429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    await resetRequestsDone();
    expect(await prisma.passwordToken.count({ where: { userId: user.id } })).toBe(5);

    const from = { "x-forwarded-for": "10.14.0.1" };
    for (let i = 0; i < 10; i++) expect((await call(forgot, { json: { email: `many${i}@example.test` }, headers: from })).status).toBe(200);
    expectFailure(await call(forgot, { json: { email: "one.more@example.test" }, headers: from }), 429);
    // A malformed request counts for nothing.
    expectFailure(await call(forgot, { json: { email: "not an email" }, headers: { "x-forwarded-for": "10.14.0.2" } }), 400);
    expect(await prisma.rateLimit.count({ where: { key: "forgot:ip:10.14.0.2" } })).toBe(0);
  });

  it("a closed account (an archived doctor) gets no link, and its old link is refused", async () => {
    const doctor = await createDoctor();
    const token = linkTokenOf(await askForLink(doctor.user.email));
    await createAppointment({ patientId: (await createUser()).id, doctorId: doctor.doctor.id, startsAt: pastInstant(), status: "completed" });
    expect((await call(removeDoctor, { method: "DELETE", token: adminToken, params: { id: doctor.doctor.id } })).body.result).toBe("archived");
    const before = await prisma.email.count({ where: { recipient: doctor.user.email, kind: "password_reset" } });
    expect((await call(forgot, { json: { email: doctor.user.email }, headers: ip() })).body.message).toBe(RESET_LINK_SENT);
    await resetRequestsDone();
    expect(await prisma.email.count({ where: { recipient: doctor.user.email, kind: "password_reset" } })).toBe(before);
    expectFailure(await call(reset, { json: { token, password: "back-in-pass" } }), 403, "This account has been closed. Please contact the clinic.");
  });
});

describe("forgot password: the same work whether or not the email has an account (issue 22, finding 5)", () => {
  it("the request only queues the lookup: no link, no email, one job, for a known and an unknown email alike", async () => {
    const user = await createUser();
    await worker.stop();
    try {
      const jobsBefore = await pendingResetRequests();
      const tokensBefore = await prisma.passwordToken.count();
      const emailsBefore = await prisma.email.count();
      for (const email of [user.email, "not.a.patient@example.test"]) {
        expect((await call(forgot, { json: { email }, headers: ip() })).body).toEqual({ success: true, message: RESET_LINK_SENT });
      }
      expect(await pendingResetRequests()).toBe(jobsBefore + 2);
      expect(await prisma.passwordToken.count()).toBe(tokensBefore);
      expect(await prisma.email.count()).toBe(emailsBefore);
    } finally {
      worker = await startWorker();
    }
    // The worker then mails the account, and only the account.
    await inbox.waitFor((x) => to(user.email)(x) && subjectIs("Reset your CareSlot password")(x));
    await resetRequestsDone();
    expect(await prisma.email.count({ where: { recipient: "not.a.patient@example.test" } })).toBe(0);
  });
});

describe("password links do not outlive a change of password or email (issue 22, finding 1)", () => {
  it("changing the password spends an open reset link", async () => {
    const user = await createUser();
    const token = linkTokenOf(await askForLink(user.email));
    const apiToken = await tokenFor(user.id);
    expect((await call(changePasswordRoute, { json: { currentPassword: PASSWORD, newPassword: "changed-pass-1" }, token: apiToken })).status).toBe(200);
    expectFailure(await call(reset, { json: { token, password: "taken-over-1" } }), 400, LINK_USED);
    expect((await signIn(user.email, "changed-pass-1")).status).toBe(200);
  });

  it("an admin correcting a new doctor's mistyped email: the first link dies, the right address gets a working one", async () => {
    const r = await call(addDoctor, { token: adminToken, form: formOf(doctorFields("dr.typo@exmaple.test")) });
    expect(r.status).toBe(201);
    const typoLink = linkTokenOf((await inbox.waitFor((x) => to("dr.typo@exmaple.test")(x) && subjectIs("Set your password for CareSlot")(x)))[0]);
    const id = r.body.doctor._id as string;
    const fixed = await call(editDoctor, { method: "PUT", token: adminToken, params: { id }, form: formOf(doctorFields("dr.typo@example.test")) });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expectFailure(await call(reset, { json: { token: typoLink, password: "stolen-pass-1" } }), 400, LINK_USED);
    expect((await signIn("dr.typo@exmaple.test", "stolen-pass-1")).status).toBe(401);

    const rightLink = linkTokenOf((await inbox.waitFor((x) => to("dr.typo@example.test")(x) && subjectIs("Set your password for CareSlot")(x)))[0]);
    expect((await call(reset, { json: { token: rightLink, password: "right-pass-1" } })).status).toBe(200);
    expect((await signIn("dr.typo@example.test", "right-pass-1")).status).toBe(200);
    // Saving the doctor again without a new email sends nothing more.
    const links = await prisma.passwordToken.count({ where: { userId: r.body.doctor.user._id } });
    expect((await call(editDoctor, { method: "PUT", token: adminToken, params: { id }, form: formOf(doctorFields("dr.typo@example.test")) })).status).toBe(200);
    expect(await prisma.passwordToken.count({ where: { userId: r.body.doctor.user._id } })).toBe(links);
  });

  it("an admin setting the doctor's password spends the emailed link", async () => {
    const r = await call(addDoctor, { token: adminToken, form: formOf(doctorFields("dr.setbyadmin@example.test")) });
    const link = linkTokenOf((await inbox.waitFor((x) => to("dr.setbyadmin@example.test")(x) && subjectIs("Set your password for CareSlot")(x)))[0]);
    const edited = await call(editDoctor, { method: "PUT", token: adminToken, params: { id: r.body.doctor._id }, form: formOf(doctorFields("dr.setbyadmin@example.test", "admin-given-1")) });
    expect(edited.status).toBe(200);
    expectFailure(await call(reset, { json: { token: link, password: "link-pass-1" } }), 400, LINK_USED);
    expect((await signIn("dr.setbyadmin@example.test", "admin-given-1")).status).toBe(200);
  });

  it("holds in the database itself: any UPDATE of a password or an email spends the account's open links", async () => {
    const user = await createUser();
    const link = await prisma.$transaction((tx) => createPasswordLink(tx, user.id, "reset"));
    await prisma.user.update({ where: { id: user.id }, data: { name: "Only A Name" } });
    expect((await prisma.passwordToken.findUniqueOrThrow({ where: { id: link.id } })).usedAt).toBeNull();
    await prisma.user.update({ where: { id: user.id }, data: { email: `moved.${user.id}@example.test` } });
    expect((await prisma.passwordToken.findUniqueOrThrow({ where: { id: link.id } })).usedAt).not.toBeNull();
  });
});

describe("a password email that cannot be delivered", () => {
  it("is redacted when it fails for good, and a Retry of it is dropped instead of sending a dead link", async () => {
    const user = await createUser();
    await worker.stop();
    try {
      await issueResetLink(user.email);
      const email = await prisma.email.findFirstOrThrow({ where: { userId: user.id, kind: "password_reset" } });
      const smtp = process.env.SMTP_URL;
      process.env.SMTP_URL = "smtp://127.0.0.1:1"; // nothing listens there
      await expect(deliverEmail(email.id, { finalAttempt: true })).rejects.toThrow();
      process.env.SMTP_URL = smtp;
      const failed = await prisma.email.findUniqueOrThrow({ where: { id: email.id } });
      expect(failed).toMatchObject({ status: "failed", data: expect.objectContaining({ token: "" }) });
      expect(failed.lastError).toMatch(/ECONNREFUSED|ECONNECTION/);

      await prisma.$transaction((tx) => requeueEmail(tx, email.id));
      expect(await deliverEmail(email.id, { finalAttempt: false })).toBe("dropped");
      expect(await prisma.email.findUniqueOrThrow({ where: { id: email.id } })).toMatchObject({ status: "cancelled" });
    } finally {
      worker = await startWorker();
    }
  });

  it("is not sent once its link was used or has expired", async () => {
    const user = await createUser();
    await worker.stop();
    try {
      await issueResetLink(user.email);
      const email = await prisma.email.findFirstOrThrow({ where: { userId: user.id, kind: "password_reset" } });
      await prisma.passwordToken.updateMany({ where: { userId: user.id }, data: { usedAt: new Date() } });
      expect(await deliverEmail(email.id, { finalAttempt: false })).toBe("dropped");
      expect((await prisma.email.findUniqueOrThrow({ where: { id: email.id } })).data).toMatchObject({ token: "" });
    } finally {
      worker = await startWorker();
    }
  });
});
