// The clinic's clock. Instants are stored in UTC; the grid of slots and what
// "today" means are defined in the clinic's IANA time zone (CLINIC_TIMEZONE,
// default the server's zone). Pure functions: every one takes `tz` and, where
// it matters, `now`, so tests can pin both.
import { TZDate, tzOffset } from "@date-fns/tz";

export type ClinicDate = string; // YYYY-MM-DD in the clinic's zone

export function clinicTimeZone(): string {
  return process.env.CLINIC_TIMEZONE || Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The clinic's wall clock at an instant, as a Date whose UTC fields read it: one look-up of the
 * zone's offset (a TZDate makes two, and every list of visits asks for each visit's date, start
 * and end: issue 43's 200-visit API answer spent its time here).
 */
function wallClock(instant: Date, tz: string): Date {
  return new Date(instant.getTime() + tzOffset(tz, instant) * 60_000);
}

/** The clinic-local calendar date of an instant. */
export function clinicDateOf(instant: Date, tz: string): ClinicDate {
  const d = wallClock(instant, tz);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Minutes since clinic-local midnight of an instant. */
export function clinicMinutesOf(instant: Date, tz: string): number {
  const d = wallClock(instant, tz);
  return d.getUTCHours() * 60 + d.getUTCMinutes();
}

/** Both at once (one look-up of the offset): the date and the minutes since its midnight. */
export function clinicDateAndMinutesOf(instant: Date, tz: string): { date: ClinicDate; minutes: number } {
  const d = wallClock(instant, tz);
  return { date: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`, minutes: d.getUTCHours() * 60 + d.getUTCMinutes() };
}

// instantAt's answers: a TZDate costs ~8 µs (two zone look-ups through Intl), and the same wall
// times come back request after request (the doctor dashboard's 90 days of working hours made
// 360 a request: 2.7 ms; issue 43). Exact: the answer depends on the zone, date and minutes only.
const instants = new Map<string, number>();
const MAX_INSTANTS = 20_000;

/** The instant at which the clinic's wall clock shows `date` at `minutes` past midnight. */
export function instantAt(date: ClinicDate, minutes: number, tz: string): Date {
  const key = `${tz} ${date} ${minutes}`;
  let ms = instants.get(key);
  if (ms === undefined) {
    const [y, m, d] = date.split("-").map(Number);
    ms = new TZDate(y, m - 1, d, Math.floor(minutes / 60), minutes % 60, tz).getTime();
    if (instants.size >= MAX_INSTANTS) instants.clear();
    instants.set(key, ms);
  }
  return new Date(ms);
}

/** Calendar arithmetic on a clinic date (no time zone involved). */
export function addDays(date: ClinicDate, days: number): ClinicDate {
  const [y, m, d] = date.split("-").map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** Day of the week of a clinic date: 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(date: ClinicDate): number {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

export function isClinicDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number);
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/**
 * Formats minutes-of-day as the clients' slot label, e.g. "10:00 AM",
 * "01:30 PM" (en-US with a two-digit hour, as browsers print
 * toLocaleTimeString with hour: "2-digit").
 */
export function formatSlotTime(minutes: number): string {
  const h24 = Math.floor(minutes / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${pad(h12)}:${pad(minutes % 60)} ${h24 < 12 ? "AM" : "PM"}`;
}

/**
 * A time of day as a page in a language shows it (issue 29): English keeps
 * the slot label above ("10:00 AM"); Spanish, French and Arabic write the
 * 24-hour clock with Latin digits ("14:30"). The value a form or the API
 * sends stays formatSlotTime's.
 */
export function displaySlotTime(minutes: number, locale: "en" | "es" | "fr" | "ar" = "en"): string {
  if (locale === "en") return formatSlotTime(minutes);
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * Parses a slot time as clients send it: "10:00 AM", "1:30 pm", "13:30" or
 * "13:30:00". Returns minutes since midnight, or null when it is not a time.
 */
export function parseSlotTime(value: string): number | null {
  const m = /^\s*(\d{1,2}):(\d{2})(?::00)?\s*([AaPp][Mm])?\s*$/.exec(value);
  if (!m) return null;
  let h = Number(m[1]);
  const min = Number(m[2]);
  if (min > 59) return null;
  if (m[3]) {
    if (h < 1 || h > 12) return null;
    const pm = m[3].toLowerCase() === "pm";
    h = (h % 12) + (pm ? 12 : 0);
  } else if (h > 23) {
    return null;
  }
  return h * 60 + min;
}

/** The zone's distance from UTC at an instant, in minutes east (Berlin in winter: 60). */
export function utcOffsetMinutes(tz: string, at: Date = new Date()): number {
  return -new TZDate(at.getTime(), tz).getTimezoneOffset();
}

const formats = new Map<string, Intl.DateTimeFormat>();
/**
 * An Intl formatter of instants in `timeZone`, made once per Intl tag, zone and options: making
 * one costs as much as formatting fifty instants with it (~80 µs against ~1.5 µs), and a page of
 * 50 audit events made one per event, My Appointments one per card (issue 43). The one cache of
 * formatters: lib/i18n/format.ts writes calendar days with it too (in UTC).
 */
export function zonedDateTimeFormat(tag: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag}|${timeZone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

/** Short name of the zone as shown to users, e.g. "CET" or "GMT+1". */
export function timeZoneLabel(tz: string, at: Date = new Date()): string {
  const part = zonedDateTimeFormat("en-US", tz, { timeZoneName: "short" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? tz;
}
