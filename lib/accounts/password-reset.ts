// "Forgot password" and setting a password through an emailed link, for the
// web forms and the REST routes alike. Asking for a link answers the same
// whether or not the email has an account, so it cannot be used to find out
// who is a patient; it is limited per address and per email (which also keeps
// anyone from flooding a mailbox). A link works once, for an hour (seven days
// for a new doctor's first password), and setting a password through it ends
// every session and API token of the account.
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { PasswordTokenPurpose } from "@/lib/generated/prisma/enums";
import { badRequest, forbidden } from "@/lib/errors";
import { hashPassword } from "@/lib/accounts/password-hash";
import { endSessionsOf } from "@/lib/accounts/sessions";
import { endCalendarFeedLink } from "@/lib/accounts/calendar-feed-revocation";
import { createPasswordLink, inspectLink, spendLink, type LinkState } from "@/lib/accounts/password-links";
import { outgoing, queueResetLinkRequest } from "@/lib/outbox/outbox";
import { recordEmails } from "@/lib/accounts/email-recipients";
import { passwordReset } from "@/lib/accounts/emails/password-reset";
import { setPassword } from "@/lib/accounts/emails/set-password";
import type { PasswordLinkData } from "@/lib/accounts/emails/password-link";
import { hitRateLimit, type Limit } from "@/lib/platform/rate-limit";
import { ACCOUNT_CLOSED, type RequestOrigin } from "@/lib/accounts/users";
import { forgotPasswordSchema, LINK_NOT_VALID, resetPasswordSchema } from "@/lib/accounts/password-schema";
import { recordAudit } from "@/lib/audit/record";

export const RESET_LINK_SENT =
  "If an account uses this email, we have sent it a link to choose a new password. The link works for one hour.";
export const PASSWORD_SET = "Your password is saved, and you are signed out everywhere. Please log in with the new password.";
export const LINK_USED = "This password link has already been used. If you still need a new password, please ask for a new link.";
export const LINK_EXPIRED = "This password link has expired. Please ask for a new one.";

/** Requests from one address, whatever the email (bounds probing and mail flooding from one place). */
const FORGOT_PER_ADDRESS: Limit = { limit: 10, windowSeconds: 60 * 60 };
/** Requests for one email, from anywhere (bounds flooding one mailbox). Counted for unknown emails too, so a 429 says nothing about who has an account. */
const FORGOT_PER_EMAIL: Limit = { limit: 5, windowSeconds: 60 * 60 };

/** What a link that cannot be used says, by why. */
export function linkProblem(state: Exclude<LinkState, { status: "valid" }>): string {
  if (state.status === "used") return LINK_USED;
  if (state.status === "expired") return LINK_EXPIRED;
  return LINK_NOT_VALID;
}

/**
 * Makes a password link for `user` and records the email carrying it, in `tx`
 * (the transaction that also makes the account, for a new doctor's first password).
 */
export async function emailPasswordLink(
  tx: Prisma.TransactionClient,
  user: { id: string; name: string; email: string | null },
  purpose: PasswordTokenPurpose,
  account?: PasswordLinkData["account"],
): Promise<void> {
  const link = await createPasswordLink(tx, user.id, purpose);
  await recordEmails(tx, [
    outgoing(purpose === "reset" ? passwordReset : setPassword, {
      to: user.email,
      userId: user.id,
      data: { name: user.name, tokenId: link.id, token: link.token, expiresAt: link.expiresAt.toISOString(), ...(account ? { account } : {}) },
    }),
  ]);
}

/**
 * "Forgot password": validated first (a typo uses up no quota), then limited,
 * then queued: the account lookup and the link happen in the email worker
 * (issueResetLink), so the request does the same work, and takes the same
 * time, whether or not the email has an account. The caller answers
 * RESET_LINK_SENT in every case.
 */
export async function requestPasswordReset(raw: unknown, ip: string): Promise<void> {
  const { email } = forgotPasswordSchema.parse(raw);
  await hitRateLimit(`forgot:ip:${ip}`, FORGOT_PER_ADDRESS);
  await hitRateLimit(`forgot:email:${email}`, FORGOT_PER_EMAIL);
  await prisma.$transaction((tx) => queueResetLinkRequest(tx, email));
}

/**
 * The queued half of "forgot password": an account that exists and is not
 * closed gets a reset link by email, recorded with the link in one transaction.
 */
export async function issueResetLink(email: string): Promise<void> {
  const user = await prisma.user.findUnique({
    where: { email },
    select: { id: true, name: true, email: true, archivedAt: true, doctor: { select: { archivedAt: true } } },
  });
  if (!user || user.archivedAt || user.doctor?.archivedAt) return;
  await prisma.$transaction(async (tx) => {
    await emailPasswordLink(tx, user, "reset");
  });
}

/** What the /reset-password page shows for a link before anything is typed. */
export async function describeLink(token: string): Promise<{ ok: true; purpose: "reset" | "set_password" } | { ok: false; message: string }> {
  const state = await inspectLink(token);
  return state.status === "valid" ? { ok: true, purpose: state.purpose } : { ok: false, message: linkProblem(state) };
}

/**
 * Sets the password of the link's account under the sign-up rule, spends the
 * link (and every other open link of the account), and ends every session and
 * API token of the account, in one transaction. Returns whose password it was. `origin`: the
 * request's address and browser, for the audit trail's event (issue 45).
 */
export async function resetPassword(raw: unknown, origin: RequestOrigin = {}): Promise<{ userId: string }> {
  const input = resetPasswordSchema.parse(raw);
  const state = await inspectLink(input.token);
  if (state.status !== "valid") throw badRequest(linkProblem(state), { token: linkProblem(state) });
  const owner = await prisma.user.findUniqueOrThrow({ where: { id: state.userId }, select: { role: true, archivedAt: true, doctor: { select: { archivedAt: true } } } });
  if (owner.archivedAt || owner.doctor?.archivedAt) throw forbidden(ACCOUNT_CLOSED);
  const passwordHash = await hashPassword(input.password);
  const spent = await prisma.$transaction(async (tx) => {
    if (!(await spendLink(tx, state.id, state.userId))) return false;
    await tx.user.update({ where: { id: state.userId }, data: { passwordHash, tokenVersion: { increment: 1 } } });
    await endSessionsOf(state.userId, {}, tx);
    await endCalendarFeedLink(tx, state.userId);
    await recordAudit(tx, { id: state.userId, role: owner.role, ...origin }, { action: "password.reset", subject: { type: "user", id: state.userId } });
    return true;
  });
  if (!spent) {
    // Used (or expired) between the check above and now: say which.
    const now = await inspectLink(input.token);
    const message = now.status === "valid" ? LINK_USED : linkProblem(now);
    throw badRequest(message, { token: message });
  }
  return { userId: state.userId };
}
