// The insights screens' range (issue 28): the presets an admin picks from (last 7, 30 or 90 days,
// the next 30 days) or a custom from-to, as the page's query string carries them. Plain data and
// pure functions: the page, its form and the tests share them.
import { createTranslator } from "next-intl";
import { addDays, isClinicDate, type ClinicDate } from "@/lib/clinic-time";
import { rangeDays } from "@/lib/insights/insights-schema";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/messages";

/** The presets; `label` is the key of their name in InsightsRange (rangePresetLabel). */
export const RANGE_PRESETS = [
  { id: "7", label: "presetLast7" },
  { id: "30", label: "presetLast30" },
  { id: "90", label: "presetLast90" },
  { id: "next30", label: "presetNext30" },
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number]["id"] | "custom";

/** A preset's name in a language: "Last 30 days" (issue 29). */
export function rangePresetLabel(preset: (typeof RANGE_PRESETS)[number], locale: Locale = DEFAULT_LOCALE): string {
  return createTranslator({ locale, messages: messagesFor(locale), namespace: "InsightsRange" })(preset.label);
}

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
