// Issue 44: passkeys through their routes and the second step, with a software authenticator
// (tests/helpers/software-passkey.ts) checked by @simplewebauthn/server itself: adding one (named,
// emailed, other sessions ended), removing one, signing in with one alone (REST) or as the
// second step; challenges bound to their attempt, single use, ended after ten minutes; the
// counter and last use moved on; a counter that goes back refused.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { GET as status } from "@/app/api/user/two-factor/route";
import { POST as registrationOptions } from "@/app/api/user/two-factor/passkeys/options/route";
import { POST as registrationVerify } from "@/app/api/user/two-factor/passkeys/verify/route";
import { DELETE as removeRoute } from "@/app/api/user/two-factor/passkeys/[id]/route";
import { POST as signInOptions } from "@/app/api/auth/passkey/options/route";
import { POST as signInVerify } from "@/app/api/auth/passkey/verify/route";
import { GET as me } from "@/app/api/auth/me/route";
import { relyingParty } from "@/lib/accounts/passkeys";
import { finishAttemptWithPasskey, secondStepPasskeyOptions } from "@/lib/accounts/passkey-sign-in";
import { ATTEMPT_ENDED, startSignInAttempt } from "@/lib/accounts/two-factor-sign-in";
import { call, expectFailure } from "@/tests/helpers/http";
import { createUser, tokenFor } from "@/tests/helpers/factories";
import { softwarePasskey, type SoftwarePasskey } from "@/tests/helpers/software-passkey";

const { origin } = relyingParty();
let ipSeq = 0;
const freshIp = () => ({ "x-forwarded-for": `10.45.${Math.floor(ipSeq / 250)}.${++ipSeq % 250}` });
/** The sign-in events of the audit trail on an account (issue 45), oldest first. */
const signInsOf = (userId: string) => prisma.auditEvent.findMany({ where: { subjectId: userId, action: { startsWith: "sign_in." } }, orderBy: { id: "asc" } });
const emailsOf = (userId: string) => prisma.email.findMany({ where: { userId, kind: "two_factor_changed" }, orderBy: { createdAt: "asc" } });

/** A user with a passkey added through the routes. */
async function withPasskey() {
  const user = await createUser();
  const token = await tokenFor(user.id);
  const key = softwarePasskey();
  const options = await call(registrationOptions, { method: "POST", token });
  expect(options.status).toBe(200);
  const added = await call(registrationVerify, { json: { name: "Laptop", response: key.register(options.body.options, origin) }, token });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return { user, token, key };
}

async function passwordless(key: SoftwarePasskey, opts?: Parameters<SoftwarePasskey["assert"]>[2]) {
  const started = await call(signInOptions, { method: "POST", headers: freshIp() });
  expect(started.status).toBe(200);
  const json = { attemptId: started.body.attemptId, response: key.assert(started.body.options, origin, opts) };
  return { json, reply: await call(signInVerify, { json, headers: freshIp() }) };
}

describe("adding a passkey", () => {
  it("keeps it named with its date, lists it, emails the account and ends its other sessions", async () => {
    const user = await createUser();
    const token = await tokenFor(user.id);
    const other = await tokenFor(user.id);
    const key = softwarePasskey();
    const options = await call(registrationOptions, { method: "POST", token });
    expect(options.body.options).toMatchObject({ rp: { id: "localhost" }, user: { name: user.email }, authenticatorSelection: { residentKey: "required" } });
    const added = await call(registrationVerify, { json: { name: "  Work laptop ", response: key.register(options.body.options, origin) }, token });
    expect(added.status).toBe(201);
    expect(added.body.passkey).toMatchObject({ id: key.id, name: "Work laptop", lastUsedAt: null });

    const listed = await call(status, { token });
    expect(listed.body).toMatchObject({ totp: false, passkeys: [{ id: key.id, name: "Work laptop", lastUsedAt: null }] });
    expect(listed.body.passkeys[0].createdAt).toEqual(expect.any(String));
    expect((await emailsOf(user.id)).map((e) => (e.data as { change: string }).change)).toEqual(["passkey_added"]);
    expect((await call(me, { token })).status).toBe(200);
    expect((await call(me, { token: other })).status).toBe(401);
  });

  it("takes a challenge once, from the session that asked, for ten minutes", async () => {
    const user = await createUser();
    const token = await tokenFor(user.id);
    const key = softwarePasskey();
    const options = await call(registrationOptions, { method: "POST", token });
    const response = key.register(options.body.options, origin);
    // Another session of the same account did not ask for this challenge.
    expectFailure(await call(registrationVerify, { json: { name: "Phone", response }, token: await tokenFor(user.id) }), 400);
    // Used once (above the other session's try did not spend it) ...
    expect((await call(registrationVerify, { json: { name: "Phone", response }, token })).status).toBe(201);
    // ... and never again.
    expectFailure(await call(registrationVerify, { json: { name: "Phone", response }, token }), 400);

    const again = await call(registrationOptions, { method: "POST", token });
    await prisma.twoFactorAttempt.updateMany({ where: { userId: user.id, purpose: "register" }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expectFailure(await call(registrationVerify, { json: { name: "Late", response: softwarePasskey().register(again.body.options, origin) }, token }), 400);
  });

  it("refuses a foreign origin, a wrong challenge or a malformed answer with a 400, nothing kept", async () => {
    const user = await createUser();
    const token = await tokenFor(user.id);
    const key = softwarePasskey();
    let options = await call(registrationOptions, { method: "POST", token });
    expectFailure(await call(registrationVerify, { json: { name: "Evil", response: key.register(options.body.options, "https://evil.example") }, token }), 400);
    options = await call(registrationOptions, { method: "POST", token });
    expectFailure(await call(registrationVerify, { json: { name: "Wrong", response: key.register({ ...options.body.options, challenge: "AAAA" }, origin) }, token }), 400);
    options = await call(registrationOptions, { method: "POST", token });
    const good = key.register(options.body.options, origin) as { response: Record<string, string> };
    expectFailure(await call(registrationVerify, { json: { name: "Broken", response: { ...good, response: { ...good.response, attestationObject: "AAAA" } } }, token }), 400);
    expectFailure(await call(registrationVerify, { json: { name: "", response: good }, token }), 400);
    expectFailure(await call(registrationVerify, { json: { name: "x".repeat(61), response: good }, token }), 400);
    expect(await prisma.passkey.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("removing a passkey", () => {
  it("removes the caller's own only, emails the account and ends its other sessions", async () => {
    const { user, token, key } = await withPasskey();
    const stranger = await createUser();
    expectFailure(await call(removeRoute, { method: "DELETE", params: { id: key.id }, token: await tokenFor(stranger.id) }), 404);
    expectFailure(await call(removeRoute, { method: "DELETE", params: { id: "not/an id" }, token }), 400);
    const other = await tokenFor(user.id);
    const removed = await call(removeRoute, { method: "DELETE", params: { id: key.id }, token });
    expect(removed.status).toBe(200);
    expect((await call(status, { token })).body.passkeys).toEqual([]);
    expect((await emailsOf(user.id)).map((e) => (e.data as { change: string }).change)).toEqual(["passkey_added", "passkey_removed"]);
    expect((await call(me, { token: other })).status).toBe(401);
    expectFailure(await call(removeRoute, { method: "DELETE", params: { id: key.id }, token }), 404);
  });
});

describe("signing in with a passkey alone (REST)", () => {
  it("answers the usual token and user, and moves the counter and the last use on", async () => {
    const { user, key } = await withPasskey();
    const { reply } = await passwordless(key);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ success: true, token: expect.any(String), user: { email: user.email } });
    expect((await call(me, { token: reply.body.token })).body.user.email).toBe(user.email);
    const stored = await prisma.passkey.findUniqueOrThrow({ where: { id: key.id } });
    expect(stored.counter).toBe(1);
    expect(stored.lastUsedAt).not.toBeNull();
    expect(await signInsOf(user.id)).toEqual([
      expect.objectContaining({ action: "sign_in.succeeded", actorId: user.id, actorRole: "patient", patientId: user.id, outcome: "done", address: expect.any(String), details: { method: "passkey", step: "passwordless" } }),
    ]);
  });

  it("spends the attempt once, refuses a counter that went back and a passkey that did not check its user", async () => {
    const { user, key } = await withPasskey();
    const first = await passwordless(key, { counter: 5 });
    expect(first.reply.status).toBe(200);
    expectFailure(await call(signInVerify, { json: first.json, headers: freshIp() }), 400);
    expectFailure((await passwordless(key, { counter: 3 })).reply, 401);
    expectFailure((await passwordless(key, { counter: 9, userVerified: false })).reply, 401);
    expect((await prisma.passkey.findUniqueOrThrow({ where: { id: key.id } })).counter).toBe(5);
    // One success, then a refusal per assertion checked, on the passkey's account, by nobody known.
    const events = await signInsOf(user.id);
    expect(events.map((e) => e.action)).toEqual(["sign_in.succeeded", "sign_in.failed", "sign_in.failed"]);
    expect(events[1]).toMatchObject({ actorId: null, actorRole: "anonymous", outcome: "refused", details: { method: "passkey", step: "passwordless" } });
  });

  it("refuses an unknown passkey, an expired attempt and malformed input without a 500", async () => {
    const unknown = await passwordless(softwarePasskey());
    expectFailure(unknown.reply, 401);
    const { key } = await withPasskey();
    const started = await call(signInOptions, { method: "POST", headers: freshIp() });
    await prisma.twoFactorAttempt.updateMany({ where: { purpose: "passkey", challenge: started.body.options.challenge }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expectFailure(await call(signInVerify, { json: { attemptId: started.body.attemptId, response: key.assert(started.body.options, origin) }, headers: freshIp() }), 400);
    for (const json of [{}, { attemptId: "x" }, { attemptId: "x", response: { id: "a" } }, { attemptId: 1, response: key.assert({ challenge: "AA" }, origin) }]) {
      expectFailure(await call(signInVerify, { json, headers: freshIp() }), 400);
    }
  });
});

describe("a passkey as the second step", () => {
  it("finishes the attempt once; another account's passkey is a wrong answer", async () => {
    const { user, key } = await withPasskey();
    const token = await startSignInAttempt(user.id, true);
    const options = await secondStepPasskeyOptions(token);
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([key.id]);
    const response = key.assert(options as never, origin) as never;
    const done = await finishAttemptWithPasskey(token, response, "10.46.0.1");
    expect(done).toMatchObject({ actor: { id: user.id }, remember: true });
    await expect(finishAttemptWithPasskey(token, response, "10.46.0.1")).rejects.toThrow(ATTEMPT_ENDED);
    expect(await signInsOf(user.id)).toEqual([expect.objectContaining({ action: "sign_in.succeeded", actorId: user.id, address: "10.46.0.1", details: { method: "passkey", step: "passkey" } })]);

    const stranger = await withPasskey();
    const attempt = await startSignInAttempt(user.id, false);
    const asked = await secondStepPasskeyOptions(attempt);
    await expect(finishAttemptWithPasskey(attempt, stranger.key.assert(asked as never, origin) as never, "10.46.0.2")).rejects.toThrow(/could not be checked/);
    expect((await signInsOf(user.id)).at(-1)).toMatchObject({ action: "sign_in.failed", actorId: user.id, outcome: "refused", address: "10.46.0.2", details: { method: "passkey", step: "passkey" } });
  });
});
