// Server-side sessions: each sign-in (the web login through next-auth, or
// POST /api/auth/login) gets a row in `sessions`, and its cookie or bearer
// token carries the row's id (`sid`). A cookie or token counts only while its
// row exists and has not expired (lib/accounts/users.ts findSessionActor), so logging
// out, "log out everywhere", a password change and archiving a doctor end
// sessions on the server instead of only forgetting a cookie.
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { SessionKind } from "@/lib/generated/prisma/enums";

/** What a session cookie or bearer token says about itself, once its signature is checked. */
export type SessionClaims = { userId: string; version: number; sessionId: string };

/** The database client or the transaction a change runs in. */
type Db = Prisma.TransactionClient | typeof prisma;

/**
 * Expired rows removed by each sign-in. A sign-in adds one row, so removing up
 * to a few keeps the table at about the number of live sessions (SKIP LOCKED:
 * concurrent sign-ins never wait for each other's clean-up).
 */
const PRUNE_PER_SIGN_IN = 3;

/** Starts a session of `userId` lasting `seconds`; the caller puts its id in the cookie or token. */
export async function startSession(userId: string, kind: SessionKind, seconds: number): Promise<{ id: string; expiresAt: Date }> {
  await prisma.$executeRaw`
    DELETE FROM sessions WHERE id IN (
      SELECT id FROM sessions WHERE expires_at <= now() ORDER BY expires_at LIMIT ${PRUNE_PER_SIGN_IN} FOR UPDATE SKIP LOCKED)`;
  const [session] = await prisma.$transaction([
    prisma.session.create({
      data: { userId, kind, expiresAt: new Date(Date.now() + seconds * 1000) },
      select: { id: true, expiresAt: true },
    }),
    // What the inactive-patient retention job reads (issue 45: no visit and no sign-in for that long).
    prisma.user.updateMany({ where: { id: userId }, data: { lastSignInAt: new Date() } }),
  ]);
  return session;
}

/** Ends one session (logging out). `userId` guards against ending someone else's with a stray id. */
export async function endSession(sessionId: string, userId: string): Promise<void> {
  await prisma.session.deleteMany({ where: { id: sessionId, userId } });
}

/** Ends every session of the user, or every one but `except` (the one a password change came from). */
export async function endSessionsOf(userId: string, opts: { except?: string } = {}, db: Db = prisma): Promise<void> {
  await db.session.deleteMany({ where: opts.except ? { userId, id: { not: opts.except } } : { userId } });
}
