// One appointment as a card, in the admin's and the doctor's lists: index,
// status, patient, (doctor), date, time, amount, and the actions its status
// allows. Final states show their label only. Server components that
// translate themselves; the actions' client part gets its messages from
// ActionsMessages, once per list.
import { AnswersCountLink } from "@/components/appointments/visit-answers";
import type { ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { CircleCheckBig as CheckCircle2, CircleX as XCircle, UserX } from "@/components/ui/icons";
import { PersonAvatar } from "@/components/ui/person-avatar";
import { Card } from "@/components/ui/card";
import { AppointmentActions } from "@/components/appointments/appointment-actions";
import { VisitTypeLineOf, soleTypeIdOfClinic } from "@/components/appointments/visit-type-line";
import { StatusBadge } from "@/components/dashboard/status-badge";
import { isOpenStatus } from "@/lib/appointments/status";
import { formatDate, formatMoney } from "@/lib/i18n/format";
import type { AppointmentDTO } from "@/lib/appointments/serialize";
import { bookedByText, dependentLine } from "@/lib/appointments/booked-by";
import { clinicTimeZone } from "@/lib/clinic-time";
import { timeText } from "@/components/appointments/time-text";
import { ClientMessages } from "@/components/intl/client-messages";
import { RESCHEDULE_DIALOG_NAMESPACES } from "@/components/appointments/reschedule-dialog-namespaces";
import type { Locale } from "@/lib/i18n/locales";
import { specialityName } from "@/lib/clinic/speciality-names";

type CardTranslator = ReturnType<typeof useTranslations<"AppointmentCard">>;

/**
 * The messages AppointmentActions (a client component) reads, for a subtree
 * that renders it: wrap a whole list once rather than each card.
 */
export function ActionsMessages({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={["AppointmentActions", "CancelReason", ...RESCHEDULE_DIALOG_NAMESPACES]}>{children}</ClientMessages>;
}


function Person({
  role,
  field,
  name,
  image,
  detail,
}: {
  role: string;
  field: "patient" | "doctor";
  name: string;
  image: string;
  detail?: string;
}) {
  // Styled by `appointment-person` (app/globals.css): a page of cards draws two a card.
  return (
    <div className="appointment-person">
      <PersonAvatar name={name} image={image} />
      <div>
        <p>{role}</p>
        <p data-field={field}>{name}</p>
        {detail ? <p>{detail}</p> : null}
      </div>
    </div>
  );
}

export function FinalStatusLabel({ status }: { status: AppointmentDTO["status"] }) {
  const t = useTranslations("AppointmentCard");
  if (status === "no_show") {
    return (
      <p className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
        <UserX className="size-5" aria-hidden /> {t("finalNoShow")}
      </p>
    );
  }
  if (status === "completed") {
    return (
      <p className="flex items-center gap-2 text-sm font-semibold text-success">
        <CheckCircle2 className="size-5" aria-hidden /> {t("finalCompleted")}
      </p>
    );
  }
  return (
    <p className="flex items-center gap-2 text-sm font-semibold text-destructive">
      <XCircle className="size-5" aria-hidden /> {t("finalCancelled")}
    </p>
  );
}

type StatusActionsProps = {
  appointment: AppointmentDTO;
  patientName: string;
  /** The clinic's today (YYYY-MM-DD). */
  today: string;
  size?: "sm" | "default";
};

/**
 * What staff may do with a visit now: its open-status actions (completing from its day on), or
 * the label of its final status. The admin's and doctor's cards, the desk's board and visit page.
 * Brings its own client messages: for one visit alone (lists use ActionsMessages once).
 */
export function StatusActions(props: StatusActionsProps) {
  return (
    <ActionsMessages>
      <StatusActionsOf {...props} />
    </ActionsMessages>
  );
}

function StatusActionsOf({ appointment: a, patientName, today, size }: StatusActionsProps) {
  const t = useTranslations("AppointmentCard");
  const locale = useLocale() as Locale;
  if (!isOpenStatus(a.status)) return <FinalStatusLabel status={a.status} />;
  return (
    <AppointmentActions
      appointmentId={a._id}
      status={a.status}
      patientName={patientName}
      when={whenOf(a, t, locale)}
      canComplete={a.date <= today}
      completeHint={t("completeFrom", { date: formatDate(a.date, locale) })}
      size={size}
    />
  );
}

/** "22/11/2026 at 10:00 AM" in the page's language. */
export function whenOf(a: Pick<AppointmentDTO, "date" | "time">, t: CardTranslator, locale: Locale) {
  return t("when", {
    date: formatDate(a.date, locale),
    time: timeText(a.time, locale),
  });
}

export function AppointmentCard({
  appointment: a,
  index,
  today,
  showDoctor = false,
  showPatient = true,
  headingLevel: Heading = "h2",
  soleTypeId,
  answers,
}: {
  appointment: AppointmentDTO;
  /** "Answers: 5 of 5" (issue 47), linking to the visit's answers; absent when it asked nothing. */
  answers?: { count: { answered: number; asked: number }; href: string };
  index: number;
  /** The clinic's only active visit type (soleTypeIdOfClinic), whose name the card leaves out. */
  soleTypeId: string | null;
  /** Off on a patient's own history page, where every card is theirs. */
  showPatient?: boolean;
  headingLevel?: "h2" | "h3";
  /** The clinic's today (YYYY-MM-DD): appointments can be completed from their day on. */
  today: string;
  showDoctor?: boolean;
}) {
  const specialities = useTranslations("SpecialityNames");
  const t = useTranslations("AppointmentCard");
  const locale = useLocale() as Locale;
  const patientName = a.user?.name || t("unknownPatient");
  const headingId = `appointment-${a._id}`;
  const bookedBy = bookedByText(a, clinicTimeZone());
  return (
    <Card className="h-full gap-4 py-5" aria-labelledby={headingId} role="article" data-appointment-id={a._id} data-status={a.status}>
      <div className="flex items-center justify-between gap-2 px-5">
        <Heading id={headingId} className="text-sm font-semibold text-muted-foreground">
          <span aria-hidden>#{index}</span>
          <span className="sr-only">
            {t("srHeading", {
              index: String(index),
              name: patientName,
              when: whenOf(a, t, locale),
            })}
          </span>
        </Heading>
        <StatusBadge status={a.status} />
      </div>
      <div className="flex flex-col gap-3 px-5">
        {showPatient ? (
          <Person
            role={t("patient")}
            field="patient"
            name={patientName}
            image={a.user?.image ?? ""}
            // A dependent (issue 26): their age and whom to call, their guardian.
            detail={dependentLine(a) ?? a.user?.email}
          />
        ) : null}
        {showDoctor ? (
          <Person
            role={t("doctor")}
            field="doctor"
            name={a.doctor?.name || t("notAvailable")}
            image={a.doctor?.image ?? ""}
            detail={a.doctor ? specialityName(a.doctor.speciality, specialities) : undefined}
          />
        ) : null}
        <VisitTypeLineOf visitType={a.visitType} soleTypeId={soleTypeId} />
        {/* Styled by `appointment-facts` (app/globals.css), once for every card. */}
        <dl className="appointment-facts">
          <div>
            <dt>{t("date")}</dt>
            <dd>{formatDate(a.date, locale)}</dd>
          </div>
          <div>
            <dt>{t("time")}</dt>
            <dd>
              <bdi>{timeText(a.time, locale)}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t("amount")}</dt>
            <dd>{formatMoney(a.amount, locale)}</dd>
          </div>
        </dl>
        {a.reason ? (
          <p className="text-sm">
            <span className="text-muted-foreground">{t("reasonLabel")} </span>
            {a.reason}
          </p>
        ) : null}
        {answers ? <AnswersCountLink count={answers.count} href={answers.href} /> : null}
        {bookedBy ? (
          <p className="text-sm text-muted-foreground" data-field="booked-by">
            {bookedBy}
          </p>
        ) : null}
        {a.cancellationReason ? (
          <p className="text-sm" data-field="cancellation-reason">
            <span className="text-muted-foreground">{t("cancellationReasonLabel")} </span>
            {a.cancellationReason}
          </p>
        ) : null}
      </div>
      <div className="mt-auto border-t px-5 pt-4">
        <StatusActionsOf appointment={a} patientName={patientName} today={today} />
      </div>
    </Card>
  );
}

/** A responsive grid of appointment cards, numbered from `start` (1: the first page). */
export async function AppointmentGrid({
  appointments,
  today,
  showDoctor = false,
  showPatient = true,
  label,
  headingLevel = "h2",
  start = 1,
  answersOf,
}: {
  /** Issue 47: the visits' answer counts and where each visit's answers are read. */
  answersOf?: { counts: Record<string, { answered: number; asked: number }>; href: (id: string) => string };
  appointments: AppointmentDTO[];
  today: string;
  showDoctor?: boolean;
  showPatient?: boolean;
  label: string;
  headingLevel?: "h2" | "h3";
  start?: number;
}) {
  const soleTypeId = await soleTypeIdOfClinic();
  return (
    <ActionsMessages>
      <ol aria-label={label} start={start} className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {appointments.map((a, i) => (
          <li key={a._id}>
            <AppointmentCard
              appointment={a}
              index={start + i}
              today={today}
              showDoctor={showDoctor}
              showPatient={showPatient}
              headingLevel={headingLevel}
              soleTypeId={soleTypeId}
              answers={answersOf?.counts[a._id] ? { count: answersOf.counts[a._id], href: answersOf.href(a._id) } : undefined}
            />
          </li>
        ))}
      </ol>
    </ActionsMessages>
  );
}
