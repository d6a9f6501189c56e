// The choices made for the dates of a series that do not fit (issue 48), as the series booking's
// `replacements` (lib/appointments/series/series-schema.ts): each date of the rule with the time
// it moves to, or null to leave it out. Browser-safe; the plain booking form's action reads the
// same choices from its radios (`replace-<date>`).
import { parseSlotValue } from "@/lib/appointments/slot-value";
import { conflictKey, type ConflictChoices, type SeriesConflict, type SeriesSlot } from "@/components/series/series-shapes";

export type SeriesReplacements = Record<string, SeriesSlot | null>;

export function replacementsOf(conflicts: SeriesConflict[], choices: ConflictChoices): SeriesReplacements {
  return Object.fromEntries(conflicts.map((c) => [c.date, parseSlotValue(choices[conflictKey(c)])]));
}
