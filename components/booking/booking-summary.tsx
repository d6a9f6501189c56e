"use client";

// The foot of the booking form: what is chosen so far, the answer to a refused post, and what the
// viewer can do (Book, log in first, or why they do not book here); then, once booked, the
// notice with the way to the appointment. Words: BookingPanel.
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { CalendarCheck, CircleAlert, Clock, Loader2, LogIn, Stethoscope, Video } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { VisitTypeOption } from "@/components/booking/visit-type-picker";
import { shownTime } from "@/components/booking/shown-time";
import type { Locale } from "@/lib/i18n/locales";
import { shortDateWithWeekday } from "@/lib/i18n/format";

export type Viewer = "guest" | "patient" | "doctor" | "admin" | "receptionist";

/** The visit type chosen, its length and price (when the doctor offers a choice). */
export function ChosenTypeLine({ type }: { type: VisitTypeOption }) {
  const t = useTranslations("BookingPanel");
  return (
    <p className="flex items-center gap-2 text-sm" data-field="visit-type">
      {type.mode === "video" ? <Video className="size-4 shrink-0 text-primary" aria-hidden /> : <Stethoscope className="size-4 shrink-0 text-primary" aria-hidden />}
      <span>
        <span className="font-semibold">{t("visitTypeLine", { name: type.name, minutes: type.durationMinutes })}</span>
        {type.mode === "video" ? t("videoVisitSuffix") : ""}
        <span aria-hidden> · </span>
        <span className="sr-only">, </span>
        <span className="font-semibold tabular-nums">{type.price}</span>
      </span>
    </p>
  );
}

/** "Your choice: <day> at <time> with <doctor>", or the step still to take. */
export function ChoiceLine({ date, time, timeZoneLabel, doctorName }: { date: string | null; time: string | null; timeZoneLabel: string; doctorName: string }) {
  const t = useTranslations("BookingPanel");
  const locale = useLocale() as Locale;
  return (
    <p className="flex items-center gap-2 text-sm" aria-live="polite">
      <Clock className="size-4 shrink-0 text-primary" aria-hidden />
      {date && time ? (
        <span>
          {t.rich("yourChoice", {
            date: shortDateWithWeekday(date, locale),
            time: `${shownTime(time, locale)} ${timeZoneLabel}`,
            doctor: doctorName,
            strong: (chunks) => <span className="font-semibold">{chunks}</span>,
            ltr: (chunks) => (
              <span className="font-semibold" dir="ltr">
                {chunks}
              </span>
            ),
          })}
        </span>
      ) : (
        <span className="text-muted-foreground">{t("pickDayAndTime")}</span>
      )}
    </p>
  );
}

/** The submit button for a patient; log in first for a guest; a note for staff, who book elsewhere. */
export function BookOrLogin({
  viewer,
  needsLogin,
  loginWarning,
  loginHref,
  signupHref,
  pending,
  errorId,
}: {
  viewer: Viewer;
  needsLogin: boolean;
  /** Whether to say that logging in is needed (not when the refusal above already says so). */
  loginWarning: boolean;
  loginHref: string;
  signupHref: string;
  pending: boolean;
  /** The refusal shown above the button, if any. */
  errorId?: string;
}) {
  const t = useTranslations("BookingPanel");
  if (viewer === "receptionist") return <p className="text-sm text-muted-foreground">{t("deskBooks")}</p>;
  if (viewer === "doctor" || viewer === "admin") {
    return <p className="text-sm text-muted-foreground">{viewer === "doctor" ? t("doctorsCannotBook") : t("adminsCannotBook")}</p>;
  }
  if (needsLogin) {
    return (
      <div className="space-y-3">
        {loginWarning ? (
          <p className="flex items-start gap-2 text-sm font-medium text-warning">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t("loginRequired")}
          </p>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button asChild size="lg">
            <Link href={loginHref}>
              <LogIn aria-hidden /> {t("loginToBook")}
            </Link>
          </Button>
          <span className="text-sm text-muted-foreground">
            {t("newHere")}{" "}
            <Link href={signupHref} className="font-medium text-primary underline-offset-4 hover:underline">
              {t("createAccount")}
            </Link>
          </span>
        </div>
      </div>
    );
  }
  return (
    <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={pending} aria-describedby={errorId}>
      {pending ? <Loader2 className="animate-spin" aria-hidden /> : <CalendarCheck aria-hidden />}
      {pending ? t("booking") : t("bookAppointment")}
    </Button>
  );
}

/** "You're booked": the visit just booked, with links to it and to My Appointments. */
export function BookedNotice({
  booked,
  withType,
  doctorName,
  timeZoneLabel,
}: {
  booked: { id: string; date: string; time: string; typeName: string | null };
  /** Whether the doctor offers a choice of types (the notice then names the type). */
  withType: boolean;
  doctorName: string;
  timeZoneLabel: string;
}) {
  const t = useTranslations("BookingPanel");
  const locale = useLocale() as Locale;
  const when = {
    date: shortDateWithWeekday(booked.date, locale),
    time: `${shownTime(booked.time, locale)} ${timeZoneLabel}`,
    doctor: doctorName,
  };
  return (
    <div role="status" className="flex flex-col gap-3 rounded-xl border border-success/30 bg-success/10 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm">
        <span className="font-semibold text-success">{t("bookedTitle")}</span>{" "}
        {withType && booked.typeName ? t("bookedSummaryWithType", { type: booked.typeName, ...when }) : t("bookedSummary", when)}
      </p>
      <div className="flex shrink-0 gap-2">
        <Button asChild size="sm" variant="outline">
          <Link href={`/my-appointments/${booked.id}`}>{t("viewDetails")}</Link>
        </Button>
        <Button asChild size="sm">
          <Link href="/my-appointments">{t("myAppointments")}</Link>
        </Button>
      </div>
    </div>
  );
}
