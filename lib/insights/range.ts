// The insights screens' range (issue 28): the presets an admin picks from (last 7, 30 or 90 days,
// the next 30 days) or a custom from-to, as the page's query string carries them. Plain data and
// pure functions: the page, its form and the tests share them.
import { addDays, isClinicDate, type ClinicDate } from "@/lib/clinic-time";
import { rangeDays } from "@/lib/insights/schema";

export const RANGE_PRESETS = [
  { id: "7", label: "Last 7 days" },
  { id: "30", label: "Last 30 days" },
  { id: "90", label: "Last 90 days" },
  { id: "next30", label: "Next 30 days" },
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number]["id"] | "custom";

export const DEFAULT_PRESET = "30" satisfies RangePreset;

/** A preset's days, today included: the last N days end today; the next 30 start today. */
export function presetRange(preset: Exclude<RangePreset, "custom">, today: ClinicDate): { from: ClinicDate; to: ClinicDate } {
  if (preset === "next30") return { from: today, to: addDays(today, 29) };
  return { from: addDays(today, -(Number(preset) - 1)), to: today };
}

/**
 * The range a query string asks for: `range` one of the presets, or `from` and `to` (custom).
 * Dates that are not dates fall back to the default preset; the page shows the domain's message
 * for an inverted or too long custom range (the schema's rule, not repeated here).
 */
export function rangeFromQuery(q: { range?: string; from?: string; to?: string }, today: ClinicDate): { preset: RangePreset; from: ClinicDate; to: ClinicDate } {
  const preset = RANGE_PRESETS.find((p) => p.id === q.range)?.id;
  if (preset) return { preset, ...presetRange(preset, today) };
  if (q.from && q.to && isClinicDate(q.from) && isClinicDate(q.to)) return { preset: "custom", from: q.from, to: q.to };
  return { preset: DEFAULT_PRESET, ...presetRange(DEFAULT_PRESET, today) };
}

/** The range of the same length just before: what "up 12 % on the previous 30 days" compares with. */
export function previousRange(from: ClinicDate, to: ClinicDate): { from: ClinicDate; to: ClinicDate; days: number } {
  const days = rangeDays(from, to);
  return { from: addDays(from, -days), to: addDays(from, -1), days };
}
