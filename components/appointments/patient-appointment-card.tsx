import Link from "next/link";
import { CalendarDays, ChevronRight, Clock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PatientCancelButton } from "@/components/appointments/patient-cancel-button";
import { PatientStatusBadge } from "@/components/appointments/patient-status-badge";
import { VisitTypeLine } from "@/components/appointments/visit-type-line";
import { isAwaitingStatus } from "@/lib/appointments/status";
import { formatMoney, shortDateWithWeekday } from "@/lib/i18n/format";
import type { AppointmentDTO } from "@/lib/appointments/serialize";
import { useLocale, useTranslations } from "next-intl";
import { shownTime } from "@/components/booking/shown-time";
import type { Locale } from "@/lib/i18n/locales";
import { specialityName } from "@/lib/clinic/speciality-names";
import { CancellationReason } from "@/components/appointments/cancellation-reason";

/**
 * One of the patient's appointments in a list. `started`: the visit has begun,
 * so it can no longer be cancelled online (the server refuses it too). Its Cancel is a client
 * component: the list wraps the cards in ClientMessages with ["PatientCancel", "CancelReason"].
 */
export function PatientAppointmentCard({ appointment: a, zoneLabel, started = false }: { appointment: AppointmentDTO; zoneLabel: string; started?: boolean }) {
  const t = useTranslations("PatientAppointmentCard");
  const specialities = useTranslations("SpecialityNames");
  const locale = useLocale() as Locale;
  const time = shownTime(a.time, locale);
  const when = t("when", { date: shortDateWithWeekday(a.date, locale), time, zone: zoneLabel });
  const summary = t("summary", { doctor: a.doctor.name, when });
  const awaiting = isAwaitingStatus(a.status);
  return (
    <article className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-xs sm:flex-row sm:items-center">
      <div className="flex flex-1 items-start gap-4">
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={a.doctor.image} alt="" width={80} height={80} loading="lazy" className="size-16 shrink-0 rounded-lg bg-secondary object-cover sm:size-20" />
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold">{a.doctor.name}</h3>
            <PatientStatusBadge status={a.status} />
          </div>
          <p className="text-sm text-muted-foreground">{specialityName(a.doctor.speciality, specialities)}</p>
          {/* A dependent's visit, on their guardian's list (issue 26: families). */}
          {a.guardian ? (
            <p className="text-sm font-medium" data-field="for-patient">
              {t("forPatient", { name: a.user.name })}
            </p>
          ) : null}
          <VisitTypeLine visitType={a.visitType} />
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4 text-primary" aria-hidden />
              {shortDateWithWeekday(a.date, locale)}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Clock className="size-4 text-primary" aria-hidden />
              <span dir="ltr">
                {time} <span className="text-muted-foreground">{zoneLabel}</span>
              </span>
            </span>
            <span className="text-muted-foreground">{formatMoney(a.amount, locale)}</span>
          </p>
          {a.cancellationReason ? (
            <CancellationReason reason={a.cancellationReason} namespace="PatientAppointmentCard" className="text-sm text-muted-foreground" />
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:flex-col sm:items-stretch">
        <Button asChild variant="outline" size="sm">
          <Link href={`/my-appointments/${a._id}`} aria-label={t("detailsLabel", { summary })}>
            {t("details")} <ChevronRight className="rtl:-scale-x-100" aria-hidden />
          </Link>
        </Button>
        {awaiting && !started ? <PatientCancelButton appointmentId={a._id} summary={summary} /> : null}
        {awaiting && started ? <p className="max-w-48 text-xs text-muted-foreground">{t("startedHint")}</p> : null}
      </div>
    </article>
  );
}
