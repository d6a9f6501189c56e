"use client";

// "Repeat" on the booking page (issue 48), for a patient where the clinic lets patients book a
// series (patientsMayBookSeries) and the visit type allows it. Plain fields of the booking form
// (docs/no-javascript.md): the repeat goes with Book; when some dates do not fit, the page (or,
// with a script, the form's state) comes back with them listed, and their choices and buttons are
// part of the same form (bookWithRepeatFromFormAction). Words: "Series".
import { useId } from "react";
import { RepeatFields } from "@/components/series/repeat-fields";
import { SeriesConflicts } from "@/components/series/series-conflicts";
import type { SeriesFormState } from "@/lib/actions/series-form";
import type { SeriesEvery } from "@/lib/appointments/series/every";

export function BookingRepeat({ maxCount, state }: { maxCount: number; state: SeriesFormState }) {
  const ids = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const sent = state && !state.ok ? state.values : null;
  const every = Number(sent?.every);
  const initial = { every: [1, 2, 4].includes(every) ? (every as SeriesEvery) : null, count: Number(sent?.count) || 8 };
  const conflicts = state && !state.ok ? state.conflicts : undefined;
  return (
    <>
      {/* A new answer starts the fields from what was sent (they are the browser's, not state). */}
      <RepeatFields key={`r-${ids}-${JSON.stringify(initial)}`} idPrefix={`${ids}-rp`} maxCount={maxCount} initial={initial} />
      {conflicts?.length ? <SeriesConflicts key={JSON.stringify(conflicts)} conflicts={conflicts} total={initial.count} idPrefix={`${ids}-c`} /> : null}
    </>
  );
}
