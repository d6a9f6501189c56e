// One series on My Appointments (issue 48): "Physiotherapy, 8 weekly visits, 3 done", with whom,
// the next visit, and every date (a native <details>: no script needed) each linking to its own
// page with its status. Renders on the server. Words: "Series", "PatientStatus".
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { CalendarDays, Repeat } from "lucide-react";
import { PatientStatusBadge } from "@/components/appointments/patient-status-badge";
import { shortDateWithWeekday } from "@/lib/i18n/format";
import { shownTime } from "@/components/booking/shown-time";
import type { Locale } from "@/lib/i18n/locales";
import type { AppointmentStatus } from "@/lib/appointments/status";

export type SeriesCardVisit = { _id: string; date: string; time: string; status: AppointmentStatus; zone: string };

type Props = {
  seriesId: string;
  /** "Physiotherapy, 8 weekly visits, 3 done" (seriesTitle). */
  title: string;
  doctor: { name: string; image: string };
  /** Its patient when not the viewer (a dependent's series on their guardian's list). */
  forPatient?: string | null;
  /** Every visit of the series, in start order. */
  visits: SeriesCardVisit[];
  /** The first visit still to come, if any. */
  next: SeriesCardVisit | null;
};

export function SeriesGroupCard({ seriesId, title, doctor, forPatient, visits, next }: Props) {
  const t = useTranslations("Series");
  const locale = useLocale() as Locale;
  const when = (v: SeriesCardVisit) => `${t("dateAt", { date: shortDateWithWeekday(v.date, locale), time: shownTime(v.time, locale) })} ${v.zone}`;
  const headingId = `series-${seriesId}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs" data-series-id={seriesId}>
      <div className="flex items-start gap-4">
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={doctor.image} alt="" width={80} height={80} loading="lazy" className="size-16 shrink-0 rounded-lg bg-secondary object-cover sm:size-20" />
        <div className="min-w-0 flex-1 space-y-1">
          <h3 id={headingId} className="flex items-start gap-2 font-semibold">
            <Repeat className="mt-1 size-4 shrink-0 text-primary" aria-hidden />
            {title}
          </h3>
          <p className="text-sm text-muted-foreground">{t("groupWith", { doctor: doctor.name })}</p>
          {forPatient ? <p className="text-sm font-medium">{forPatient}</p> : null}
          {next ? (
            <p className="flex items-center gap-1.5 text-sm">
              <CalendarDays className="size-4 shrink-0 text-primary" aria-hidden />
              <Link href={`/my-appointments/${next._id}`} className="font-medium text-primary underline-offset-4 hover:underline">
                {t("groupNext", { when: when(next) })}
              </Link>
            </p>
          ) : null}
        </div>
      </div>
      <details className="group rounded-lg border bg-muted/40 px-3 py-2">
        <summary className="cursor-pointer text-sm font-medium">{t("groupDates")}</summary>
        <ol className="mt-2 grid gap-1.5">
          {visits.map((v, i) => (
            <li key={v._id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <Link href={`/my-appointments/${v._id}`} className="underline-offset-4 hover:underline">
                {t("groupDateLink", { n: i + 1, when: when(v) })}
              </Link>
              <PatientStatusBadge status={v.status} />
            </li>
          ))}
        </ol>
      </details>
    </article>
  );
}
