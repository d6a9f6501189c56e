// Issue 48 item 3: a series' dates from its rule. The rule is RFC 5545 text (RRULE with a DTSTART
// named in the clinic's zone); the `rrule` package expands it. rrule's own time-zone support
// depends on the server's zone, so the expansion is done on the "floating" wall clock (rrule's
// UTC fields are the clinic's date and time) and each date and time is then placed in the clinic's
// zone by lib/clinic-time.ts: a series at 09:00 stays at 09:00 across a DST change.
import { datetime, RRule, rrulestr } from "rrule";
import { instantAt, type ClinicDate } from "@/lib/clinic-time";
import type { SeriesEvery } from "@/lib/appointments/series/every";

/** One date of a series: the clinic date, the minutes after clinic midnight, and the instant. */
export type SeriesDate = { date: ClinicDate; minutes: number; startsAt: Date };

const pad = (n: number) => String(n).padStart(2, "0");

/** The RFC 5545 text of a series: every `every` weeks, `count` times, from `date` at `minutes` in `tz`. */
export function seriesRule(start: { date: ClinicDate; minutes: number }, every: SeriesEvery, count: number, tz: string): string {
  const [y, m, d] = start.date.split("-").map(Number);
  return new RRule({
    freq: RRule.WEEKLY,
    interval: every,
    count,
    dtstart: datetime(y, m, d, Math.floor(start.minutes / 60), start.minutes % 60),
    tzid: tz,
  }).toString();
}

/** The dates of a series' rule, in order, each as the clinic's wall clock says it and as an instant. */
export function expandRule(rule: string): SeriesDate[] {
  const parsed = rrulestr(rule, { forceset: false }) as RRule;
  const tz = parsed.origOptions.tzid ?? "UTC";
  // Floating: without tzid, rrule answers the wall-clock dates in their UTC fields.
  const floating = new RRule({ ...parsed.origOptions, tzid: null });
  return floating.all().map((at) => {
    const date = `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
    const minutes = at.getUTCHours() * 60 + at.getUTCMinutes();
    return { date, minutes, startsAt: instantAt(date, minutes, tz) };
  });
}

/** What a series' rule says in parts: how many weeks apart, how many dates, the time zone. */
export function ruleParts(rule: string): { every: number; count: number; tz: string } {
  const o = (rrulestr(rule, { forceset: false }) as RRule).origOptions;
  return { every: o.interval ?? 1, count: o.count ?? 0, tz: o.tzid ?? "UTC" };
}
