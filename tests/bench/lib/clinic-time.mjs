// The clinic clock of lib/clinic-time.ts, rewritten on Intl alone so that the
// baseline server and the bench need nothing compiled. Same results: dates
// are YYYY-MM-DD in the clinic's zone, times like "10:00 AM".

const formatters = new Map();

function partsFormatter(tz) {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: tz,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(tz, f);
  }
  return f;
}

// formatToParts costs ~10 µs a call, and a doctor's slot grid asks for the same few hundred instants on
// every request: the baseline would spend ~50 ms a request in it for the demo's 14 doctors (an
// expert's plain server remembers a pure conversion; the app's clock has its own caches). Bounded.
const wallClocks = new Map();
const WALL_CLOCKS_MAX = 100_000;

/** Wall-clock fields of an instant in `tz`. */
function wallClock(ms, tz) {
  const key = `${tz}|${ms}`;
  const known = wallClocks.get(key);
  if (known) return known;
  const p = {};
  for (const { type, value } of partsFormatter(tz).formatToParts(ms)) p[type] = value;
  const w = { y: +p.year, mo: +p.month, d: +p.day, h: +p.hour % 24, mi: +p.minute, s: +p.second };
  if (wallClocks.size >= WALL_CLOCKS_MAX) wallClocks.clear();
  wallClocks.set(key, w);
  return w;
}

const pad = (n) => String(n).padStart(2, "0");

export function clinicTimeZone() {
  return process.env.CLINIC_TIMEZONE || Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

export function clinicDateOf(date, tz) {
  const w = wallClock(date.getTime(), tz);
  return `${w.y}-${pad(w.mo)}-${pad(w.d)}`;
}

export function clinicMinutesOf(date, tz) {
  const w = wallClock(date.getTime(), tz);
  return w.h * 60 + w.mi;
}

const offsetAt = (ms, tz) => {
  const w = wallClock(ms, tz);
  return Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi, w.s) - Math.floor(ms / 1000) * 1000;
};

/**
 * The instant at which the clinic's clock shows `date` at `minutes` past
 * midnight. A time repeated by a DST change is taken at its second
 * occurrence, a skipped one with the offset before the gap: what TZDate does
 * for the usual 02:00-03:00 changes (for the rare changes at midnight, TZDate's
 * choice depends on the host's own zone; the slot grid never meets them).
 */
const instants = new Map();

export function instantAt(date, minutes, tz) {
  const key = `${tz}|${date}|${minutes}`;
  let t = instants.get(key);
  if (t === undefined) {
    if (instants.size >= WALL_CLOCKS_MAX) instants.clear();
    t = instantAtUncached(date, minutes, tz).getTime();
    instants.set(key, t);
  }
  return new Date(t);
}

function instantAtUncached(date, minutes, tz) {
  const [y, m, d] = date.split("-").map(Number);
  const wanted = Date.UTC(y, m - 1, d, Math.floor(minutes / 60), minutes % 60);
  const before = offsetAt(wanted - 12 * 3600_000, tz);
  const after = offsetAt(wanted + 12 * 3600_000, tz);
  for (const offset of [after, before]) {
    const t = wanted - offset;
    if (offsetAt(t, tz) === offset) return new Date(t);
  }
  return new Date(wanted - before);
}

export function addDays(date, days) {
  const [y, m, d] = date.split("-").map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

export function formatSlotTime(minutes) {
  const h24 = Math.floor(minutes / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${pad(h12)}:${pad(minutes % 60)} ${h24 < 12 ? "AM" : "PM"}`;
}

/** Starts of the slot grid, minutes of day: 10:00 to 20:30 every 30 minutes. */
export const SLOT_GRID = Array.from({ length: 22 }, (_, i) => 600 + i * 30);
