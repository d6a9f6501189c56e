// SMART Scheduling Links (issue 46; github.com/smart-on-fhir/smart-scheduling-links): the
// manifest at GET /fhir/$bulk-publish and its three NDJSON files, Location, Schedule and Slot, of
// the next 14 days' free times. The files are streamed a page of doctors at a time, in pieces of a
// hundred lines, never built whole. A version of the data (lib/appointments/schedule-changes.ts)
// is the ETag of all four, so a poll with If-None-Match gets a 304 while nothing changed; `_since`
// narrows the files to the doctors whose times changed after it.
import { addDays, clinicDateOf, clinicTimeZone, instantAt } from "@/lib/clinic-time";
import { bookingPolicy } from "@/lib/schedule/policy";
import { doctorsChangedSince, freeTimeVersion, type Window } from "@/lib/appointments/schedule-changes";
import { freeTimeFeed } from "@/lib/doctors/free-time-feed";
import { doctorDirectory } from "@/lib/doctors/directory";
import { activeVisitTypes } from "@/lib/visit-types/catalog";
import { matchesIfNoneMatch, PUBLIC_READ_CACHE_CONTROL } from "@/lib/http/cache-headers";
import { currentClinicLocation } from "@/lib/fhir/clinic";
import { planningHorizon, schedule } from "@/lib/fhir/directory";
import { invalid } from "@/lib/fhir/outcome";
import { slot } from "@/lib/fhir/slots";
import { utcInstant } from "@/lib/fhir/instant";

/** How far ahead the files reach. */
export const PUBLISHED_DAYS = 14;
export const BULK_FILES = ["Location", "Schedule", "Slot"] as const;
export type BulkFile = (typeof BULK_FILES)[number];
export const NDJSON = "application/fhir+ndjson";

/** Today's clinic midnight to the midnight 14 days on. */
function publishedWindow(now: Date, tz: string): Window {
  const today = clinicDateOf(now, tz);
  return { from: instantAt(today, 0, tz), to: instantAt(addDays(today, PUBLISHED_DAYS), 0, tz) };
}

/** `_since`: an ISO 8601 instant (a 400 otherwise), or null. */
export function sinceOf(url: URL): Date | null {
  const raw = url.searchParams.get("_since");
  if (raw === null || raw === "") return null;
  const at = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/.test(raw) ? new Date(raw) : null;
  if (!at || Number.isNaN(at.getTime())) throw invalid("_since must be an ISO 8601 instant, such as 2026-12-01T09:00:00Z");
  return at;
}

type Published = { etag: string; changedAt: Date; window: Window };

async function published(now: Date): Promise<Published> {
  const tz = clinicTimeZone();
  const window = publishedWindow(now, tz);
  const { slotIntervalMinutes } = await bookingPolicy();
  const { version, changedAt } = await freeTimeVersion(window, now, slotIntervalMinutes ?? 30);
  return { etag: `"${version}"`, changedAt, window };
}

function notModified(req: Request, etag: string): Response | null {
  if (!matchesIfNoneMatch(req.headers.get("if-none-match"), etag)) return null;
  return new Response(null, { status: 304, headers: { etag, "cache-control": PUBLIC_READ_CACHE_CONTROL } });
}

/** GET /fhir/$bulk-publish: the manifest (transactionTime, request, output: one file of each type). */
export async function manifest(req: Request, url: URL, base: string, now = new Date()): Promise<Response> {
  const since = sinceOf(url);
  const { etag, changedAt } = await published(now);
  const unchanged = notModified(req, etag);
  if (unchanged) return unchanged;
  const query = since ? `?_since=${encodeURIComponent(url.searchParams.get("_since")!)}` : "";
  const body = {
    transactionTime: utcInstant(changedAt),
    request: `${base}/$bulk-publish${query}`,
    output: BULK_FILES.map((type) => ({ type, url: `${base}/$bulk-publish/${type}.ndjson${query}` })),
    error: [],
  };
  return new Response(JSON.stringify(body), {
    headers: { "content-type": "application/json; charset=utf-8", etag, "cache-control": PUBLIC_READ_CACHE_CONTROL },
  });
}

/**
 * Lines of `items`, at most CHUNK_LINES in one piece of text, read from `items` only as the
 * pieces are pulled. Small pieces are short-lived young objects the garbage collector frees at
 * once; a page's whole text (~20 MB for 200 doctors' two weeks of Slots) went to V8's
 * large-object space (issue 46 item 7; docs/performance.md).
 */
const CHUNK_LINES = 100;
function* inChunks<T>(items: Iterable<T>, line: (item: T) => string): Generator<string> {
  let lines: string[] = [];
  for (const item of items) {
    lines.push(`${line(item)}\n`);
    if (lines.length === CHUNK_LINES) {
      yield lines.join("");
      lines = [];
    }
  }
  if (lines.length > 0) yield lines.join("");
}

/** The lines of one file, a page at a time, in small pieces. */
async function* lines(file: BulkFile, origin: string, now: Date, window: Window, since: Date | null): AsyncGenerator<string> {
  const changed = since ? await doctorsChangedSince(since, window) : null;
  const onlyIds = changed && !changed.all ? changed.ids : undefined;
  if (file === "Location") {
    // The clinic changes with a release, or with its settings (its address, issue 46): a `_since`
    // poll gets it again only when the settings (or the visit types) changed since, as `all` says.
    if (!since || changed?.all) yield `${JSON.stringify(await currentClinicLocation())}\n`;
    return;
  }
  if (file === "Schedule") {
    const [types, horizon] = await Promise.all([activeVisitTypes(), planningHorizon(now)]);
    let afterId: string | null = null;
    for (;;) {
      const { rows } = await doctorDirectory({ afterId, take: 500, ...(onlyIds ? { ids: [...onlyIds] } : {}) });
      if (rows.length === 0) return;
      yield* inChunks(rows, (d) => JSON.stringify(schedule(d, types, horizon)));
      afterId = rows[rows.length - 1].id;
    }
  }
  for await (const page of freeTimeFeed(now, window.to, onlyIds)) {
    yield* inChunks(page, (t) => JSON.stringify(slot(t, origin)));
  }
}

/** GET /fhir/$bulk-publish/{Location|Schedule|Slot}.ndjson: streamed NDJSON, one resource a line. */
export async function bulkFile(req: Request, url: URL, file: BulkFile, origin: string, now = new Date()): Promise<Response> {
  const since = sinceOf(url);
  const { etag, window } = await published(now);
  const unchanged = notModified(req, etag);
  if (unchanged) return unchanged;
  const source = lines(file, origin, now, window, since);
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    // One page per pull: the reader's pace sets how much is computed ahead.
    async pull(controller) {
      const { done, value } = await source.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await source.return(undefined);
    },
  });
  return new Response(stream, { headers: { "content-type": NDJSON, etag, "cache-control": PUBLIC_READ_CACHE_CONTROL } });
}
