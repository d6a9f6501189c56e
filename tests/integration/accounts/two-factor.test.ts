// Issue 44: the authenticator app (window, replay), recovery codes (once each), the REST `otp`
// flow, the web's second step (five wrong codes end it), the staff rule, the admin's reset and
// the emails every change sends.
import { beforeEach, describe, expect, it } from "vitest";
import * as OTPAuth from "otpauth";
import { prisma } from "@/lib/db";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as status } from "@/app/api/user/two-factor/route";
import { POST as enrol, DELETE as disable } from "@/app/api/user/two-factor/totp/route";
import { POST as confirm } from "@/app/api/user/two-factor/totp/confirm/route";
import { POST as newCodes } from "@/app/api/user/two-factor/recovery-codes/route";
import { POST as reset } from "@/app/api/admin/users/[id]/two-factor/reset/route";
import { GET as me } from "@/app/api/auth/me/route";
import { GET as staffList } from "@/app/api/admin/staff/route";
import { acceptedStep } from "@/lib/accounts/two-factor";
import { decryptSecret, encryptSecret, twoFactorKey } from "@/lib/accounts/two-factor-secret";
import { ATTEMPT_ENDED, finishAttemptWithCode, SECOND_FACTOR_REQUIRED, startSignInAttempt, WRONG_SECOND_FACTOR } from "@/lib/accounts/two-factor-sign-in";
import { call, expectFailure } from "@/tests/helpers/http";
import { createUser, PASSWORD, tokenFor } from "@/tests/helpers/factories";

let ipSeq = 0;
const freshIp = () => ({ "x-forwarded-for": `10.44.${Math.floor(ipSeq / 250)}.${++ipSeq % 250}` });
const codeAt = (secret: string, ms: number) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: ms });
const emailsOf = (userId: string) => prisma.email.findMany({ where: { userId, kind: "two_factor_changed" }, orderBy: { createdAt: "asc" } });

/** A user with the authenticator app on, through the routes; its secret and recovery codes. */
async function withTotp(role: "patient" | "doctor" | "admin" | "receptionist" = "patient") {
  const user = await createUser({ role });
  const token = await tokenFor(user.id);
  const started = await call(enrol, { method: "POST", token });
  expect(started.status).toBe(200);
  const secret: string = started.body.secret;
  // A step behind now: the next code (now) is a later step and still accepted.
  const confirmed = await call(confirm, { json: { code: codeAt(secret, Date.now() - 30_000) }, token });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { user, token, secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

beforeEach(async () => {
  await prisma.clinicSettings.update({ where: { id: 1 }, data: { requireTwoFactorForStaff: false } });
});

describe("the secret at rest", () => {
  it("is encrypted (AES-GCM), never stored in plain text, and production refuses without a key", async () => {
    const stored = encryptSecret("JBSWY3DPEHPK3PXP");
    expect(stored).not.toContain("JBSWY3DPEHPK3PXP");
    expect(decryptSecret(stored)).toBe("JBSWY3DPEHPK3PXP");
    expect(() => twoFactorKey({ NODE_ENV: "production" } as NodeJS.ProcessEnv)).toThrow(/TWO_FACTOR_ENCRYPTION_KEY/);
    expect(() => twoFactorKey({ NODE_ENV: "test", TWO_FACTOR_ENCRYPTION_KEY: "c2hvcnQ=" } as NodeJS.ProcessEnv)).toThrow(/32 bytes/);
    expect(twoFactorKey({ NODE_ENV: "test", TWO_FACTOR_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64") } as NodeJS.ProcessEnv)).toHaveLength(32);
    const { user, secret } = await withTotp();
    const row = await prisma.totpFactor.findUniqueOrThrow({ where: { userId: user.id } });
    expect(row.encryptedSecret).not.toContain(secret);
  });
});

describe("the TOTP window", () => {
  it("accepts the current step and one either side, nothing further", () => {
    const secret = new OTPAuth.Secret({ size: 20 }).base32;
    const now = Date.UTC(2026, 10, 29, 12, 0, 15);
    const step = Math.floor(now / 30_000);
    expect(acceptedStep(secret, codeAt(secret, now), now)).toBe(step);
    expect(acceptedStep(secret, codeAt(secret, now - 30_000), now)).toBe(step - 1);
    expect(acceptedStep(secret, codeAt(secret, now + 30_000), now)).toBe(step + 1);
    expect(acceptedStep(secret, codeAt(secret, now - 60_000), now)).toBeNull();
    expect(acceptedStep(secret, codeAt(secret, now + 60_000), now)).toBeNull();
  });
});

describe("setting up the authenticator app", () => {
  it("answers a secret, its otpauth URL and a QR code; confirming gives 10 hashed recovery codes and emails the account", async () => {
    const user = await createUser();
    const token = await tokenFor(user.id);
    const started = await call(enrol, { method: "POST", token });
    expect(started.body).toMatchObject({ success: true, secret: expect.stringMatching(/^[A-Z2-7]+$/), otpauthUrl: expect.stringMatching(/^otpauth:\/\/totp\//) });
    expect(started.body.qrCode).toMatch(/^data:image\/png;base64,/);
    expect((await call(status, { token })).body).toMatchObject({ totp: false, passkeys: [], recoveryCodesLeft: 0 });

    expectFailure(await call(confirm, { json: { code: "12345" }, token }), 400);
    const confirmed = await call(confirm, { json: { code: codeAt(started.body.secret, Date.now()) }, token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.recoveryCodes).size).toBe(10);
    const stored = await prisma.recoveryCode.findMany({ where: { userId: user.id } });
    for (const code of confirmed.body.recoveryCodes) expect(JSON.stringify(stored)).not.toContain(code);
    expect((await call(status, { token })).body).toMatchObject({ totp: true, recoveryCodesLeft: 10 });
    expect((await emailsOf(user.id)).map((e) => (e.data as { change: string }).change)).toEqual(["totp_on"]);
    // No code or secret in the email.
    expect(JSON.stringify(await emailsOf(user.id))).not.toContain(started.body.secret);
    // On: a second setup is refused.
    expectFailure(await call(enrol, { method: "POST", token }), 409);
  });
});

describe("POST /api/auth/login with otp", () => {
  it("needs a current code or a recovery code; the same 401 whether missing or wrong; a code works once", async () => {
    const { user, secret, recoveryCodes } = await withTotp();
    const creds = { email: user.email, password: PASSWORD };
    for (const body of [creds, { ...creds, otp: "000000" }, { ...creds, otp: "aaaaa-bbbbb" }]) {
      const r = await call(login, { json: body, headers: freshIp() });
      expectFailure(r, 401, SECOND_FACTOR_REQUIRED);
      expect(r.body.twoFactorRequired).toBe(true);
      expect(r.body.token).toBeUndefined();
    }
    const code = codeAt(secret, Date.now());
    const ok = await call(login, { json: { ...creds, otp: code }, headers: freshIp() });
    expect(ok.status).toBe(200);
    expect(ok.body.token).toEqual(expect.any(String));
    // Replay: the same code again is refused.
    expectFailure(await call(login, { json: { ...creds, otp: code }, headers: freshIp() }), 401, SECOND_FACTOR_REQUIRED);
    // A recovery code works once (in any letter case), is emailed, and ends the other sessions.
    const before = await prisma.session.count({ where: { userId: user.id } });
    expect(before).toBeGreaterThan(0);
    const viaRecovery = await call(login, { json: { ...creds, otp: recoveryCodes[0].toUpperCase() }, headers: freshIp() });
    expect(viaRecovery.status).toBe(200);
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(1);
    expectFailure(await call(login, { json: { ...creds, otp: recoveryCodes[0] }, headers: freshIp() }), 401);
    expect((await emailsOf(user.id)).map((e) => (e.data as { change: string }).change)).toContain("recovery_code_used");
  });

  it("changes nothing for an account without a second factor", async () => {
    const user = await createUser();
    const r = await call(login, { json: { email: user.email, password: PASSWORD }, headers: freshIp() });
    expect(r.status).toBe(200);
    expect(r.body.twoFactorRequired).toBeUndefined();
  });
});

describe("turning it off and new recovery codes", () => {
  it("need a current code or a recovery code; the old codes end; each change emails and ends other sessions", async () => {
    const { user, token, secret, recoveryCodes } = await withTotp();
    const other = await tokenFor(user.id);
    expectFailure(await call(newCodes, { json: { code: "000000" }, token }), 400);
    const fresh = await call(newCodes, { json: { code: recoveryCodes[1] }, token });
    expect(fresh.status).toBe(200);
    expect(fresh.body.recoveryCodes).toHaveLength(10);
    expect((await call(me, { token: other })).status).toBe(401);
    expect((await call(me, { token })).status).toBe(200);
    // The old codes ended.
    expectFailure(await call(disable, { method: "DELETE", json: { code: recoveryCodes[2] }, token }), 400);
    const off = await call(disable, { method: "DELETE", json: { code: codeAt(secret, Date.now()) }, token });
    expect(off.status).toBe(200);
    expect((await call(status, { token })).body).toMatchObject({ totp: false, recoveryCodesLeft: 0 });
    const changes = (await emailsOf(user.id)).map((e) => (e.data as { change: string }).change);
    expect(changes).toEqual(["totp_on", "recovery_code_used", "recovery_codes", "totp_off"]);
  });

  it("refuses bad input with a 400 and writes nothing", async () => {
    const { token } = await withTotp();
    for (const json of [{}, { code: "" }, { code: 123456 }, { code: "x".repeat(33) }]) {
      expectFailure(await call(disable, { method: "DELETE", json, token }), 400);
      expectFailure(await call(newCodes, { json, token }), 400);
    }
    expect((await call(status, { token })).body.totp).toBe(true);
  });
});

describe("the web's second step", () => {
  it("is bound to its attempt: five wrong codes end it, every wrong code has the same message", async () => {
    const { user, secret } = await withTotp();
    const attempt = await startSignInAttempt(user.id, true);
    for (let i = 1; i <= 4; i++) await expect(finishAttemptWithCode(attempt, "000000", "10.44.9.9")).rejects.toThrow(WRONG_SECOND_FACTOR);
    await expect(finishAttemptWithCode(attempt, "000000", "10.44.9.9")).rejects.toThrow(ATTEMPT_ENDED);
    // Ended: even the right code no longer finishes it.
    await expect(finishAttemptWithCode(attempt, codeAt(secret, Date.now()), "10.44.9.9")).rejects.toThrow(ATTEMPT_ENDED);
    const next = await startSignInAttempt(user.id, false);
    const done = await finishAttemptWithCode(next, codeAt(secret, Date.now()), "10.44.9.9");
    expect(done).toMatchObject({ actor: { id: user.id }, remember: false });
    await expect(finishAttemptWithCode(next, codeAt(secret, Date.now()), "10.44.9.9")).rejects.toThrow(ATTEMPT_ENDED);
  });

  it("expires after ten minutes", async () => {
    const { user, secret } = await withTotp();
    const attempt = await startSignInAttempt(user.id, true);
    await prisma.twoFactorAttempt.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await expect(finishAttemptWithCode(attempt, codeAt(secret, Date.now()), "10.44.9.9")).rejects.toThrow(ATTEMPT_ENDED);
  });
});

describe("requireTwoFactorForStaff", () => {
  it("sends staff without a second factor to set one up (403 twoFactorSetupRequired); patients never", async () => {
    await prisma.clinicSettings.update({ where: { id: 1 }, data: { requireTwoFactorForStaff: true } });
    const admin = await createUser({ role: "admin" });
    const adminToken = await tokenFor(admin.id);
    const refused = await call(staffList, { token: adminToken });
    expectFailure(refused, 403);
    expect(refused.body.twoFactorSetupRequired).toBe(true);
    // Setting one up stays reachable, and so does /api/auth/me.
    expect((await call(me, { token: adminToken })).status).toBe(200);
    expect((await call(status, { token: adminToken })).status).toBe(200);
    const patient = await createUser();
    expect((await call(me, { token: await tokenFor(patient.id) })).status).toBe(200);
    const { token } = await withTotp("admin");
    expect((await call(staffList, { token })).status).toBe(200);
  });
});

describe("the admin's reset", () => {
  it("removes every factor, signs the account out everywhere and emails it", async () => {
    const { user, token } = await withTotp("doctor");
    const admin = await createUser({ role: "admin" });
    const r = await call(reset, { method: "POST", params: { id: user.id }, token: await tokenFor(admin.id) });
    expect(r.status).toBe(200);
    expect(await prisma.totpFactor.count({ where: { userId: user.id } })).toBe(0);
    expect(await prisma.recoveryCode.count({ where: { userId: user.id } })).toBe(0);
    expect((await call(me, { token })).status).toBe(401);
    expect((await emailsOf(user.id)).map((e) => (e.data as { change: string }).change)).toContain("reset");
    const login2 = await call(login, { json: { email: user.email, password: PASSWORD }, headers: freshIp() });
    expect(login2.status).toBe(200);
    expectFailure(await call(reset, { method: "POST", params: { id: "nobody-here" }, token: await tokenFor(admin.id) }), 404);
  });
});
