import { cache } from "react";
import { appointmentAnswers, ANSWERS_SAVED } from "@/lib/appointments/answers";
import { VisitAnswers } from "@/components/appointments/visit-answers";
import { CancellationReason } from "@/components/appointments/cancellation-reason";
import { inPageLanguage } from "@/lib/actions/safe-action";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeft, CalendarDays, CalendarPlus, Clock, FileText, History, MapPin, RotateCcw, Stethoscope, Timer, Wallet } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PatientCancelButton } from "@/components/appointments/patient-cancel-button";
import { RescheduleDialog } from "@/components/appointments/reschedule-dialog";
import { PatientStatusBadge } from "@/components/appointments/patient-status-badge";
import { namesVisitType } from "@/components/appointments/visit-type-line";
import { JoinVideoVisit } from "@/components/appointments/join-video-visit";
import { isAwaitingStatus, isOpenStatus } from "@/lib/appointments/status";
import { formatDate, formatMoney, shortDateWithWeekday, weekdayLong } from "@/lib/i18n/format";
import { getAppointment } from "@/lib/appointments";
import { hasStarted } from "@/lib/schedule/policy";
import { rescheduleHistory, type RescheduleEntry } from "@/lib/appointments/reschedule";
import { requirePageActor } from "@/lib/auth/session";
import { clinicDateOf, clinicMinutesOf, clinicTimeZone, displaySlotTime, timeZoneLabel } from "@/lib/clinic-time";
import { isDomainError } from "@/lib/errors";
import { pageIdOrNotFound } from "@/lib/http/url-id";
import type { Actor } from "@/lib/accounts/users";
import { Photo } from "@/components/ui/photo";
import { getLocale, getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/intl/client-messages";
import { RESCHEDULE_DIALOG_NAMESPACES } from "@/components/appointments/reschedule-dialog-namespaces";
import { shownTime } from "@/components/booking/shown-time";
import type { Locale } from "@/lib/i18n/locales";
import { specialityName } from "@/lib/clinic/speciality-names";
import { getSeries } from "@/lib/appointments/series";
import { SeriesOnVisit } from "@/components/series/series-on-visit";
import { PATIENT_CANCEL_REASONS, STAFF_CANCEL_REASONS } from "@/lib/appointments/cancel-reasons";

type T = Awaited<ReturnType<typeof getTranslations<"AppointmentDetails">>>;

type Params = Promise<{ id: string }>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("AppointmentDetails");
  return { title: t("metaTitle"), robots: { index: false } };
}

/** The appointment, or null when it does not exist or is not the viewer's. */
const load = cache(async (actor: Actor, id: string) => {
  try {
    return await getAppointment(actor, id);
  } catch (err) {
    if (isDomainError(err) && ["not_found", "forbidden", "bad_request"].includes(err.kind)) return null;
    throw err;
  }
});

function Row({ icon: Icon, label, children }: { icon: typeof Clock; label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0 py-3">
      <dt className="flex items-center gap-2 text-sm text-muted-foreground">
        <Icon className="size-4 shrink-0 text-primary" aria-hidden /> {label}
      </dt>
      <dd className="ps-6 font-medium break-words">{children}</dd>
    </div>
  );
}

/** "Tue, 24/11/2026 at 10:00 AM", in the clinic's zone. */
function slotText(iso: string, tz: string, t: T, locale: Locale): string {
  const at = new Date(iso);
  return t("slotAt", { date: shortDateWithWeekday(clinicDateOf(at, tz), locale), time: displaySlotTime(clinicMinutesOf(at, tz), locale) });
}

/** Who booked it for the patient (lib/appointments/booked-by's bookedByText), by role; a guardian by name alone. */
const BOOKED_BY = { receptionist: "bookedByDesk", admin: "bookedByClinic", doctor: "bookedByDoctor" } as const;

const MOVED_BY = { patient: "movedByPatient", doctor: "movedByDoctor", admin: "movedByClinic", receptionist: "movedByDesk" } as const;

/** The moves of the appointment, oldest first: from where to where, by whom, on which day. */
function MovedHistory({ moves, tz, t, locale }: { moves: RescheduleEntry[]; tz: string; t: T; locale: Locale }) {
  return (
    <div className="border-t px-5 py-3 text-sm text-muted-foreground" data-field="reschedule-history">
      <h3 className="flex items-center gap-2 font-medium text-foreground">
        <History className="size-4 shrink-0 text-primary" aria-hidden /> {t("rescheduledHeading")}
      </h3>
      <ul className="mt-1 space-y-1 ps-6">
        {moves.map((m) => (
          <li key={m.at + m.to}>
            {t.rich("movedLine", {
              from: slotText(m.from, tz, t, locale),
              to: slotText(m.to, tz, t, locale),
              by: t(m.byYou ? "movedByYou" : MOVED_BY[m.byRole]),
              date: formatDate(clinicDateOf(new Date(m.at), tz), locale),
              strong: (chunks) => <span className="font-medium text-foreground">{chunks}</span>,
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the plain cancel and reschedule forms (issue 25) say after they redirect here (the actions' APPOINTMENT_CANCELLED and APPOINTMENT_RESCHEDULED). */
const DONE = { cancelled: "doneCancelled", rescheduled: "doneRescheduled" } as const;
/** Issue 47: the answers page comes back here when they are saved (its message is the server's). */
const ANSWERS_DONE = "answers";

export default async function AppointmentDetailsPage({ params, searchParams }: { params: Params; searchParams: Promise<{ done?: string | string[] }> }) {
  const id = pageIdOrNotFound((await params).id);
  const doneKey = (await searchParams).done;
  const done = typeof doneKey === "string" && Object.hasOwn(DONE, doneKey) ? DONE[doneKey as keyof typeof DONE] : null;
  const actor = await requirePageActor(`/my-appointments/${id}`);
  const a = await load(actor, id);
  if (!a) notFound();
  const [t, specialities, locale] = await Promise.all([getTranslations("AppointmentDetails"), getTranslations("SpecialityNames"), getLocale() as Promise<Locale>]);

  const tz = clinicTimeZone();
  const [moves, series] = await Promise.all([rescheduleHistory(actor, a._id), a.seriesId ? getSeries(actor, a.seriesId) : null]);
  const bookedAt = new Date(a.bookedAt);
  const bookedBy =
    a.bookedBy._id === a.userId
      ? null
      : t("bookedBy", {
          who: a.bookedBy.role === "patient" || a.bookedBy.role === "guardian" ? a.bookedBy.name : t(BOOKED_BY[a.bookedBy.role], { name: a.bookedBy.name }),
          date: formatDate(clinicDateOf(bookedAt, tz), locale),
          time: displaySlotTime(clinicMinutesOf(bookedAt, tz), locale),
        });
  const zone = timeZoneLabel(tz, new Date(a.startsAt));
  const open = isOpenStatus(a.status);
  // Once the visit has started, the patient can no longer move or cancel it online (the server refuses it too).
  const started = hasStarted(new Date(a.startsAt), new Date());
  const summary = t("summary", { doctor: a.doctor.name, date: shortDateWithWeekday(a.date, locale), time: shownTime(a.time, locale), zone });
  const namesType = await namesVisitType(a.visitType);
  const [answers, tq, answersSaved] = await Promise.all([appointmentAnswers(actor, a._id), getTranslations("IntakeQuestions"), inPageLanguage(ANSWERS_SAVED)]);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link href="/my-appointments" className="inline-flex items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline">
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden /> {t("back")}
      </Link>

      {done || doneKey === ANSWERS_DONE ? (
        <p role="status" className="rounded-xl border border-success/30 bg-success/10 p-4 text-sm font-medium text-success">
          {done ? t(done) : answersSaved}
        </p>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{t("heading")}</h1>
        <PatientStatusBadge status={a.status} />
      </div>

      <article className="overflow-hidden rounded-2xl border bg-card shadow-sm">
        <div className="flex items-center gap-4 border-b bg-muted/40 p-5">
          <Photo src={a.doctor.image} alt="" width={80} height={80} className="size-16 shrink-0 rounded-xl bg-secondary object-cover sm:size-20" />
          <div className="min-w-0">
            <h2 className="text-lg font-semibold">
              <Link href={`/appointment/${a.doctorId}`} className="underline-offset-4 hover:underline">
                {a.doctor.name}
              </Link>
            </h2>
            <p className="text-sm text-muted-foreground">
              {specialityName(a.doctor.speciality, specialities)}
              {a.doctor.degree ? ` · ${a.doctor.degree}` : ""}
            </p>
          </div>
        </div>

        <dl className="grid divide-y px-5 sm:grid-cols-2 sm:divide-y-0 sm:gap-x-6">
          <Row icon={CalendarDays} label={t("date")}>
            {weekdayLong(a.date, locale)}, {formatDate(a.date, locale)}
          </Row>
          <Row icon={Clock} label={t("time")}>
            <span dir="ltr">{namesType ? `${shownTime(a.time, locale)} – ${shownTime(a.endTime, locale)}` : shownTime(a.time, locale)}</span>{" "}
            <span className="font-normal text-muted-foreground">{t("clinicTime", { zone })}</span>
          </Row>
          {namesType ? (
            <Row icon={Stethoscope} label={t("visitType")}>
              <span data-field="visit-type">{t("visitTypeLine", { name: a.visitType.name, minutes: a.visitType.durationMinutes })}</span>
              {a.visitType.mode === "video" ? <span className="font-normal text-muted-foreground">{t("videoVisitSuffix")}</span> : null}
            </Row>
          ) : null}
          <Row icon={Timer} label={t("duration")}>
            {t("durationMinutes", { minutes: a.visitType.durationMinutes })}
          </Row>
          <Row icon={Wallet} label={t("amount")}>
            {formatMoney(a.amount, locale)}
          </Row>
          {a.doctor.user.address ? (
            <Row icon={MapPin} label={t("address")}>
              {a.doctor.user.address}
            </Row>
          ) : null}
          <Row icon={FileText} label={t("reason")}>
            {a.reason ? a.reason : <span className="font-normal text-muted-foreground">{t("noReason")}</span>}
          </Row>
        </dl>

        {answers.length > 0 ? (
          <div className="grid gap-3 border-t px-5 py-4">
            <VisitAnswers answers={answers} />
            {isAwaitingStatus(a.status) && !started ? (
              <p>
                <Link href={`/my-appointments/${a._id}/answers`} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
                  {tq("changeAnswers")}
                </Link>
              </p>
            ) : null}
          </div>
        ) : null}
        {bookedBy ? (
          <p className="border-t px-5 py-3 text-sm text-muted-foreground" data-field="booked-by">
            {bookedBy}.
          </p>
        ) : null}
        {moves.length ? <MovedHistory moves={moves} tz={tz} t={t} locale={locale} /> : null}
        {/* Issue 48: a date of a series names it, and changes the series from here. */}
        {series ? (
          <SeriesOnVisit
            answer={series}
            appointment={a}
            reasons={actor.role === "patient" ? PATIENT_CANCEL_REASONS : STAFF_CANCEL_REASONS}
            canChange={isAwaitingStatus(a.status) && !started}
          />
        ) : null}
        {a.status === "cancelled" && a.cancelledAt ? (
          <div className="border-t px-5 py-3 text-sm text-muted-foreground">
            <p>{t("cancelledOn", { date: formatDate(clinicDateOf(new Date(a.cancelledAt), tz), locale) })}</p>
            {a.cancellationReason ? (
              <CancellationReason reason={a.cancellationReason} namespace="AppointmentDetails" />
            ) : null}
          </div>
        ) : null}
        {a.status === "completed" && a.completedAt ? (
          <p className="border-t px-5 py-3 text-sm text-muted-foreground">
            {t("completedOn", { date: formatDate(clinicDateOf(new Date(a.completedAt), tz), locale) })}
          </p>
        ) : null}

        {/* The meeting link comes only to the patient, the doctor and staff (the only ones who see this page). */}
        {open && a.videoUrl ? (
          <div className="border-t p-5" data-field="video-visit">
            <ClientMessages namespaces={["JoinVideoVisit"]}>
              <JoinVideoVisit url={a.videoUrl} startsAt={a.startsAt} endsAt={a.endsAt} renderedAt={new Date().toISOString()} hintId={`join-hint-${a._id}`} />
            </ClientMessages>
          </div>
        ) : null}

        <div className="flex flex-col gap-2 border-t p-5 sm:flex-row sm:flex-wrap">
          {open ? (
            <>
              <Button asChild>
                <a href={`/my-appointments/${a._id}/calendar.ics`} download>
                  <CalendarPlus aria-hidden /> {t("addToCalendar")}
                </a>
              </Button>
              {isAwaitingStatus(a.status) && !started ? (
                <ClientMessages namespaces={[...RESCHEDULE_DIALOG_NAMESPACES, "PatientCancel", "CancelReason"]}>
                  <RescheduleDialog appointmentId={a._id} current={summary} href={`/my-appointments/${a._id}/reschedule`} />
                  <PatientCancelButton appointmentId={a._id} summary={summary} size="default" />
                </ClientMessages>
              ) : null}
              {isAwaitingStatus(a.status) && started ? <p className="self-center text-sm text-muted-foreground">{t("startedHint")}</p> : null}
            </>
          ) : (
            <Button asChild variant="outline">
              <Link href={`/appointment/${a.doctorId}`}>
                <RotateCcw aria-hidden /> {t("bookAgain", { name: a.doctor.name })}
              </Link>
            </Button>
          )}
        </div>
      </article>
    </div>
  );
}
