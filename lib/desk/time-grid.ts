// The geometry of the front desk's day board (issue 26): time runs down the side in clinic
// minutes (0 = the clinic day's midnight), every span is placed by its start and length. Pure and
// browser-safe: the board's server component and the unit tests read it.
import { clockMinutes } from "@/lib/schedule/slots";

export type MinuteSpan = { start: number; end: number };

/** A row is never shorter than 15 minutes: at a 5-minute interval a row would be too thin to click. */
export const MIN_ROW_MINUTES = 15;
/** Board pixels per minute: half an hour is 48 px, a 15-minute visit 24 px (one line of text). */
export const PX_PER_MINUTE = 1.6;
/** The day shown when nobody works and nothing is booked (never happens on a board with columns). */
const EMPTY_DAY: MinuteSpan = { start: 8 * 60, end: 18 * 60 };

export const rowMinutesOf = (slotIntervalMinutes: number) => Math.max(slotIntervalMinutes, MIN_ROW_MINUTES);

/**
 * The board's time range: from the earliest working hour or visit to the latest, widened to whole
 * hours so the side's labels start on the hour; within the clinic day (0 to 24:00).
 */
export function boardRange(spans: readonly MinuteSpan[]): MinuteSpan {
  if (spans.length === 0) return EMPTY_DAY;
  const start = Math.min(...spans.map((s) => s.start));
  const end = Math.max(...spans.map((s) => s.end));
  return { start: Math.max(0, Math.floor(start / 60) * 60), end: Math.min(1440, Math.max(Math.ceil(end / 60) * 60, start + 60)) };
}

/** The starts of the board's rows (each `rowMinutes` long), on the clinic's grid from midnight. */
export function rowStarts(range: MinuteSpan, rowMinutes: number): number[] {
  const out: number[] = [];
  for (let m = Math.ceil(range.start / rowMinutes) * rowMinutes; m < range.end; m += rowMinutes) out.push(m);
  return out;
}

/** A weekly-hours interval ("09:00"-"17:00", "24:00" = midnight) in clinic minutes. */
export function hoursSpan(h: { start: string; end: string }): MinuteSpan {
  return { start: clockMinutes(h.start), end: clockMinutes(h.end) || 1440 };
}

/**
 * The part of a time off on `date`: whole days ("2026-11-26" to "2026-11-27", inclusive) cover it
 * all; timed ones ("2026-11-26T13:00") are cut at the day's edges. Null when it misses the day.
 */
export function timeOffSpan(t: { from: string; to: string }, date: string): MinuteSpan | null {
  const timed = t.from.includes("T");
  const fromDay = t.from.slice(0, 10);
  const toDay = t.to.slice(0, 10);
  if (fromDay > date || toDay < date || (timed && toDay === date && t.to.slice(11) === "00:00")) return null;
  if (!timed) return { start: 0, end: 1440 };
  const start = fromDay < date ? 0 : clockMinutes(t.from.slice(11));
  const end = toDay > date ? 1440 : clockMinutes(t.to.slice(11));
  return end > start ? { start, end } : null;
}

/** Where a span sits on the board: its top and height in pixels (never thinner than one line of text). */
export function placed(span: MinuteSpan, range: MinuteSpan, minHeightPx = 22): { top: number; height: number } {
  const start = Math.max(span.start, range.start);
  const end = Math.min(span.end, range.end);
  return { top: (start - range.start) * PX_PER_MINUTE, height: Math.max((end - start) * PX_PER_MINUTE, minHeightPx) };
}

export const boardHeight = (range: MinuteSpan) => (range.end - range.start) * PX_PER_MINUTE;
