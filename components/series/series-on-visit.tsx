// A visit that belongs to a series, on its own page (issue 48: the patient's and the desk's):
// which series, and the ways to change it from this visit (cancel one, this and the following,
// or all; move one or this and the following) while the visit is still awaited. Renders on the
// server; the dialogs bring their words (ClientMessages).
import { getLocale, getTranslations } from "next-intl/server";
import { Repeat } from "lucide-react";
import { ClientMessages } from "@/components/intl/client-messages";
import { SeriesCancelDialog } from "@/components/series/series-cancel-dialog";
import { SeriesMoveDialog } from "@/components/series/series-move-dialog";
import type { SeriesOfVisit } from "@/components/series/series-of-visit";
import { seriesCounts } from "@/components/series/series-facts";
import { shownTime } from "@/components/booking/shown-time";
import { shortDateWithWeekday } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import type { SeriesAnswer } from "@/lib/appointments/series/reads";

export async function SeriesOnVisit({
  answer,
  appointment: a,
  reasons,
  canChange,
}: {
  /** The series and every date (getSeries). */
  answer: SeriesAnswer;
  appointment: { _id: string; date: string; time: string };
  /** The cancel reasons offered to this viewer (lib/appointments/cancel-reasons.ts). */
  reasons: readonly string[];
  /** Still awaited and not started: it may change. */
  canChange: boolean;
}) {
  const [t, locale] = await Promise.all([getTranslations("Series"), getLocale() as Promise<Locale>]);
  const counts = seriesCounts(answer.appointments, a._id);
  const series: SeriesOfVisit = {
    id: answer.series._id,
    title: t("groupTitle", { type: answer.series.visitType.name, count: counts.count, every: answer.series.every, done: counts.done }),
    following: counts.following,
    remaining: counts.remaining,
  };
  const when = t("dateAt", { date: shortDateWithWeekday(a.date, locale), time: shownTime(a.time, locale) });
  const headingId = `series-of-${a._id}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-t px-5 py-4 print:hidden" data-field="series">
      <h2 id={headingId} className="flex items-start gap-2 text-sm font-medium">
        <Repeat className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        {t("partOf", { title: series.title })}
      </h2>
      {canChange && series.remaining > 0 ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <ClientMessages namespaces={["Series", "SlotFields", "CancelReason"]}>
            <SeriesMoveDialog series={series} appointmentId={a._id} when={when} />
            <SeriesCancelDialog series={series} appointmentId={a._id} when={when} reasons={reasons} />
          </ClientMessages>
        </div>
      ) : null}
    </section>
  );
}
