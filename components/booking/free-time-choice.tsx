"use client";

// A dialog's choice of a new day and time among a visit's free times, loaded when it opens: the
// reschedule dialog's and a series' "Move visits" (issue 48). While they load, a spinner; none
// free, the caller's message; else the booking page's pickers (SlotFields). Then what the caller
// adds (the reschedule dialog's "Move to ..." line) and the error, which the pickers point to.
// The caller keeps the state: the free times, the chosen day and time, the error.
import type { ReactNode, Ref } from "react";
import { Spinner } from "@/components/ui/spinner";
import { SlotFields, type PickerDay } from "@/components/booking/slot-fields";
import { parseSlotValue, slotValue } from "@/lib/appointments/slot-value";
import { FormError } from "@/components/forms/form-error";

type Props = {
  loading: boolean;
  /** The free times, or null before they load (or when they could not). */
  options: { days: PickerDay[]; today: string } | null;
  loadingLabel: string;
  /** Shown when no day has a free time. */
  noFreeTimes: string;
  /** Unique on the page: SlotFields' ids hang on it. */
  idPrefix: string;
  /** The error's id (the pickers are described by it). */
  errorId: string;
  date: string | null;
  time: string | null;
  /** A day chosen (time null) or a time chosen (with its day). */
  onChange: (date: string, time: string | null) => void;
  error: string | null;
  scrollerRef: Ref<HTMLDivElement>;
  dayHeading: string;
  timeHeading: string;
  headingLevel?: 2 | 3;
  children?: ReactNode;
};

export function FreeTimeChoice({ loading, options, loadingLabel, noFreeTimes, idPrefix, errorId, date, time, onChange, error, scrollerRef, dayHeading, timeHeading, headingLevel, children }: Props) {
  return (
    <>
      {loading && !options ? (
        <div className="flex justify-center py-8">
          <Spinner label={loadingLabel} showLabel />
        </div>
      ) : options && options.days.length === 0 ? (
        <p className="rounded-xl border border-dashed p-4 text-center text-sm">{noFreeTimes}</p>
      ) : options ? (
        <SlotFields
          days={options.days}
          today={options.today}
          idPrefix={idPrefix}
          date={date}
          slot={date && time ? slotValue(date, time) : null}
          onDateChange={(d) => onChange(d, null)}
          onSlotChange={(v) => {
            const chosen = parseSlotValue(v);
            if (chosen) onChange(chosen.date, chosen.time);
          }}
          scrollerRef={scrollerRef}
          describedBy={error ? errorId : undefined}
          dayHeading={dayHeading}
          timeHeading={timeHeading}
          headingLevel={headingLevel}
          compact
        />
      ) : null}
      {children}
      <FormError id={errorId} message={error} />
    </>
  );
}
