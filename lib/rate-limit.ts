// Fixed-window rate limits counted in PostgreSQL, so the limit holds across
// every app instance. One statement per hit: insert, or increment, or restart
// an expired window.
import { prisma } from "@/lib/db";
import { rateLimited } from "@/lib/errors";

export type Limit = { limit: number; windowSeconds: number };

export const LIMITS = {
  loginPerIp: { limit: 60, windowSeconds: 15 * 60 },
  loginPerEmail: { limit: 10, windowSeconds: 15 * 60 },
  registerPerIp: { limit: 20, windowSeconds: 60 * 60 },
  contactPerIp: { limit: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

/** RATE_LIMIT_SCALE multiplies every limit (end-to-end suites log in often from one address). */
function scaled(limit: number): number {
  const scale = Number(process.env.RATE_LIMIT_SCALE ?? 1);
  return Math.max(1, Math.floor(limit * (Number.isFinite(scale) && scale > 0 ? scale : 1)));
}

/** Counts one hit on `key`; throws a 429 domain error past the limit. */
export async function hitRateLimit(key: string, { limit, windowSeconds }: Limit): Promise<void> {
  const rows = await prisma.$queryRaw<{ count: number; retry_after: number }[]>`
    INSERT INTO rate_limits (key, count, reset_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
    RETURNING count, CEIL(EXTRACT(EPOCH FROM (reset_at - now())))::int AS retry_after`;
  const { count, retry_after } = rows[0];
  if (count > scaled(limit)) throw rateLimited(Math.max(1, retry_after));
}

/** The client's address as the platform reports it (first X-Forwarded-For hop on Vercel). */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || headers.get("x-real-ip") || "local";
}
