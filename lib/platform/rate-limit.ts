// Fixed-window rate limits counted in PostgreSQL, so the limit holds across
// every app instance. One statement per hit: insert, or increment, or restart
// an expired window (and remove a couple of other expired ones on the way).
import { prisma } from "@/lib/db";
import { rateLimited } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";

export type Limit = { limit: number; windowSeconds: number };

export const LIMITS = {
  /** Every sign-in attempt from one address, whatever the account. */
  loginPerIp: { limit: 60, windowSeconds: 15 * 60 },
  /** Attempts on one account from one address (bounds guessing from an address the owner also uses). */
  loginPerIpAndEmail: { limit: 10, windowSeconds: 15 * 60 },
  /** Attempts on one account from all addresses that have not signed in to it lately (bounds guessing from many). */
  loginPerEmail: { limit: 10, windowSeconds: 15 * 60 },
  registerPerIp: { limit: 20, windowSeconds: 60 * 60 },
  contactPerIp: { limit: 10, windowSeconds: 60 * 60 },
  /**
   * Changes (bookings, moves, cancellations) a patient makes to their own
   * appointments: each emails the doctor (issue 22 item 3). Doctors and admins
   * are not counted. Only changes that happen count (lib/appointments/change.ts countPatientChange).
   */
  appointmentChangesPerMinute: { limit: 5, windowSeconds: 60 },
  appointmentChangesPerHour: { limit: 20, windowSeconds: 60 * 60 },
  /** Moves of one appointment by its patient (back and forth between two slots). */
  movesPerAppointment: { limit: 3, windowSeconds: 10 * 60 },
  /** Family members one patient adds (issue 41): the cap bounds how many at once, this how fast they churn. */
  dependentAdditionsPerHour: { limit: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

/**
 * Expired rows removed by each hit. A hit adds at most one row, so removing
 * up to two keeps the table at about the number of open windows, at the cost
 * of a short index scan on reset_at per hit (SKIP LOCKED: concurrent hits
 * never wait for each other's clean-up).
 */
const PRUNE_PER_HIT = 2;

/** RATE_LIMIT_SCALE multiplies every limit (end-to-end suites log in often from one address). */
function scaled(limit: number): number {
  const scale = Number(process.env.RATE_LIMIT_SCALE ?? 1);
  return Math.max(1, Math.floor(limit * (Number.isFinite(scale) && scale > 0 ? scale : 1)));
}

/**
 * Counts one hit on `key`; throws a 429 domain error past the limit, whose
 * message starts with `opts.what` (default "Too many attempts."). With
 * `opts.db` a transaction, the hit is counted in it: if the transaction rolls
 * back (the change was refused), so does the hit. Such a hit removes no
 * expired rows: they would stay locked until the transaction ends, and two
 * transactions each waiting to reuse a key the other removed would deadlock.
 * The hits outside transactions (every sign-in) do the clean-up; a key's own
 * expired row is reused whichever way it is hit.
 */
export async function hitRateLimit(
  key: string,
  { limit, windowSeconds }: Limit,
  opts: { db?: Prisma.TransactionClient; what?: string } = {},
): Promise<void> {
  const db = opts.db ?? prisma;
  const prune = opts.db ? 0 : PRUNE_PER_HIT;
  // The clean-up never touches `key` itself: one statement must not both
  // delete and upsert the same row. An expired window of `key` restarts below.
  const rows = await db.$queryRaw<{ count: number; retry_after: number }[]>`
    WITH pruned AS (
      DELETE FROM rate_limits WHERE key IN (
        SELECT key FROM rate_limits
         WHERE reset_at <= now() AND key <> ${key}
         ORDER BY reset_at
         LIMIT ${prune}
           FOR UPDATE SKIP LOCKED)
    )
    INSERT INTO rate_limits (key, count, reset_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
    RETURNING count, CEIL(EXTRACT(EPOCH FROM (reset_at - now())))::int AS retry_after`;
  const { count, retry_after } = rows[0];
  if (count > scaled(limit)) throw rateLimited(Math.max(1, retry_after), opts.what);
}

/**
 * Remembers `key` for `seconds` (a window that is never counted), in the same
 * table so that expired marks go with the same clean-up.
 */
export async function remember(key: string, seconds: number): Promise<void> {
  await prisma.$executeRaw`
    INSERT INTO rate_limits (key, count, reset_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${seconds}))
    ON CONFLICT (key) DO UPDATE SET reset_at = EXCLUDED.reset_at`;
}

export async function isRemembered(key: string): Promise<boolean> {
  const rows = await prisma.$queryRaw<{ found: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM rate_limits WHERE key = ${key} AND reset_at > now()) AS found`;
  return rows[0].found;
}
