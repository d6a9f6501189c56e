// Passkeys (WebAuthn, issue 44 item 2) with @simplewebauthn/server: adding one from "Sign-in
// security" (named; the date added and last used are kept) and removing one; what signing in
// with one shares (the relying party, the challenge taken once, the messages). Signing in with a
// passkey, as the second step after the password or alone, is lib/accounts/passkey-sign-in.ts.
//
// The relying party is SITE_URL (default http://localhost:3000): its origin is the only one
// accepted and its host name is the RP id. Every challenge lives in a two_factor_attempts row,
// bound to what asked for it (the signed-in session for a registration, the sign-in attempt's
// cookie or token otherwise), ends with that attempt (ten minutes at most) and is taken out of
// the row before the answer is checked, so it serves once.
import { createHash } from "node:crypto";
import { generateRegistrationOptions, verifyRegistrationResponse, type PublicKeyCredentialCreationOptionsJSON, type RegistrationResponseJSON } from "@simplewebauthn/server";
import type { z } from "zod";
import { prisma } from "@/lib/db";
import { badRequest, notFound } from "@/lib/errors";
import { CLINIC_NAME } from "@/lib/outbox/mail-config";
import { afterSecondFactorChange } from "@/lib/accounts/two-factor";
import { ATTEMPT_SECONDS } from "@/lib/accounts/two-factor-sign-in";
import type { Actor } from "@/lib/accounts/users";
import type { passkeyRegistrationSchema } from "@/lib/accounts/passkey-schema";

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

const notVerified = () => badRequest(PASSKEY_NOT_VERIFIED);

/** A registration's challenge row: one per signed-in session, so a new request replaces the last. */
const registrationAttemptId = (actor: Actor) => createHash("sha256").update("passkey-register:").update(actor.sessionId ?? actor.id).digest("hex");

/**
 * Takes the challenge out of a live attempt of `purpose` (one statement: of two answers to one
 * challenge, only one gets it). The attempt's user (or null) and remember, or null when there is
 * no such challenge left.
 */
export async function takeChallenge(id: string, purpose: string): Promise<{ challenge: string; userId: string | null; remember: boolean } | null> {
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
