// Passkeys (WebAuthn, issue 44 item 2) with @simplewebauthn/server: adding one from "Sign-in
// security" (named; the date added and last used are kept), removing one, and signing in with
// one, either as the second step after the password or alone ("Sign in with a passkey").
//
// The relying party is SITE_URL (default http://localhost:3000): its origin is the only one
// accepted and its host name is the RP id. Every challenge lives in a two_factor_attempts row,
// bound to what asked for it (the signed-in session for a registration, the sign-in attempt's
// cookie or token otherwise), ends with that attempt (ten minutes at most) and is taken out of
// the row before the answer is checked, so it serves once.
import { createHash } from "node:crypto";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { z } from "zod";
import { prisma } from "@/lib/db";
import { badRequest, DomainError, notFound } from "@/lib/errors";
import { CLINIC_NAME } from "@/lib/outbox/mail-config";
import { hitRateLimit, LIMITS } from "@/lib/platform/rate-limit";
import { afterSecondFactorChange } from "@/lib/accounts/two-factor";
import { ATTEMPT_ENDED, ATTEMPT_MAX_FAILURES, ATTEMPT_SECONDS, hashToken, startSignInAttempt } from "@/lib/accounts/two-factor-sign-in";
import { findActor, type Actor } from "@/lib/accounts/users";
import { recordAudit } from "@/lib/audit/record";
import type { authenticationResponseSchema, passkeyRegistrationSchema } from "@/lib/accounts/passkey-schema";

export const PASSKEY_ADDED = "The passkey was added.";
/** What asking for options says: the browser's own prompt follows. */
export const PASSKEY_PROMPT = "Follow your browser's prompt to use your passkey.";
export const PASSKEY_REMOVED = "The passkey was removed.";
export const PASSKEY_NOT_FOUND = "Passkey not found";
export const PASSKEY_NOT_VERIFIED = "The passkey could not be checked. Please try again.";
export const PASSKEY_START_AGAIN = "This passkey request has ended. Please start again.";
/** One message for every refused passwordless sign-in: it says nothing of which accounts exist. */
export const PASSKEY_SIGN_IN_FAILED = "That passkey did not sign you in. Try again, or sign in with your password.";

/** The relying party: SITE_URL's origin and its host name (the RP id), as browsers check them. */
export function relyingParty(env: NodeJS.ProcessEnv = process.env): { rpID: string; origin: string; rpName: string } {
  let url: URL;
  try {
    url = new URL(env.SITE_URL?.trim() || "http://localhost:3000");
  } catch {
    url = new URL("http://localhost:3000");
  }
  return { rpID: url.hostname, origin: url.origin, rpName: CLINIC_NAME };
}

const attemptEnded = () => new DomainError("unauthorized", ATTEMPT_ENDED, { details: { twoFactorAttemptEnded: true } });
const notVerified = () => badRequest(PASSKEY_NOT_VERIFIED);

/** A registration's challenge row: one per signed-in session, so a new request replaces the last. */
const registrationAttemptId = (actor: Actor) => createHash("sha256").update("passkey-register:").update(actor.sessionId ?? actor.id).digest("hex");

/**
 * Takes the challenge out of a live attempt of `purpose` (one statement: of two answers to one
 * challenge, only one gets it). The attempt's user (or null) and remember, or null when there is
 * no such challenge left.
 */
async function takeChallenge(id: string, purpose: string): Promise<{ challenge: string; userId: string | null; remember: boolean } | null> {
  // The old challenge comes from the locked row: a second answer waits, then finds none.
  const rows = await prisma.$queryRaw<{ challenge: string; user_id: string | null; remember: boolean }[]>`
    WITH old AS (
      SELECT id, challenge FROM two_factor_attempts
      WHERE id = ${id} AND purpose = ${purpose} AND challenge IS NOT NULL AND expires_at > now()
      FOR UPDATE
    )
    UPDATE two_factor_attempts a SET challenge = NULL FROM old WHERE a.id = old.id
    RETURNING old.challenge, a.user_id, a.remember`;
  const row = rows[0];
  return row?.challenge ? { challenge: row.challenge, userId: row.user_id, remember: row.remember } : null;
}

/** Runs @simplewebauthn's check; a malformed answer is a bad request, never a 500. */
async function checked<T>(verify: () => Promise<T>): Promise<T> {
  try {
    return await verify();
  } catch {
    throw notVerified();
  }
}

// ---- Adding and removing (the profile's "Sign-in security" section) ----

/** The options for navigator.credentials.create(): a new challenge, bound to this session. */
export async function passkeyRegistrationOptions(actor: Actor): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { rpID, rpName } = relyingParty();
  const existing = await prisma.passkey.findMany({ where: { userId: actor.id }, select: { id: true, transports: true } });
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userName: actor.email,
    userDisplayName: actor.name,
    userID: new TextEncoder().encode(actor.id),
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
    // Discoverable, so that it can sign in without the password too.
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  const id = registrationAttemptId(actor);
  const expiresAt = new Date(Date.now() + ATTEMPT_SECONDS * 1000);
  await prisma.twoFactorAttempt.upsert({
    where: { id },
    create: { id, userId: actor.id, purpose: "register", challenge: options.challenge, expiresAt },
    update: { challenge: options.challenge, expiresAt, failures: 0 },
  });
  return options;
}

/** Checks the browser's answer and keeps the passkey; the account is emailed and its other sessions end. */
export async function addPasskey(actor: Actor, input: z.output<typeof passkeyRegistrationSchema>): Promise<{ id: string; name: string; createdAt: Date; lastUsedAt: Date | null }> {
  const taken = await takeChallenge(registrationAttemptId(actor), "register");
  if (!taken || taken.userId !== actor.id) throw badRequest(PASSKEY_START_AGAIN);
  const { rpID, origin } = relyingParty();
  const result = await checked(() =>
    verifyRegistrationResponse({
      response: input.response as RegistrationResponseJSON,
      expectedChallenge: taken.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    }),
  );
  if (!result.verified) throw notVerified();
  const { credential } = result.registrationInfo;
  return prisma.$transaction(async (tx) => {
    if (await tx.passkey.findUnique({ where: { id: credential.id }, select: { id: true } })) throw badRequest(PASSKEY_NOT_VERIFIED);
    const passkey = await tx.passkey.create({
      data: {
        id: credential.id,
        userId: actor.id,
        name: input.name,
        publicKey: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
      },
      select: { id: true, name: true, createdAt: true, lastUsedAt: true },
    });
    await afterSecondFactorChange(tx, actor, "passkey_added", actor.sessionId);
    return passkey;
  });
}

/** Removes one of the account's passkeys; the account is emailed and its other sessions end. */
export async function removePasskey(actor: Actor, passkeyId: string): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const removed = await tx.passkey.deleteMany({ where: { id: passkeyId, userId: actor.id } });
    if (removed.count !== 1) throw notFound(PASSKEY_NOT_FOUND);
    // Recovery codes stand in for a lost factor: none left, none kept.
    const [totp, passkeys] = await Promise.all([
      tx.totpFactor.count({ where: { userId: actor.id, confirmedAt: { not: null } } }),
      tx.passkey.count({ where: { userId: actor.id } }),
    ]);
    if (totp + passkeys === 0) await tx.recoveryCode.deleteMany({ where: { userId: actor.id } });
    await afterSecondFactorChange(tx, actor, "passkey_removed", actor.sessionId);
  });
}

// ---- Signing in ----

/** Whether /login/verify offers "Use a passkey". */
export async function hasPasskeys(userId: string): Promise<boolean> {
  return (await prisma.passkey.count({ where: { userId } })) > 0;
}

/**
 * Checks an assertion against the stored passkey it names (of `userId` when given), and moves the
 * passkey's counter on and its last use to now. The passkey's owner, or null when refused.
 */
async function verifyAssertion(response: z.output<typeof authenticationResponseSchema>, challenge: string, userId: string | null, requireUserVerification: boolean): Promise<string | null> {
  const passkey = await prisma.passkey.findUnique({ where: { id: response.id } });
  if (!passkey || (userId !== null && passkey.userId !== userId)) return null;
  const { rpID, origin } = relyingParty();
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: { id: passkey.id, publicKey: new Uint8Array(passkey.publicKey), counter: passkey.counter, transports: passkey.transports as never },
      requireUserVerification,
    });
  } catch {
    // A bad signature, another origin, or a counter that went back (a cloned authenticator).
    return null;
  }
  if (!verified.verified) return null;
  await prisma.passkey.update({ where: { id: passkey.id }, data: { counter: verified.authenticationInfo.newCounter, lastUsedAt: new Date() } });
  return passkey.userId;
}

/** The options for navigator.credentials.get() in a sign-in's second step: the account's passkeys. */
export async function secondStepPasskeyOptions(token: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const id = hashToken(token);
  const attempt = await prisma.twoFactorAttempt.findUnique({ where: { id } });
  if (!attempt?.userId || attempt.purpose !== "sign_in" || attempt.expiresAt <= new Date()) throw attemptEnded();
  const passkeys = await prisma.passkey.findMany({ where: { userId: attempt.userId }, select: { id: true, transports: true } });
  if (passkeys.length === 0) throw badRequest(PASSKEY_NOT_FOUND);
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().rpID,
    allowCredentials: passkeys.map((p) => ({ id: p.id, transports: p.transports as never })),
    userVerification: "preferred",
  });
  await prisma.twoFactorAttempt.update({ where: { id }, data: { challenge: options.challenge } });
  return options;
}

/**
 * Finishes a sign-in's second step with a passkey: the account and "Remember me", or a refusal
 * counted as a wrong code (the attempt ends at its fifth).
 */
export async function finishAttemptWithPasskey(token: string, response: z.output<typeof authenticationResponseSchema>, ip: string, userAgent?: string | null): Promise<{ actor: Actor; remember: boolean }> {
  const id = hashToken(token);
  const taken = await takeChallenge(id, "sign_in");
  if (!taken?.userId) {
    if (!(await prisma.twoFactorAttempt.findFirst({ where: { id, expiresAt: { gt: new Date() } }, select: { id: true } }))) throw attemptEnded();
    throw badRequest(PASSKEY_START_AGAIN);
  }
  const ownerId = await verifyAssertion(response, taken.challenge, taken.userId, false);
  const user = await prisma.user.findUnique({ where: { id: taken.userId }, select: { tokenVersion: true, role: true } });
  const actor = ownerId && user ? await findActor(ownerId, user.tokenVersion) : null;
  // The second step's outcome in the trail, as a code's is (lib/accounts/two-factor-sign-in.ts): the account's holder, by its address and browser.
  const audit = (outcome: "done" | "refused") => ({
    action: outcome === "done" ? ("sign_in.succeeded" as const) : ("sign_in.failed" as const),
    subject: { type: "user", id: taken.userId },
    patientId: user?.role === "patient" ? taken.userId : null,
    outcome,
    details: { method: "passkey", step: "passkey" },
  });
  if (actor) {
    await prisma.$transaction(async (tx) => {
      await tx.twoFactorAttempt.deleteMany({ where: { id } });
      await recordAudit(tx, { ...actor, address: ip, userAgent }, audit("done"));
    });
    return { actor, remember: taken.remember };
  }
  if (user) await recordAudit(prisma, { id: taken.userId, role: user.role, address: ip, userAgent }, audit("refused"));
  const counted = await prisma.twoFactorAttempt.update({ where: { id }, data: { failures: { increment: 1 } }, select: { failures: true } });
  await hitRateLimit(`login:ip:${ip}`, LIMITS.loginPerIp);
  if (counted.failures >= ATTEMPT_MAX_FAILURES) {
    await prisma.twoFactorAttempt.deleteMany({ where: { id } });
    throw attemptEnded();
  }
  throw badRequest(PASSKEY_NOT_VERIFIED);
}

/**
 * "Sign in with a passkey" (no password): options for any of this site's discoverable passkeys,
 * and the token of the attempt that holds their challenge (the web keeps it in the second-step
 * cookie; a REST client sends it back as `attemptId`).
 */
export async function passwordlessOptions(remember: boolean, ip: string): Promise<{ attemptId: string; options: PublicKeyCredentialRequestOptionsJSON }> {
  // Each one writes an attempt: counted as a sign-in try of the address, as the password form is.
  await hitRateLimit(`login:ip:${ip}`, LIMITS.loginPerIp);
  const options = await generateAuthenticationOptions({ rpID: relyingParty().rpID, userVerification: "required" });
  const attemptId = await startSignInAttempt(null, remember, "passkey", options.challenge);
  return { attemptId, options };
}

/**
 * Checks a passwordless sign-in: the passkey's account and "Remember me". The attempt ends
 * whatever the answer; a refusal counts toward the login limits of the address.
 */
export async function finishPasswordless(attemptId: string, response: z.output<typeof authenticationResponseSchema>, ip: string, userAgent?: string | null): Promise<{ actor: Actor; remember: boolean }> {
  await hitRateLimit(`login:ip:${ip}`, LIMITS.loginPerIp);
  const id = hashToken(attemptId);
  const taken = await takeChallenge(id, "passkey");
  await prisma.twoFactorAttempt.deleteMany({ where: { id } });
  if (!taken) throw badRequest(PASSKEY_START_AGAIN);
  // A passkey alone signs in only when the authenticator checked its user (PIN, fingerprint, face).
  const ownerId = await verifyAssertion(response, taken.challenge, null, true);
  const user = ownerId ? await prisma.user.findUnique({ where: { id: ownerId }, select: { tokenVersion: true } }) : null;
  const actor = ownerId && user ? await findActor(ownerId, user.tokenVersion) : null;
  if (!actor) {
    await auditFailedPasswordless(response.id, ip, userAgent);
    throw new DomainError("unauthorized", PASSKEY_SIGN_IN_FAILED);
  }
  // As the password step writes its success (lib/accounts/sign-in.ts), the passkey being the whole sign-in.
  await recordAudit(prisma, { ...actor, address: ip, userAgent }, {
    action: "sign_in.succeeded",
    subject: { type: "user", id: actor.id },
    patientId: actor.role === "patient" ? actor.id : null,
    details: { method: "passkey", step: "passwordless" },
  });
  return { actor, remember: taken.remember };
}

/** A refused passwordless sign-in (issue 45): by whom unknown, on the account of the passkey it named when there is one. */
async function auditFailedPasswordless(passkeyId: string, ip: string, userAgent: string | null | undefined): Promise<void> {
  const named = await prisma.passkey.findUnique({ where: { id: passkeyId }, select: { user: { select: { id: true, role: true } } } });
  await recordAudit(prisma, { id: null, role: "anonymous", address: ip, userAgent }, {
    action: "sign_in.failed",
    subject: { type: "user", id: named?.user.id ?? null },
    patientId: named?.user.role === "patient" ? named.user.id : null,
    outcome: "refused",
    details: { method: "passkey", step: "passwordless" },
  });
}
