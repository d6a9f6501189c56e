// Today's Schedule on the doctor's dashboard: patient, reason, time (each
// visit's real span, "10:00 AM – 11:00 AM") and status, and the visit type when
// the clinic has several; open appointments can be completed or cancelled right here.
import { useLocale, useTranslations } from "next-intl";
import { PersonAvatar } from "@/components/ui/person-avatar";
import { AppointmentActions } from "@/components/appointments/appointment-actions";
import { ActionsMessages, whenOf } from "@/components/appointments/appointment-card";
import { timeText } from "@/components/appointments/time-text";
import { StatusBadge } from "@/components/dashboard/status-badge";
import { VisitTypeLine } from "@/components/appointments/visit-type-line";
import { AnswersCountLink } from "@/components/appointments/visit-answers";
import { isOpenStatus } from "@/lib/appointments/status";
import type { AppointmentDTO } from "@/lib/appointments/serialize";
import { dependentLine } from "@/lib/appointments/booked-by";
import type { Locale } from "@/lib/i18n/locales";

export function TodaysSchedule({
  appointments,
  answerCounts = {},
}: {
  appointments: AppointmentDTO[];
  /** Issue 47: "Answers: 5 of 5" per visit that asked questions, linking to the visit. */
  answerCounts?: Record<string, { answered: number; asked: number }>;
}) {
  const t = useTranslations("TodaysSchedule");
  const tCard = useTranslations("AppointmentCard");
  const locale = useLocale() as Locale;
  return (
    <ActionsMessages>
      <ol className="divide-y" aria-label={t("listLabel")}>
        {appointments.map((a) => {
          const patient = a.user?.name || tCard("unknownPatient");
          return (
            <li
              key={a._id}
              data-appointment-id={a._id}
              data-status={a.status}
              className="grid gap-3 py-4 first:pt-0 last:pb-0 md:min-h-[4.5rem] md:grid-cols-[6rem_minmax(0,1fr)_auto_15rem] md:items-center md:gap-4"
            >
              <div className="flex items-center justify-between md:block">
                <p className="tabular-nums" data-field="time">
                  <bdi className="text-base font-bold">{timeText(a.time, locale)}</bdi>
                  <span className="text-sm text-muted-foreground">
                    {" "}
                    <span aria-hidden>–</span>
                    <span className="sr-only">{t("timeTo")}</span> <bdi className="whitespace-nowrap">{timeText(a.endTime, locale)}</bdi>
                  </span>
                </p>
                <StatusBadge status={a.status} className="md:hidden" />
              </div>
              <div className="flex min-w-0 items-center gap-3">
                <PersonAvatar name={patient} image={a.user?.image} />
                <div className="min-w-0">
                  <p className="truncate font-semibold">{patient}</p>
                  {a.guardian ? (
                    <p className="truncate text-sm" data-field="guardian">
                      {dependentLine(a)}
                    </p>
                  ) : null}
                  <p className="truncate text-sm text-muted-foreground">{a.reason || t("noReason")}</p>
                  <VisitTypeLine visitType={a.visitType} className="text-xs" />
                  {answerCounts[a._id] ? <AnswersCountLink count={answerCounts[a._id]} href={`/doctor/appointments/${a._id}`} /> : null}
                </div>
              </div>
              <StatusBadge status={a.status} className="hidden md:inline-flex" />
              <div className="md:justify-self-end">
                {/* Final states: the status badge says it all. */}
                {isOpenStatus(a.status) ? (
                  <AppointmentActions
                    appointmentId={a._id}
                    status={a.status}
                    patientName={patient}
                    when={whenOf(a, tCard, locale)}
                    canComplete
                    size="sm"
                    className="md:w-60"
                  />
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </ActionsMessages>
  );
}
