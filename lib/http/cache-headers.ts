// Conditional GET for public reads (GET /api/doctor, GET /api/doctor/{id}):
// a strong ETag over the exact bytes, 304 to a matching If-None-Match, and a
// few seconds of shared caching for a CDN in front. The bytes themselves come
// from lib/platform/read-cache.ts, dropped by tag the moment a write changes them.
import { createHash } from "node:crypto";

/** A CDN may serve it for 5 s, and a stale copy for 30 s more while it fetches a fresh one. */
export const PUBLIC_READ_CACHE_CONTROL = "public, s-maxage=5, stale-while-revalidate=30";

/**
 * A doctor's calendar feed (GET /api/calendar-feed/{token}): the browser or
 * calendar app may keep it five minutes; no shared cache may, since the link is
 * the doctor's secret. Polls after that revalidate with If-None-Match (304).
 */
export const CALENDAR_FEED_CACHE_CONTROL = "private, max-age=300";

/** Every answer behind a token (authedRoute): for its caller only, and kept by no cache (ASVS 8.2.1). */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

export type CachedBody = { body: string; etag: string };

/** The body with its strong ETag (a hash of its bytes). */
export function withEtag(body: string): CachedBody {
  return { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
}

/**
 * Whether If-None-Match names this ETag: a list of tags or `*`; a weak
 * validator (W/"...") matches its strong twin, as RFC 9110's weak comparison
 * for If-None-Match says.
 */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((t) => t.trim().replace(/^W\//, "") === etag);
}
