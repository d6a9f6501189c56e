// What every appointment email shows and attaches: the facts of the
// appointment as they were when the email was recorded, and its calendar
// event (one UID per appointment, shared with the "Add to calendar" file).
// A video visit's emails carry its meeting link and a Join button. All of it in
// the reader's language (issue 29), the calendar file's text too.
import type Mail from "nodemailer/lib/mailer";
import { Link } from "@react-email/components";
import { createTranslator } from "next-intl";
import type { AppointmentStatus } from "@/lib/appointments/status";
import type { Locale } from "@/lib/i18n/locales";
import { JOIN_OPENS_MINUTES_BEFORE } from "@/lib/visit-types/join";
import { appointmentEventUid, buildIcs, calendarText, EVENT_STATUS, specialityIn, visitLabel, type CalendarEvent } from "@/lib/appointments/calendar-file";
import { emailIntl } from "@/lib/outbox/language";
import { mailFromAddress, mailFromName } from "@/lib/outbox/mail-config";
import { formatWhen, isolate, type When } from "@/lib/outbox/mail-format";
import type { EmailContext } from "@/lib/outbox/template";
import { ActionButton, Facts, P } from "@/lib/outbox/layout";
import { BRAND } from "@/lib/outbox/mail-config";

/** The appointment as recorded with the email (JSON in the outbox row). */
export type AppointmentEmailData = {
  appointmentId: string;
  /** ISO instants. */
  startsAt: string;
  endsAt: string;
  /**
   * The visit type (issue 24; absent in emails recorded before it). `named`: worth a line (not the
   * clinic's one and only type, so a clinic that configures nothing gets SPEC's emails).
   */
  visitType?: { name: string; durationMinutes: number; mode: "in_person" | "video"; named: boolean };
  /** A video visit's meeting link. */
  videoUrl?: string;
  status: AppointmentStatus;
  /** The iCalendar SEQUENCE the attached event carries. */
  sequence: number;
  reason: string;
  patient: { name: string; email: string };
  /** A dependent's guardian (issue 26), who reads the patient's side of the emails. */
  guardian?: { name: string };
  doctor: { id: string; name: string; email: string; speciality: string; address: string };
};

/** Whom the patient's side of an email greets: the patient, or a dependent's guardian. */
export function patientReader(data: AppointmentEmailData): string {
  return data.guardian?.name ?? data.patient.name;
}

export function whenOf(data: AppointmentEmailData, tz: string, locale: Locale): When {
  return formatWhen(new Date(data.startsAt), new Date(data.endsAt), tz, locale);
}

/** The words every appointment email shares, in the reader's language. */
export function appointmentText(locale: Locale) {
  return createTranslator({ ...emailIntl(locale), namespace: "EmailAppointment" });
}

/** "Dr. Sarah Patel on Tuesday 10 March 2026 at 10:00 AM – 10:30 AM GMT+1 (Europe/Berlin)": a preview line. */
export function previewWithWhen(name: string, when: When, locale: Locale): string {
  return appointmentText(locale)("previewWithWhen", { name, date: when.date, time: when.time, zone: when.zone });
}

/** The lines under the heading; `with` is the other party for this reader. */
export function AppointmentFacts(props: { data: AppointmentEmailData; tz: string; locale: Locale; with: "doctor" | "patient"; extra?: [string, string][] }) {
  const { data, locale } = props;
  const t = appointmentText(locale);
  const when = whenOf(data, props.tz, locale);
  const own = (text: string) => isolate(text, locale);
  const rows: [string, string][] = [
    [t("factWhen"), t("dateAndTime", { date: when.date, time: when.time })],
    [t("factTimeZone"), when.zone],
  ];
  if (data.visitType?.named) rows.push([t("factVisit"), own(visitLabel(data.visitType.name, data.visitType.durationMinutes, locale))]);
  rows.push(props.with === "doctor" ? [t("factDoctor"), own(`${data.doctor.name} (${specialityIn(data.doctor.speciality, locale)})`)] : [t("factPatient"), own(data.patient.name)]);
  // A guardian reads a dependent's email: it says whose visit it is.
  if (props.with === "doctor" && data.guardian) rows.push([t("factPatient"), own(data.patient.name)]);
  if (data.videoUrl) rows.push([t("factWhere"), t("whereVideo")]);
  else if (data.doctor.address) rows.push([t("factWhere"), own(data.doctor.address)]);
  if (data.reason) rows.push([t("factReason"), own(data.reason)]);
  return <Facts rows={[...rows, ...(props.extra ?? [])]} />;
}

/** A video visit's way in: the Join button and the link written out (for mail apps that hide buttons). */
export function VideoVisitJoin({ data, locale }: { data: AppointmentEmailData; locale: Locale }) {
  if (!data.videoUrl) return null;
  const t = appointmentText(locale);
  const url = data.videoUrl;
  return (
    <>
      <ActionButton href={url}>{t("joinVideoVisit")}</ActionButton>
      <P>
        {t.rich("videoOpensBefore", {
          count: JOIN_OPENS_MINUTES_BEFORE,
          minutes: String(JOIN_OPENS_MINUTES_BEFORE),
          url,
          link: (chunks) => (
            <Link href={url} style={{ color: BRAND.primary }}>
              {chunks}
            </Link>
          ),
        })}
      </P>
    </>
  );
}

/** The visit's length in minutes: recorded with the email, else from its times. */
function minutesOf(data: AppointmentEmailData): number {
  return data.visitType?.durationMinutes ?? Math.round((Date.parse(data.endsAt) - Date.parse(data.startsAt)) / 60_000);
}

/**
 * The appointment as an iCalendar invitation (REQUEST) or its withdrawal
 * (CANCEL: same UID, the higher SEQUENCE recorded at cancellation), times in UTC.
 */
export function calendarAttachment(data: AppointmentEmailData, ctx: EmailContext, method: "REQUEST" | "CANCEL"): Mail.Attachment {
  const ics = buildIcs({ method, ...appointmentCalendarEvent(data, ctx, method) });
  return {
    filename: method === "CANCEL" ? "cancelled-appointment.ics" : "appointment.ics",
    content: ics,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}

/** The appointment's event as its emails attach it (alone above, or with the other dates of a series: issue 48). */
export function appointmentCalendarEvent(data: AppointmentEmailData, ctx: EmailContext, method: "REQUEST" | "CANCEL"): Omit<CalendarEvent, "method"> {
  const t = calendarText(ctx.locale);
  const link = `${ctx.siteUrl}/my-appointments/${data.appointmentId}`;
  const minutes = minutesOf(data);
  const description = [
    t("emailDescription", { speciality: specialityIn(data.doctor.speciality, ctx.locale), doctor: data.doctor.name, count: minutes, minutes: String(minutes) }),
    data.visitType?.named ? t("emailVisit", { visit: visitLabel(data.visitType.name, data.visitType.durationMinutes, ctx.locale) }) : null,
    data.videoUrl ? t("emailVideo", { url: data.videoUrl }) : null,
    data.reason ? t("eventReason", { reason: data.reason }) : null,
    t("eventDetails", { url: link }),
  ].filter(Boolean);
  return {
    uid: appointmentEventUid(data.appointmentId, ctx.siteUrl),
    sequence: data.sequence,
    stamp: ctx.createdAt,
    start: new Date(data.startsAt),
    end: new Date(data.endsAt),
    summary: t("eventSummary", {
      visit: data.visitType?.named ? visitLabel(data.visitType.name, minutes, ctx.locale) : t("eventAppointment"),
      doctor: data.doctor.name,
      speciality: specialityIn(data.doctor.speciality, ctx.locale),
    }),
    description: description.join("\n"),
    location: data.videoUrl ?? (data.doctor.address || undefined),
    // A video visit's event opens the meeting (URL and LOCATION, as the calendar feed has it).
    url: data.videoUrl ?? link,
    status: method === "CANCEL" ? "CANCELLED" : EVENT_STATUS[data.status],
    organizer: { name: mailFromName(), email: mailFromAddress() },
    // A patient without an email (a record the desk made, a dependent: issue 26) is no attendee.
    attendees: [data.patient, { name: data.doctor.name, email: data.doctor.email }].filter((p) => p.email),
  };
}
