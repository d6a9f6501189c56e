// Signing in with a second factor (issue 44, items 3, 4 and 7).
// - REST: POST /api/auth/login takes `otp`; an account with a second factor gets a token only with
//   a current code or a recovery code, and the same 401 whether the code was missing or wrong.
// - Web: a correct password starts an attempt (a row found by the SHA-256 of a random token that
//   only the browser holds, in an HttpOnly cookie); /login/verify finishes it with a code, a
//   recovery code or a passkey. It lasts 10 minutes; its fifth wrong code ends it (the password must
//   be given again), and every wrong code also counts toward the login limits.
import { createHash, randomBytes } from "node:crypto";
import { prisma } from "@/lib/db";
import { DomainError } from "@/lib/errors";
import { hitRateLimit, LIMITS, type Limit } from "@/lib/platform/rate-limit";
import { endSessionsOf } from "@/lib/accounts/sessions";
import { findActor, type Actor } from "@/lib/accounts/users";
import { recordAudit } from "@/lib/audit/record";
import { hasSecondFactor, spendSecondFactorCode } from "@/lib/accounts/two-factor";

export const SECOND_FACTOR_REQUIRED = "Enter a current code from your authenticator app, or a recovery code.";
export const WRONG_SECOND_FACTOR = "That code is not right. Please try again.";
export const ATTEMPT_ENDED = "This sign-in has ended. Please enter your password again.";

/** The second step's lifetime and its wrong codes before it ends. */
export const ATTEMPT_SECONDS = 10 * 60;
export const ATTEMPT_MAX_FAILURES = 5;
/**
 * Codes tried with POST /api/auth/login on one account in 15 minutes, right or wrong (counted before
 * the check, so guessing stays bounded whatever the addresses): the login limits' bound.
 */
const API_CODE_TRIES: Limit = { limit: 10, windowSeconds: 15 * 60 };

const secondFactorRequired = () => new DomainError("unauthorized", SECOND_FACTOR_REQUIRED, { details: { twoFactorRequired: true } });
const attemptEnded = () => new DomainError("unauthorized", ATTEMPT_ENDED, { details: { twoFactorAttemptEnded: true } });

/** How an attempt's token is kept: its SHA-256 (the browser or REST client holds the token). */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * After a correct password on POST /api/auth/login: nothing more for an account without a second
 * factor; else `otp` must be a current code or an unused recovery code (401 twoFactorRequired).
 * A recovery code used ends the account's other sessions (it was emailed).
 */
export async function requireOtpForToken(actor: Actor, otp: string | undefined): Promise<void> {
  if (!(await hasSecondFactor(actor.id))) return;
  if (!otp) throw secondFactorRequired();
  await hitRateLimit(`login:otp:${actor.id}`, API_CODE_TRIES);
  const used = await prisma.$transaction(async (tx) => {
    const kind = await spendSecondFactorCode(tx, actor, otp);
    if (kind === "recovery") await endSessionsOf(actor.id, {}, tx);
    return kind;
  });
  if (!used) throw secondFactorRequired();
}

/** Starts the second step of a web sign-in; returns the token for the browser's cookie. */
export async function startSignInAttempt(userId: string | null, remember: boolean, purpose: "sign_in" | "register" | "passkey" = "sign_in", challenge?: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  // Ended attempts are removed by each new one (a few at a time, as sessions are).
  await prisma.$executeRaw`DELETE FROM two_factor_attempts WHERE id IN (SELECT id FROM two_factor_attempts WHERE expires_at <= now() LIMIT 3 FOR UPDATE SKIP LOCKED)`;
  await prisma.twoFactorAttempt.create({
    data: { id: hashToken(token), userId, purpose, remember, challenge, expiresAt: new Date(Date.now() + ATTEMPT_SECONDS * 1000) },
  });
  return token;
}

export type SignInAttempt = { userId: string; remember: boolean; challenge: string | null };

/** The live attempt of a token (of `purpose`), or null when unknown, ended or expired. */
export async function findAttempt(token: string | undefined, purpose = "sign_in"): Promise<SignInAttempt | null> {
  if (!token || token.length > 100) return null;
  const attempt = await prisma.twoFactorAttempt.findUnique({ where: { id: hashToken(token) } });
  if (!attempt || attempt.purpose !== purpose || !attempt.userId || attempt.expiresAt <= new Date()) return null;
  return { userId: attempt.userId, remember: attempt.remember, challenge: attempt.challenge };
}

/** Ends an attempt (finished, or given up). */
export async function endAttempt(token: string): Promise<void> {
  await prisma.twoFactorAttempt.deleteMany({ where: { id: hashToken(token) } });
}

/** Whether an account must give a second factor after its password (web sign-in). */
export const needsSecondStep = (userId: string) => hasSecondFactor(userId);

/**
 * Finishes the second step with a code: the account to sign in (and whether "Remember me" was
 * ticked), or a refusal: the same message for every wrong code, and the attempt ended at its fifth.
 */
export async function finishAttemptWithCode(token: string, code: string, ip: string, userAgent?: string | null): Promise<{ actor: Actor; remember: boolean }> {
  const attempt = await findAttempt(token);
  if (!attempt) throw attemptEnded();
  const user = await prisma.user.findUniqueOrThrow({ where: { id: attempt.userId }, select: { id: true, tokenVersion: true, email: true } });
  const actor = await findActor(user.id, user.tokenVersion);
  if (!actor) throw attemptEnded();
  const used = await prisma.$transaction(async (tx) => {
    const kind = await spendSecondFactorCode(tx, actor, code);
    if (kind === "recovery") await endSessionsOf(actor.id, {}, tx);
    await recordAudit(tx, { ...actor, address: ip, userAgent }, {
      action: kind ? "sign_in.succeeded" : "sign_in.failed",
      subject: { type: "user", id: actor.id },
      patientId: actor.role === "patient" ? actor.id : null,
      outcome: kind ? "done" : "refused",
      details: { step: kind ?? "second_factor" },
    });
    return kind;
  });
  if (used) {
    await endAttempt(token);
    return { actor, remember: attempt.remember };
  }
  // Wrong: counted on the attempt and toward the login limits of this address and account.
  const counted = await prisma.twoFactorAttempt.update({ where: { id: hashToken(token) }, data: { failures: { increment: 1 } }, select: { failures: true } });
  if (counted.failures >= ATTEMPT_MAX_FAILURES) await endAttempt(token);
  await hitRateLimit(`login:ip:${ip}`, LIMITS.loginPerIp);
  await hitRateLimit(`login:ip-email:${ip}:${user.email}`, LIMITS.loginPerIpAndEmail);
  if (counted.failures >= ATTEMPT_MAX_FAILURES) throw attemptEnded();
  throw new DomainError("unauthorized", WRONG_SECOND_FACTOR, { fieldErrors: { code: WRONG_SECOND_FACTOR } });
}
