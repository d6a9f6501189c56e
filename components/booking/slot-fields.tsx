// The day and time choice of booking and of a move, as native radio inputs of a real form
// (issue 25): it works before any script runs, and a script only adds state on top.
// No state here, so a server component (the reschedule page) renders it as well as the
// booking panel and the reschedule dialog do; its words are the "SlotFields" messages (issue 29),
// which a client caller's ClientMessages must list.
//
// Every day's times are in the page; CSS shows the chosen day's (`:has(:checked)`), so choosing
// a day needs no script either. A browser without `:has()` shows every day's times, each under
// its own heading. A time's value carries its day ("2026-11-27T10:30 AM"): a time left checked on a
// day that is no longer chosen can never be booked on another day's date.
import type { Ref } from "react";
import { useLocale, useTranslations } from "next-intl";
import { dayWords, type DayWords } from "@/components/booking/day-words";
import { dayOfMonth } from "@/lib/i18n/format";
import { displaySlotTime, parseSlotTime } from "@/lib/clinic-time";
import type { Locale } from "@/lib/i18n/locales";
import { clsx } from "clsx";
import { slotValue } from "@/lib/appointments/slot-value";

/** `words`: the day's words written by the server (day-words.ts); without them SlotFields writes them. */
export type PickerDay = { date: string; slots: { time: string }[]; words?: DayWords };

type Props = {
  days: PickerDay[];
  /** The clinic's today (YYYY-MM-DD). */
  today: string;
  /** Unique on the page, letters, digits and dashes only: the ids and the CSS hang on it. */
  idPrefix: string;
  /** The chosen day and time ("YYYY-MM-DDTHH:mm"), or null. */
  date: string | null;
  slot: string | null;
  /** With a script: the choice is state (controlled). Without: the browser keeps it (defaultChecked). */
  onDateChange?: (date: string) => void;
  onSlotChange?: (slot: string) => void;
  /** The form fields' names. */
  dateName?: string;
  slotName?: string;
  /** What the time groups are described by (an error message), if anything. */
  describedBy?: string;
  dayHeading?: string;
  timeHeading?: string;
  /** Tighter time grid for a dialog. */
  compact?: boolean;
  /** The headings' level: 3 under the booking page's h2, 2 on a page of its own. */
  headingLevel?: 2 | 3;
  /** The scrolling row of days (the caller scrolls the chosen one into view). */
  scrollerRef?: Ref<HTMLDivElement>;
};

// clsx, not cn: these classes never clash, and cn's tailwind-merge builds its tables on its first
// call, ~30 ms under Lighthouse's 4x slowdown, which this module paid while the page's scripts were
// evaluated (the longest task of the booking page's load, issue 43).
/** A radio's box: the input covers its label, invisible; the label shows the state. */
const boxStyle = clsx(
  "relative border border-input bg-background transition-colors",
  "hover:border-primary/60 hover:bg-accent has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring",
  "has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground",
);
const inputStyle = "absolute inset-0 size-full cursor-pointer appearance-none rounded-[inherit] opacity-0";

export function SlotFields({
  days,
  today,
  idPrefix,
  date,
  slot,
  onDateChange,
  onSlotChange,
  dateName = "date",
  slotName = "slot",
  describedBy,
  dayHeading,
  timeHeading,
  compact = false,
  scrollerRef,
  headingLevel = 3,
}: Props) {
  const t = useTranslations("SlotFields");
  const locale = useLocale() as Locale;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const root = `${idPrefix}-slots`;
  const dayId = (d: string) => `${idPrefix}-day-${d}`;
  const controlled = Boolean(onDateChange);
  const wordsOf = (d: PickerDay) => d.words ?? dayWords(d.date, d.slots.length, today, locale, t);
  // Show the chosen day's times only; one rule per day, scoped to this picker.
  const css =
    `@supports selector(:has(a)){#${root} [data-times]{display:none}` +
    days.map((d) => `#${root}:has(#${dayId(d.date)}:checked) [data-times="${d.date}"]{display:block}`).join("") +
    "}";

  return (
    <div id={root} className="space-y-6">
      <style>{css}</style>
      <div className="space-y-3">
        <Heading id={`${idPrefix}-date`} className="font-semibold">
          {dayHeading ?? t("dayHeading")}
        </Heading>
        <div
          ref={scrollerRef}
          role="radiogroup"
          aria-labelledby={`${idPrefix}-date`}
          data-testid="day-picker"
          // scroll-px keeps the snapped day clear of the edges; the padding gives focus rings room.
          className="-mx-1 flex snap-x scroll-px-1 gap-2 overflow-x-auto px-1 py-1"
        >
          {days.map((d) => {
            const words = wordsOf(d);
            const checked = d.date === date;
            return (
              <label
                key={d.date}
                data-date={d.date}
                className={clsx("flex w-16 shrink-0 snap-start flex-col items-center gap-0.5 rounded-xl px-2 py-2.5 text-center", boxStyle)}
              >
                <input
                  type="radio"
                  id={dayId(d.date)}
                  name={dateName}
                  value={d.date}
                  aria-label={words.label}
                  className={inputStyle}
                  {...(controlled ? { checked, onChange: () => onDateChange?.(d.date) } : { defaultChecked: checked })}
                />
                <span className="text-xs font-medium uppercase">{words.weekday}</span>
                <span className="text-xl leading-tight font-bold">{dayOfMonth(d.date)}</span>
                <span className="text-xs">{words.month}</span>
              </label>
            );
          })}
        </div>
      </div>

      {days.map((d) => {
        const headingId = `${idPrefix}-time-${d.date}`;
        return (
          <div key={d.date} data-times={d.date} className="space-y-3">
            <Heading id={headingId} className="font-semibold">
              {timeHeading ?? t("timeHeading")}{" "}
              <span className="font-normal text-muted-foreground">{t("onDay", { day: wordsOf(d).relative })}</span>
            </Heading>
            <div
              role="radiogroup"
              aria-labelledby={headingId}
              aria-describedby={describedBy}
              className={clsx("grid grid-cols-3 gap-2", compact ? "min-[480px]:grid-cols-4" : "min-[480px]:grid-cols-4 sm:grid-cols-5 lg:grid-cols-6")}
            >
              {d.slots.map((s) => {
                const value = slotValue(d.date, s.time);
                const minutes = parseSlotTime(s.time);
                const shown = minutes === null ? s.time : displaySlotTime(minutes, locale);
                return (
                  <label key={s.time} className={clsx("grid h-11 place-items-center rounded-lg px-2 text-sm font-medium tabular-nums", boxStyle)}>
                    <input
                      type="radio"
                      name={slotName}
                      value={value}
                      className={inputStyle}
                      // Named by the whole time ("09:30 AM", "09:30"): a screen reader reads it as a time.
                      aria-label={shown}
                      {...(controlled
                        ? {
                            checked: value === slot,
                            onChange: () => onSlotChange?.(value),
                          }
                        : { defaultChecked: value === slot })}
                    />
                    <span dir="ltr">{shown}</span>
                  </label>
                );
              })}
            </div>
          </div>
        );
      })}
    </div>
  );
}
