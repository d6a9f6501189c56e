// Signing in with a passkey (WebAuthn, issue 44 item 2), either as the second step after the
// password (/login/verify) or alone ("Sign in with a passkey"). Each challenge lives in the sign-in
// attempt's two_factor_attempts row and is taken out of it before the answer is checked, so it
// serves once (lib/accounts/passkeys.ts: takeChallenge). Adding and removing passkeys is there too.
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import type { z } from "zod";
import { prisma } from "@/lib/db";
import { badRequest, DomainError } from "@/lib/errors";
import { hitRateLimit, LIMITS } from "@/lib/platform/rate-limit";
import { ATTEMPT_ENDED, ATTEMPT_MAX_FAILURES, hashToken, startSignInAttempt } from "@/lib/accounts/two-factor-sign-in";
import { findActor, type Actor } from "@/lib/accounts/users";
import { recordAudit } from "@/lib/audit/record";
import { PASSKEY_NOT_FOUND, PASSKEY_NOT_VERIFIED, PASSKEY_SIGN_IN_FAILED, PASSKEY_START_AGAIN, relyingParty, takeChallenge } from "@/lib/accounts/passkeys";
import type { authenticationResponseSchema } from "@/lib/accounts/passkey-schema";

const attemptEnded = () => new DomainError("unauthorized", ATTEMPT_ENDED, { details: { twoFactorAttemptEnded: true } });

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
