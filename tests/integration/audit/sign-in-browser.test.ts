// Issue 45 item 1: an event says from which address and browser. The password step's sign-in
// events carry both (actions-written.test.ts); so do a passkey's (alone through REST, and as the
// second step), a second-step code's, adding and removing a passkey, and a password set through
// an emailed link: each event keeps the request's User-Agent.
import { describe, expect, it } from "vitest";
import * as OTPAuth from "otpauth";
import { prisma } from "@/lib/db";
import { POST as registrationOptions } from "@/app/api/user/two-factor/passkeys/options/route";
import { POST as registrationVerify } from "@/app/api/user/two-factor/passkeys/verify/route";
import { DELETE as removeRoute } from "@/app/api/user/two-factor/passkeys/[id]/route";
import { POST as signInOptions } from "@/app/api/auth/passkey/options/route";
import { POST as signInVerify } from "@/app/api/auth/passkey/verify/route";
import { POST as resetRoute } from "@/app/api/auth/reset-password/route";
import { relyingParty } from "@/lib/accounts/passkeys";
import { finishAttemptWithPasskey, secondStepPasskeyOptions } from "@/lib/accounts/passkey-sign-in";
import { finishAttemptWithCode, startSignInAttempt } from "@/lib/accounts/two-factor-sign-in";
import { confirmTotp, startTotpEnrolment } from "@/lib/accounts/two-factor";
import { createPasswordLink } from "@/lib/accounts/password-links";
import { findActor, type Actor } from "@/lib/accounts/users";
import { call } from "@/tests/helpers/http";
import { createUser, tokenFor } from "@/tests/helpers/factories";
import { softwarePasskey } from "@/tests/helpers/software-passkey";

process.env.RATE_LIMIT_SCALE = "100";
process.env.TWO_FACTOR_ENCRYPTION_KEY ??= Buffer.alloc(32, 7).toString("base64");

const { origin } = relyingParty();
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) PasskeyTest/45";
let ipSeq = 0;
const from = () => ({ "x-forwarded-for": `10.47.${Math.floor(ipSeq / 250)}.${++ipSeq % 250}`, "user-agent": BROWSER });
const eventsOn = (userId: string, action: string) => prisma.auditEvent.findMany({ where: { subjectId: userId, action }, orderBy: { id: "asc" } });
const codeAt = (secret: string, ms: number) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: ms });

/** A user with a passkey added through the routes, from BROWSER. */
async function withPasskey() {
  const user = await createUser();
  const token = await tokenFor(user.id);
  const key = softwarePasskey();
  const options = await call(registrationOptions, { method: "POST", token, headers: from() });
  const added = await call(registrationVerify, { json: { name: "Laptop", response: key.register(options.body.options, origin) }, token, headers: from() });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return { user, token, key };
}

describe("the browser in sign-in and credential events", () => {
  it("adding and removing a passkey", async () => {
    const { user, token, key } = await withPasskey();
    expect((await call(removeRoute, { method: "DELETE", params: { id: key.id }, token, headers: from() })).status).toBe(200);
    expect(await eventsOn(user.id, "two_factor.enabled")).toEqual([expect.objectContaining({ actorId: user.id, address: expect.any(String), userAgent: BROWSER, details: { factor: "passkey" } })]);
    expect(await eventsOn(user.id, "two_factor.disabled")).toEqual([expect.objectContaining({ actorId: user.id, address: expect.any(String), userAgent: BROWSER, details: { factor: "passkey" } })]);
  });

  it("signing in with a passkey alone (REST): done and refused", async () => {
    const { user, key } = await withPasskey();
    for (const counter of [5, 3]) {
      const started = await call(signInOptions, { method: "POST", headers: from() });
      await call(signInVerify, { json: { attemptId: started.body.attemptId, response: key.assert(started.body.options, origin, { counter }) }, headers: from() });
    }
    const done = await eventsOn(user.id, "sign_in.succeeded");
    const refused = await eventsOn(user.id, "sign_in.failed");
    expect(done).toEqual([expect.objectContaining({ actorId: user.id, userAgent: BROWSER, details: { method: "passkey", step: "passwordless" } })]);
    expect(refused).toEqual([expect.objectContaining({ actorRole: "anonymous", outcome: "refused", userAgent: BROWSER, details: { method: "passkey", step: "passwordless" } })]);
  });

  it("a passkey as the second step: done and refused", async () => {
    const { user, key } = await withPasskey();
    const stranger = softwarePasskey();
    let attempt = await startSignInAttempt(user.id, false);
    let asked = await secondStepPasskeyOptions(attempt);
    await expect(finishAttemptWithPasskey(attempt, stranger.assert(asked as never, origin) as never, "10.47.9.1", BROWSER)).rejects.toThrow(/could not be checked/);
    attempt = await startSignInAttempt(user.id, false);
    asked = await secondStepPasskeyOptions(attempt);
    await finishAttemptWithPasskey(attempt, key.assert(asked as never, origin) as never, "10.47.9.1", BROWSER);
    expect(await eventsOn(user.id, "sign_in.failed")).toEqual([expect.objectContaining({ address: "10.47.9.1", userAgent: BROWSER, details: { method: "passkey", step: "passkey" } })]);
    expect(await eventsOn(user.id, "sign_in.succeeded")).toEqual([expect.objectContaining({ address: "10.47.9.1", userAgent: BROWSER, details: { method: "passkey", step: "passkey" } })]);
  });

  it("a second-step code: wrong and right", async () => {
    const who = (await findActor((await createUser()).id, 0)) as Actor;
    const { secret } = await startTotpEnrolment(who);
    const { recoveryCodes } = await confirmTotp(who, { code: codeAt(secret, Date.now()) });
    const attempt = await startSignInAttempt(who.id, false);
    await expect(finishAttemptWithCode(attempt, "000000", "10.47.9.2", BROWSER)).rejects.toThrow();
    await finishAttemptWithCode(attempt, recoveryCodes[0], "10.47.9.2", BROWSER);
    expect(await eventsOn(who.id, "sign_in.failed")).toEqual([expect.objectContaining({ address: "10.47.9.2", userAgent: BROWSER })]);
    expect(await eventsOn(who.id, "sign_in.succeeded")).toEqual([expect.objectContaining({ address: "10.47.9.2", userAgent: BROWSER, details: { step: "recovery" } })]);
  });

  it("a password set through an emailed link (REST)", async () => {
    const user = await createUser();
    const { token } = await prisma.$transaction((tx) => createPasswordLink(tx, user.id, "reset"));
    const reply = await call(resetRoute, { json: { token, password: "a-new-password-1", confirmPassword: "a-new-password-1" }, headers: from() });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await eventsOn(user.id, "password.reset")).toEqual([expect.objectContaining({ actorId: user.id, address: expect.any(String), userAgent: BROWSER })]);
  });
});
