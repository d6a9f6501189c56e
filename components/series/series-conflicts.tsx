// The dates of a series that do not fit (issue 48): nothing was booked; each date is listed with
// why, and a choice of its nearest free times (that day, the same time on the nearest other day)
// or leaving the date out. Native radios named `replace-<date>` in the caller's form, so the plain
// booking form sends the choices before any script runs; with a script the caller holds them as
// state. Then "Book with these choices" or "Book without these dates". No state here. Words: "Series".
import { useLocale, useTranslations } from "next-intl";
import { CalendarX2, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { shortDateWithWeekday } from "@/lib/i18n/format";
import { slotValue } from "@/lib/appointments/slot-value";
import { shownTime } from "@/components/booking/shown-time";
import type { Locale } from "@/lib/i18n/locales";
import { conflictKey, SKIP, type ConflictChoices, type SeriesConflict } from "@/components/series/series-shapes";

type Props = {
  conflicts: SeriesConflict[];
  /** How many dates the series has (the conflicts are some of them). */
  total: number;
  idPrefix: string;
  /** With a script: the choices as state. Without: the browser keeps them (the first alternative checked). */
  choices?: ConflictChoices;
  onChoose?: (key: string, value: string) => void;
  /** Buttons of a form (submit, with `name="decision"`), or with a script these callbacks. */
  onBookWithChoices?: () => void;
  onBookWithout?: () => void;
  pending?: boolean;
  /** The list's heading level under its place (h3 in a page section, h2 in a dialog). */
  headingLevel?: 2 | 3;
};

export function SeriesConflicts({ conflicts, total, idPrefix, choices, onChoose, onBookWithChoices, onBookWithout, pending, headingLevel = 3 }: Props) {
  const t = useTranslations("Series");
  const locale = useLocale() as Locale;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const when = (date: string, time: string) => t("dateAt", { date: shortDateWithWeekday(date, locale), time: shownTime(time, locale) });
  const controlled = Boolean(onChoose);
  const headingId = `${idPrefix}-conflicts`;
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-4 rounded-xl border border-warning/50 bg-warning/10 p-4" data-field="series-conflicts">
      <div className="grid gap-1">
        <Heading id={headingId} className="flex items-center gap-2 font-semibold">
          <CalendarX2 className="size-4 shrink-0" aria-hidden />
          {t("conflictsHeading", { count: conflicts.length, total })}
        </Heading>
        <p className="text-sm">{t("conflictsIntro")}</p>
      </div>
      <ul className="grid gap-3">
        {conflicts.map((c) => {
          const key = conflictKey(c);
          const chosen = choices?.[key];
          const options = [...c.alternatives.map((a) => ({ value: slotValue(a.date, a.time), label: t("instead", { when: when(a.date, a.time) }) })), { value: SKIP, label: t("leaveOut") }];
          const legendId = `${idPrefix}-${key}`;
          return (
            <li key={key} className="min-w-0 rounded-lg border bg-background p-3">
              <fieldset className="grid min-w-0 gap-2" aria-describedby={`${legendId}-why`}>
                <legend id={legendId} className="font-medium">
                  {when(c.date, c.time)}
                </legend>
                <p id={`${legendId}-why`} className="text-sm text-muted-foreground">
                  {c.reason}
                </p>
                {options.map((o, i) => (
                  <label key={o.value} className="flex min-h-10 items-center gap-3 rounded-md px-2 text-sm hover:bg-accent">
                    <input
                      type="radio"
                      name={`replace-${key}`}
                      value={o.value}
                      className="size-4 shrink-0 accent-primary"
                      {...(controlled ? { checked: chosen === o.value, onChange: () => onChoose?.(key, o.value) } : { defaultChecked: i === 0 })}
                    />
                    <span>{o.label}</span>
                  </label>
                ))}
                {c.alternatives.length === 0 ? <p className="text-sm text-muted-foreground">{t("noAlternative")}</p> : null}
              </fieldset>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button type={onBookWithChoices ? "button" : "submit"} name="decision" value="choices" onClick={onBookWithChoices} disabled={pending}>
          {pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {t("bookWithChoices")}
        </Button>
        {total - conflicts.length >= 1 ? (
          <Button type={onBookWithout ? "button" : "submit"} name="decision" value="without" variant="outline" onClick={onBookWithout} disabled={pending}>
            {t("bookWithout", { count: total - conflicts.length })}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
