// "Repeat" (issue 48): a visit booked as a series, every 1, 2 or 4 weeks, 2 to the visit type's
// maximum times, starting at the chosen time. Two native selects in the caller's form (`every`,
// `count`), so the plain booking form sends them before any script runs (docs/no-javascript.md);
// with a script the caller may hold the choice as state. "Does not repeat" sends `every` empty:
// one visit, as before. No state here: a server component may render it too. Its words: the
// "Series" messages (a client caller's ClientMessages lists them).
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import { SERIES_EVERY, type SeriesEvery } from "@/lib/appointments/series/every";
import type { RepeatChoice } from "@/components/series/series-shapes";

const selectStyle = "h-10 w-full rounded-md border border-input bg-background px-3 text-sm";

type Props = {
  /** Unique on the page (the fields' ids hang on it). */
  idPrefix: string;
  /** The visit type's seriesMaxCount (2 to 12): the largest count offered. */
  maxCount: number;
  /** With a script: the choice as state (controlled). Without: the browser keeps it, from `initial`. */
  value?: RepeatChoice;
  onChange?: (next: RepeatChoice) => void;
  initial?: RepeatChoice;
  disabled?: boolean;
  /** A dialog that books series only: no "Does not repeat". */
  alwaysRepeats?: boolean;
  className?: string;
};

/** The counts offered: 2 to the type's maximum. */
function countsOffered(maxCount: number): number[] {
  const max = Math.max(2, Math.min(12, Math.floor(maxCount)));
  return Array.from({ length: max - 1 }, (_, i) => i + 2);
}

export function RepeatFields({ idPrefix, maxCount, value, onChange, initial, disabled, alwaysRepeats, className }: Props) {
  const t = useTranslations("Series");
  const counts = countsOffered(maxCount);
  const max = counts[counts.length - 1];
  const chosen = value ?? initial ?? { every: null, count: 8 };
  // A type with a smaller maximum than the count chosen for another: its maximum.
  const shown = { ...chosen, count: Math.min(chosen.count, max) };
  const controlled = Boolean(onChange);
  const everyProps = controlled
    ? { value: shown.every ? String(shown.every) : "", onChange: (e: React.ChangeEvent<HTMLSelectElement>) => onChange?.({ ...shown, every: everyOf(e.target.value) }) }
    : { defaultValue: shown.every ? String(shown.every) : "" };
  const countProps = controlled
    ? { value: String(shown.count), onChange: (e: React.ChangeEvent<HTMLSelectElement>) => onChange?.({ ...shown, count: Number(e.target.value) }) }
    : { defaultValue: String(shown.count) };
  return (
    <fieldset className={cn("grid min-w-0 gap-3 rounded-xl border p-4 sm:grid-cols-2", className)} data-field="repeat" disabled={disabled}>
      <legend className="px-1 text-sm font-semibold">{t("repeatLegend")}</legend>
      <div className="grid gap-1.5">
        <label htmlFor={`${idPrefix}-every`} className="text-sm font-medium">
          {t("repeatLabel")}
        </label>
        <select id={`${idPrefix}-every`} name="every" className={selectStyle} {...everyProps}>
          {alwaysRepeats ? null : <option value="">{t("doesNotRepeat")}</option>}
          {SERIES_EVERY.map((every) => (
            <option key={every} value={every}>
              {t("everyWeeks", { every })}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${idPrefix}-count`} className="text-sm font-medium">
          {t("countLabel")}
        </label>
        {/* Without a script it is always there; it counts only when the visit repeats. */}
        <select id={`${idPrefix}-count`} name="count" className={selectStyle} disabled={controlled && !shown.every} {...countProps}>
          {counts.map((n) => (
            <option key={n} value={n}>
              {t("countOption", { count: n })}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

/** A select's value as a repeat: "" (or anything unknown) does not repeat. */
function everyOf(raw: string): SeriesEvery | null {
  const n = Number(raw);
  return (SERIES_EVERY as readonly number[]).includes(n) ? (n as SeriesEvery) : null;
}
