// What the series screens (issue 48) show and send, browser-safe. The answers' shapes are the
// domain's (lib/appointments/series/shapes.ts); these are the screens' own: a repeat as chosen,
// and what the person chose for each date that does not fit.
import { slotValue } from "@/lib/appointments/slot-value";
import type { SeriesEvery } from "@/lib/appointments/series/every";
import type { z } from "zod";
import type { seriesConflictShape } from "@/lib/appointments/series/shapes";

/** The Repeat fields as chosen: `every` null does not repeat. */
export type RepeatChoice = { every: SeriesEvery | null; count: number };

/** A clinic day and a slot time ("10:30 AM"), as the series' answers give them. */
export type SeriesSlot = { date: string; time: string };

/** A date that does not fit, why, and the nearest free times (that day, the same time another day). */
export type SeriesConflict = z.output<typeof seriesConflictShape>;

/** What is chosen for a date that does not fit: one of its alternatives (a slot value) or "skip". */
export type ConflictChoices = Record<string, string>;

export const SKIP = "skip";

/** A conflict's key among the choices (its date: a series has one visit a day). */
export const conflictKey = (c: SeriesSlot) => c.date;

/** The first alternative of each conflict, else leave the date out: what the list starts with. */
export function defaultChoices(conflicts: SeriesConflict[]): ConflictChoices {
  return Object.fromEntries(conflicts.map((c) => [conflictKey(c), c.alternatives[0] ? slotValue(c.alternatives[0].date, c.alternatives[0].time) : SKIP]));
}
