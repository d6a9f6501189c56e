// lib/platform: infrastructure every domain uses (read cache and tags, rate-limit counters, signing
// secret, job queue client, images and their storage). Imports only the root files. (lib/README.md)
//
// A small in-process cache for the public doctor reads (the listing, a
// profile, free slots, the clinic policy behind them) and the front desk's
// directory of doctors (lib/desk/day-board.ts: names, hours, whether they
// take bookings; never a patient's data). Entries live a few
// seconds at most and are dropped at once by tag (lib/platform/cache-tags.ts) when a
// write changes what they show, so the ORM and database work of a public page
// or GET /api/doctor is done once per change, not once per request.
//
// Why not Next's own data cache (unstable_cache / 'use cache'): in Next 16 a
// revalidateTag from a route handler marks entries stale and serves them once
// more (stale-while-revalidate), entries go through JSON (Dates become
// strings), and the default handler's tag state is per process anyway. Here
// invalidation is immediate and synchronous in the instance that wrote, and
// the short lifetime bounds what another instance can show (a booking always
// re-checks its slot in the database, so a seconds-old read cannot double-book).

type Entry = { value: Promise<unknown>; tags: string[]; versions: number[]; expires: number };

/** How long an entry lives, in ms: READ_CACHE_TTL_MS, else 5 s in production and off elsewhere (dev, tests). */
function ttlMs(): number {
  const set = process.env.READ_CACHE_TTL_MS;
  if (set !== undefined && set.trim() !== "" && Number.isFinite(Number(set))) return Math.max(0, Number(set));
  return process.env.NODE_ENV === "production" ? 5_000 : 0;
}

/** Whether reads are cached at all (READ_CACHE_TTL_MS=0 turns the read and page caches off). */
export function readCacheEnabled(): boolean {
  return ttlMs() > 0;
}

// Query texts (a search) make the keys open-ended: the oldest entries go first past this many.
const MAX_ENTRIES = 500;

// On globalThis: Next bundles route handlers, pages and server actions into
// separate module layers, each with its own copy of this file. A booking made
// through the API must drop what the pages read too, so all copies share one store.
type Store = { entries: Map<string, Entry>; tagVersions: Map<string, number> };
const shared = globalThis as unknown as { careslotReadCache?: Store };
const store = (shared.careslotReadCache ??= { entries: new Map(), tagVersions: new Map() });
const { entries, tagVersions } = store;

const versionOf = (tag: string) => tagVersions.get(tag) ?? 0;

function fresh(e: Entry, now: number): boolean {
  return e.expires > now && e.tags.every((t, i) => versionOf(t) === e.versions[i]);
}

/**
 * `load()`'s result under `key`, shared by every caller until it is `ttl` old
 * or one of `tags` is invalidated. Callers that arrive while it loads share
 * that one load; a failed load is not kept. A load that an invalidation
 * overtook is answered to its own callers but not kept for later ones.
 */
export function cachedRead<T>(key: string, tags: string[], load: () => Promise<T>): Promise<T> {
  const ttl = ttlMs();
  if (ttl === 0) return load();
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && fresh(hit, now)) return hit.value as Promise<T>;
  if (hit) entries.delete(key);
  const value = load();
  const entry: Entry = { value, tags, versions: tags.map(versionOf), expires: now + ttl };
  entries.set(key, entry);
  value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  return value;
}

/** Every entry carrying one of these tags is stale from now on (including loads still running). */
export function invalidateTags(tags: string[]): void {
  for (const t of tags) tagVersions.set(t, versionOf(t) + 1);
}
