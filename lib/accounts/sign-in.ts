// Registration and sign-in with their rate limits: shared by the signup
// form's server action, the web sign-in (next-auth) and the REST routes.
import { hitRateLimit, isRemembered, LIMITS, remember } from "@/lib/platform/rate-limit";
import { authenticate, registerPatient, type Actor } from "@/lib/accounts/users";
import { issueApiToken } from "@/lib/accounts/api-tokens";
import { loginSchema, registerSchema } from "@/lib/accounts/auth-schema";
import type { Locale } from "@/lib/i18n/locales";
import { requireOtpForToken } from "@/lib/accounts/two-factor-sign-in";
import { prisma } from "@/lib/db";
import { DomainError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit/record";

export const REGISTERED = "Registration successful! Please log in.";

/** How long an address that signed in to an account stays that account's own. */
const KNOWN_ADDRESS_SECONDS = 30 * 24 * 60 * 60;

/**
 * Validated first, like login and the contact form: an invalid request writes
 * nothing, not even a rate-limit counter. Then limited per address, so that
 * "an account with this email already exists" (which people signing up need)
 * cannot be used to test a list of emails.
 */
export async function registerWithLimit(raw: unknown, ip: string, locale?: Locale, userAgent?: string | null) {
  const input = registerSchema.parse(raw);
  await hitRateLimit(`register:ip:${ip}`, LIMITS.registerPerIp);
  return registerPatient(input, locale, { address: ip, userAgent });
}

/**
 * Checks credentials under three limits, for the API and the web alike:
 * - per address: one address cannot try many accounts;
 * - per address and account: one address cannot try many passwords on one
 *   account, even an address the owner also uses (a shared network);
 * - per account, counting only addresses that have not signed in to it in
 *   the last 30 days: guessing spread over many addresses stays bounded, while
 *   the owner, from an address they signed in from before, is never locked out
 *   by someone else's failures. (A new address of the owner's waits out the
 *   window during an attack; that is the price of the bound.)
 * Every attempt is counted before the password is checked, so parallel
 * guesses cannot slip past a limit.
 */
export async function signInWithLimit(raw: unknown, ip: string, userAgent?: string | null): Promise<Actor> {
  const input = loginSchema.parse(raw);
  const known = `login:known:${input.email}:${ip}`;
  await hitRateLimit(`login:ip:${ip}`, LIMITS.loginPerIp);
  await hitRateLimit(`login:ip-email:${ip}:${input.email}`, LIMITS.loginPerIpAndEmail);
  if (!(await isRemembered(known))) await hitRateLimit(`login:email:${input.email}`, LIMITS.loginPerEmail);
  let actor: Actor;
  try {
    actor = await authenticate(input);
  } catch (err) {
    if (err instanceof DomainError) await auditFailedSignIn(input.email, ip, userAgent, err.message);
    throw err;
  }
  await remember(known, KNOWN_ADDRESS_SECONDS);
  // The password step passed (a second factor, where one is on, is written when it passes too).
  await recordAudit(prisma, { ...actor, address: ip, userAgent }, { action: "sign_in.succeeded", subject: { type: "user", id: actor.id }, patientId: actor.role === "patient" ? actor.id : null, details: { step: "password" } });
  return { ...actor, address: ip, userAgent };
}

/** A refused sign-in (issue 45): by whom unknown, on which account when the email names one. */
async function auditFailedSignIn(email: string, ip: string, userAgent: string | null | undefined, reason: string): Promise<void> {
  const account = await prisma.user.findUnique({ where: { email }, select: { id: true, role: true } });
  await recordAudit(prisma, { id: null, role: "anonymous", address: ip, userAgent }, {
    action: "sign_in.failed",
    subject: { type: "user", id: account?.id ?? null },
    patientId: account?.role === "patient" ? account.id : null,
    outcome: "refused",
    details: { reason },
  });
}

/**
 * Signs in (see signInWithLimit) and issues a bearer token with its own server-side session; an
 * account with a second factor needs `otp` too (issue 44).
 */
export async function loginForToken(raw: unknown, ip: string, userAgent?: string | null) {
  const actor = await signInWithLimit(raw, ip, userAgent);
  await requireOtpForToken(actor, loginSchema.parse(raw).otp);
  return { token: await issueApiToken(actor), actor };
}
