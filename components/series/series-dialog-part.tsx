"use client";

// The series part of a booking dialog (issue 48: the desk's Book, the doctor's patient view):
// "Repeat" for a visit type that allows series, then, when some dates did not fit, their list
// with the choices and the two ways to book. The caller owns the dialog and its Book button
// (which books the series while the visit repeats). Words: "Series".
import { useTranslations } from "next-intl";
import { RepeatFields } from "@/components/series/repeat-fields";
import { SeriesConflicts } from "@/components/series/series-conflicts";
import type { useSeriesBooking } from "@/components/series/use-series-booking";

type Series = ReturnType<typeof useSeriesBooking<unknown>>;

export function SeriesDialogPart({
  series,
  idPrefix,
  maxCount,
  alwaysRepeats,
}: {
  series: Pick<Series, "repeat" | "setRepeat" | "conflicts" | "choices" | "choose" | "bookAgain" | "pending">;
  idPrefix: string;
  maxCount: number;
  alwaysRepeats?: boolean;
}) {
  const t = useTranslations("Series");
  return (
    <>
      <RepeatFields idPrefix={idPrefix} maxCount={maxCount} value={series.repeat} onChange={series.setRepeat} disabled={series.pending} alwaysRepeats={alwaysRepeats} />
      {series.repeat.every ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t("repeatSummary", { every: series.repeat.every, count: Math.min(series.repeat.count, maxCount) })}
        </p>
      ) : null}
      {series.conflicts ? (
        <SeriesConflicts
          conflicts={series.conflicts}
          total={Math.min(series.repeat.count, maxCount)}
          idPrefix={`${idPrefix}-c`}
          choices={series.choices}
          onChoose={series.choose}
          onBookWithChoices={() => series.bookAgain()}
          onBookWithout={() => series.bookAgain(true)}
          pending={series.pending}
          headingLevel={2}
        />
      ) : null}
    </>
  );
}
