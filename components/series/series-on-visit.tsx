// A visit that belongs to a series, on its own page (issue 48: the patient's and the desk's):
// which series, and the ways to change it from this visit (cancel one, this and the following,
// or all; move one or this and the following) while the visit is still awaited. Renders on the
// server; the dialogs bring their words (ClientMessages).
import { getTranslations } from "next-intl/server";
import { Repeat } from "lucide-react";
import { ClientMessages } from "@/components/intl/client-messages";
import { SeriesCancelDialog } from "@/components/series/series-cancel-dialog";
import { SeriesMoveDialog } from "@/components/series/series-move-dialog";
import type { SeriesOfVisit } from "@/components/series/series-of-visit";

export async function SeriesOnVisit({
  series,
  appointmentId,
  when,
  reasons,
  canChange,
}: {
  series: SeriesOfVisit;
  appointmentId: string;
  /** This visit, "Tue, 08/12/2026 at 9:00 AM". */
  when: string;
  /** The cancel reasons offered to this viewer (lib/appointments/cancel-reasons.ts). */
  reasons: readonly string[];
  /** Still awaited and not started: it may change. */
  canChange: boolean;
}) {
  const t = await getTranslations("Series");
  return (
    <section aria-labelledby={`series-of-${appointmentId}`} className="grid gap-3 border-t px-5 py-4 print:hidden" data-field="series">
      <h2 id={`series-of-${appointmentId}`} className="flex items-start gap-2 text-sm font-medium">
        <Repeat className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        {t("partOf", { title: series.title })}
      </h2>
      {canChange && series.remaining > 0 ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <ClientMessages namespaces={["Series", "SlotFields", "CancelReason"]}>
            <SeriesMoveDialog series={series} appointmentId={appointmentId} when={when} />
            <SeriesCancelDialog series={series} appointmentId={appointmentId} when={when} reasons={reasons} />
          </ClientMessages>
        </div>
      ) : null}
    </section>
  );
}
