"use client";

// The day picker and the time picker of booking, shared by the booking page
// and the reschedule dialog: two radio groups (arrow keys move and select,
// Tab leaves the group). On a phone the days scroll sideways; the chosen day
// is scrolled fully into view, so it never stays half cut off at the edge.
import { useEffect, useRef } from "react";
import * as RadioGroup from "@radix-ui/react-radio-group";
import { dayOfMonth, monthShort, relativeDay, spokenDate, weekdayShort } from "@/lib/format";
import { cn } from "@/lib/utils";

export type PickerDay = { date: string; slots: { time: string }[] };

type Props = {
  days: PickerDay[];
  /** The clinic's today (YYYY-MM-DD). */
  today: string;
  /** The chosen day (one of `days`) and time (one of its slots, or null). */
  date: string | null;
  time: string | null;
  onDateChange: (date: string) => void;
  onTimeChange: (time: string) => void;
  /** Ids of the two headings, so each page keeps its own. */
  dateLabelId: string;
  timeLabelId: string;
  /** What the time group is described by (an error message), if anything. */
  describedBy?: string;
  /** "1. Choose a day" on the booking page; the dialog has room for less. */
  dayHeading?: string;
  timeHeading?: string;
  /** Tighter time grid for a dialog. */
  compact?: boolean;
};

const itemStyle = cn(
  "border border-input bg-background transition-colors outline-none",
  "hover:border-primary/60 hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
  "data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground",
);

export function SlotPicker({
  days,
  today,
  date,
  time,
  onDateChange,
  onTimeChange,
  dateLabelId,
  timeLabelId,
  describedBy,
  dayHeading = "1. Choose a day",
  timeHeading = "2. Choose a time",
  compact = false,
}: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const activeDay = days.find((d) => d.date === date) ?? null;

  // The chosen day fully in view: tapped while half cut off at the edge, reached by arrow key, or
  // chosen before logging in. Only the row scrolls, sideways: the page itself never jumps.
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    const box = scroller.current;
    const chosen = box?.querySelector<HTMLElement>('[data-state="checked"]');
    if (!box || !chosen) return;
    const first = shown.current === undefined;
    shown.current = activeDay?.date;
    const b = box.getBoundingClientRect();
    const c = chosen.getBoundingClientRect();
    const delta = c.left < b.left ? c.left - b.left : c.right > b.right ? c.right - b.right : 0;
    if (delta) box.scrollBy({ left: delta, behavior: first ? "instant" : "smooth" });
  }, [activeDay?.date]);

  return (
    <>
      <div className="space-y-3">
        <h3 id={dateLabelId} className="font-semibold">
          {dayHeading}
        </h3>
        <RadioGroup.Root
          ref={scroller}
          value={activeDay?.date}
          onValueChange={onDateChange}
          aria-labelledby={dateLabelId}
          orientation="horizontal"
          loop
          data-testid="day-picker"
          // scroll-px keeps the snapped day clear of the edges; the padding gives focus rings room.
          className="-mx-1 flex snap-x scroll-px-1 gap-2 overflow-x-auto px-1 py-1"
        >
          {days.map((d) => {
            const n = d.slots.length;
            return (
              <RadioGroup.Item
                key={d.date}
                value={d.date}
                aria-label={`${spokenDate(d.date)}${d.date === today ? ", today" : ""}: ${n} free ${n === 1 ? "time" : "times"}`}
                className={cn("flex w-16 shrink-0 snap-start flex-col items-center gap-0.5 rounded-xl px-2 py-2.5 text-center", itemStyle)}
              >
                <span className="text-xs font-medium uppercase">{d.date === today ? "Today" : weekdayShort(d.date)}</span>
                <span className="text-xl leading-tight font-bold">{dayOfMonth(d.date)}</span>
                <span className="text-xs">{monthShort(d.date)}</span>
              </RadioGroup.Item>
            );
          })}
        </RadioGroup.Root>
      </div>

      {activeDay ? (
        <div className="space-y-3">
          <h3 id={timeLabelId} className="font-semibold">
            {timeHeading} <span className="font-normal text-muted-foreground">on {relativeDay(activeDay.date, today)}</span>
          </h3>
          <RadioGroup.Root
            key={activeDay.date}
            value={time ?? ""}
            onValueChange={onTimeChange}
            aria-labelledby={timeLabelId}
            aria-describedby={describedBy}
            loop
            className={cn(
              "grid grid-cols-3 gap-2",
              compact ? "min-[480px]:grid-cols-4" : "min-[480px]:grid-cols-4 sm:grid-cols-5 lg:grid-cols-6",
            )}
          >
            {activeDay.slots.map((s) => (
              <RadioGroup.Item key={s.time} value={s.time} className={cn("h-11 rounded-lg px-2 text-sm font-medium tabular-nums", itemStyle)}>
                {s.time}
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
        </div>
      ) : null}
    </>
  );
}
