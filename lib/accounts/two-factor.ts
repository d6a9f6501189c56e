// Second factors (issue 44): the authenticator app (TOTP, RFC 6238: 6 digits, 30-second steps,
// one step of drift either way, a code refused once accepted), its ten one-time recovery codes
// (stored hashed), what an account has, and the clinic's reset of a lost device. Passkeys are in
// passkeys.ts; the second step of a sign-in in two-factor-sign-in.ts.
// Every change emails the account (in its language, through the outbox) and ends its other sessions.
import { createHash, randomInt } from "node:crypto";
import * as OTPAuth from "otpauth";
import QRCode from "qrcode";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { badRequest, conflict, notFound } from "@/lib/errors";
import { decryptSecret, encryptSecret } from "@/lib/accounts/two-factor-secret";
import { endSessionsOf } from "@/lib/accounts/sessions";
import { outgoing } from "@/lib/outbox/outbox";
import { recordEmails } from "@/lib/accounts/email-recipients";
import { CLINIC_NAME } from "@/lib/outbox/mail-config";
import { twoFactorChanged, type TwoFactorChange } from "@/lib/accounts/emails/two-factor-changed";
import { hitRateLimit, type Limit } from "@/lib/platform/rate-limit";
import type { Actor } from "@/lib/accounts/users";
import { recordAudit, SYSTEM_ACTOR, type AuditActor } from "@/lib/audit/record";

type Tx = Prisma.TransactionClient;

export const RECOVERY_CODE_COUNT = 10;
const PERIOD = 30;

export const WRONG_CODE = "That code is not right. Please try again with a current code or a recovery code.";
export const TOTP_ALREADY_ON = "The authenticator app is already on. Turn it off first to set up another.";
export const TOTP_NOT_STARTED = "Start setting up the authenticator app first.";
export const TOTP_NOT_ON = "The authenticator app is not on.";
export const TOTP_STARTED = "Scan the code with your authenticator app, then enter the code it shows.";
export const TOTP_ON = "The authenticator app is on. Keep your recovery codes somewhere safe.";
export const TOTP_OFF = "The authenticator app is off.";
export const RECOVERY_CODES_MADE = "New recovery codes are ready; the old ones no longer work.";
export const SECOND_FACTOR_RESET = "The second factor was reset; the account was signed out everywhere and emailed.";

/**
 * Codes tried on one account from the profile's forms (confirming, turning off, new recovery
 * codes), counted before each is checked, so that guessing stays bounded.
 */
const CODE_TRIES: Limit = { limit: 10, windowSeconds: 15 * 60 };
const countCodeTry = (userId: string) => hitRateLimit(`two-factor:tries:${userId}`, CODE_TRIES);

function totpOf(base32: string, label: string) {
  return new OTPAuth.TOTP({ issuer: CLINIC_NAME, label, algorithm: "SHA1", digits: 6, period: PERIOD, secret: OTPAuth.Secret.fromBase32(base32) });
}

/** The time step of a code accepted now, or null: the current step or one either side. */
export function acceptedStep(base32: string, token: string, now = Date.now()): number | null {
  const delta = totpOf(base32, "x").validate({ token, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

export const hashRecoveryCode = (code: string) => createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");
/** People copy codes with spaces, dashes or capitals: only the letters and digits count. */
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");

// No 0/o, 1/l/i: codes are read off paper.
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
/** "xxxxx-xxxxx": 10 characters of 31 (about 49 bits), enough against guessing under the sign-in limits. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

/** Replaces the account's recovery codes with ten new ones, returned once in plain text. */
async function replaceRecoveryCodes(tx: Tx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.recoveryCode.createMany({ data: codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })) });
  return codes;
}

/** The email about a change and the end of the account's other sessions, in the change's transaction. */
export async function afterSecondFactorChange(
  tx: Tx,
  user: { id: string; name: string; email: string | null },
  change: Exclude<TwoFactorChange, "recovery_code_used">,
  keepSession?: string,
  by?: AuditActor,
): Promise<void> {
  await recordEmails(tx, [outgoing(twoFactorChanged, { to: user.email, userId: user.id, data: { name: user.name, change } })]);
  await endSessionsOf(user.id, { except: keepSession }, tx);
  // The account's own change (an Actor), or the admin's reset (`by`).
  const who = by ?? ("role" in user ? (user as AuditActor) : SYSTEM_ACTOR);
  const factor = change.startsWith("passkey") ? "passkey" : change === "reset" ? "all" : "authenticator";
  await recordAudit(tx, who, { action: SECOND_FACTOR_ACTIONS[change], subject: { type: "user", id: user.id }, details: { factor } });
}

/** The audit trail's name of each change (lib/audit/actions.ts). */
const SECOND_FACTOR_ACTIONS = {
  totp_on: "two_factor.enabled",
  totp_off: "two_factor.disabled",
  recovery_codes: "two_factor.recovery_codes_renewed",
  reset: "two_factor.reset",
  // A passkey is a second factor turned on or off (details.factor says which kind).
  passkey_added: "two_factor.enabled",
  passkey_removed: "two_factor.disabled",
} as const;

/** Whether the account signs in with a second factor: a confirmed authenticator app or a passkey. */
export async function hasSecondFactor(userId: string, db: Tx | typeof prisma = prisma): Promise<boolean> {
  const [totp, passkeys] = await Promise.all([
    db.totpFactor.count({ where: { userId, confirmedAt: { not: null } } }),
    db.passkey.count({ where: { userId } }),
  ]);
  return totp + passkeys > 0;
}

export type TwoFactorStatus = {
  totp: boolean;
  passkeys: { id: string; name: string; createdAt: Date; lastUsedAt: Date | null }[];
  recoveryCodesLeft: number;
};

/** GET /api/user/two-factor and the profile's "Sign-in security" section. */
export async function twoFactorStatus(userId: string): Promise<TwoFactorStatus> {
  const [totp, passkeys, recoveryCodesLeft] = await Promise.all([
    prisma.totpFactor.findUnique({ where: { userId }, select: { confirmedAt: true } }),
    prisma.passkey.findMany({ where: { userId }, select: { id: true, name: true, createdAt: true, lastUsedAt: true }, orderBy: { createdAt: "asc" } }),
    prisma.recoveryCode.count({ where: { userId, usedAt: null } }),
  ]);
  return { totp: Boolean(totp?.confirmedAt), passkeys, recoveryCodesLeft };
}

/**
 * Starts (or starts over) setting up the authenticator app: a new secret, kept encrypted and not
 * yet a second factor, with its otpauth:// URL and that URL as a QR code (a data URL).
 */
export async function startTotpEnrolment(actor: Actor): Promise<{ secret: string; otpauthUrl: string; qrCode: string }> {
  const existing = await prisma.totpFactor.findUnique({ where: { userId: actor.id }, select: { confirmedAt: true } });
  if (existing?.confirmedAt) throw conflict(TOTP_ALREADY_ON);
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const encryptedSecret = encryptSecret(secret);
  await prisma.totpFactor.upsert({
    where: { userId: actor.id },
    create: { userId: actor.id, encryptedSecret },
    update: { encryptedSecret, lastStep: null },
  });
  const otpauthUrl = totpOf(secret, actor.email).toString();
  return { secret, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl) };
}

/** Confirms the app with a current code: it is on from now, and here are its recovery codes (shown once). */
export async function confirmTotp(actor: Actor, input: { code: string }): Promise<{ recoveryCodes: string[] }> {
  await countCodeTry(actor.id);
  return prisma.$transaction(async (tx) => {
    const factor = await tx.totpFactor.findUnique({ where: { userId: actor.id } });
    if (!factor) throw badRequest(TOTP_NOT_STARTED);
    if (factor.confirmedAt) throw conflict(TOTP_ALREADY_ON);
    const step = acceptedStep(decryptSecret(factor.encryptedSecret), input.code);
    if (step === null) throw badRequest(WRONG_CODE, { code: WRONG_CODE });
    const confirmed = await tx.totpFactor.updateMany({ where: { userId: actor.id, confirmedAt: null }, data: { confirmedAt: new Date(), lastStep: step } });
    if (confirmed.count !== 1) throw conflict(TOTP_ALREADY_ON);
    const recoveryCodes = await replaceRecoveryCodes(tx, actor.id);
    await afterSecondFactorChange(tx, actor, "totp_on", actor.sessionId);
    return { recoveryCodes };
  });
}

/**
 * Checks a second-factor code of the account: a current authenticator code (a step after the last
 * one accepted, so a code works once) or an unused recovery code (spent here). Which kind it was,
 * or null. A spent recovery code emails the account in the same transaction.
 */
export async function spendSecondFactorCode(tx: Tx, user: { id: string; name: string; email: string | null }, code: string): Promise<"totp" | "recovery" | null> {
  const trimmed = code.replace(/\s+/g, "");
  if (/^\d{6}$/.test(trimmed)) {
    const factor = await tx.totpFactor.findUnique({ where: { userId: user.id } });
    if (!factor?.confirmedAt) return null;
    const step = acceptedStep(decryptSecret(factor.encryptedSecret), trimmed);
    if (step === null) return null;
    // One statement: of two requests with the same code, only one moves the step on.
    const moved = await tx.totpFactor.updateMany({
      where: { userId: user.id, confirmedAt: { not: null }, OR: [{ lastStep: null }, { lastStep: { lt: step } }] },
      data: { lastStep: step },
    });
    return moved.count === 1 ? "totp" : null;
  }
  if (normalizeRecoveryCode(trimmed).length !== 10) return null;
  const spent = await tx.recoveryCode.updateMany({ where: { userId: user.id, codeHash: hashRecoveryCode(trimmed), usedAt: null }, data: { usedAt: new Date() } });
  if (spent.count !== 1) return null;
  await recordEmails(tx, [outgoing(twoFactorChanged, { to: user.email, userId: user.id, data: { name: user.name, change: "recovery_code_used" } })]);
  return "recovery";
}

/** A profile change that needs a current code (or a recovery code): refused without one. */
async function requireCode(tx: Tx, actor: Actor, code: string): Promise<void> {
  if (!(await spendSecondFactorCode(tx, actor, code))) throw badRequest(WRONG_CODE, { code: WRONG_CODE });
}

/** Turns the authenticator app off (a current code or a recovery code). Recovery codes go with it unless passkeys stay. */
export async function disableTotp(actor: Actor, input: { code: string }): Promise<void> {
  await countCodeTry(actor.id);
  await prisma.$transaction(async (tx) => {
    const factor = await tx.totpFactor.findUnique({ where: { userId: actor.id }, select: { confirmedAt: true } });
    if (!factor?.confirmedAt) throw badRequest(TOTP_NOT_ON);
    await requireCode(tx, actor, input.code);
    await tx.totpFactor.delete({ where: { userId: actor.id } });
    if ((await tx.passkey.count({ where: { userId: actor.id } })) === 0) await tx.recoveryCode.deleteMany({ where: { userId: actor.id } });
    await afterSecondFactorChange(tx, actor, "totp_off", actor.sessionId);
  });
}

/** Ten new recovery codes (a current code or a recovery code); the old ones end. */
export async function regenerateRecoveryCodes(actor: Actor, input: { code: string }): Promise<{ recoveryCodes: string[] }> {
  await countCodeTry(actor.id);
  return prisma.$transaction(async (tx) => {
    if (!(await hasSecondFactor(actor.id, tx))) throw badRequest(TOTP_NOT_ON);
    await requireCode(tx, actor, input.code);
    const recoveryCodes = await replaceRecoveryCodes(tx, actor.id);
    await afterSecondFactorChange(tx, actor, "recovery_codes", actor.sessionId);
    return { recoveryCodes };
  });
}

/**
 * The clinic resets an account's second factors (a lost device, issue 44 item 6): the app, its
 * recovery codes and every passkey go; the account is signed out everywhere and emailed.
 */
export async function resetSecondFactor(userId: string, by?: AuditActor): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { id: true, name: true, email: true, passwordHash: true } });
    if (!user || !user.passwordHash) throw notFound("User not found");
    await tx.totpFactor.deleteMany({ where: { userId } });
    await tx.recoveryCode.deleteMany({ where: { userId } });
    await tx.passkey.deleteMany({ where: { userId } });
    await tx.twoFactorAttempt.deleteMany({ where: { userId } });
    await afterSecondFactorChange(tx, user, "reset", undefined, by);
  });
}
