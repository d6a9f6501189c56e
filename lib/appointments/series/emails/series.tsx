// Issue 48 item 5: the emails of a series of visits. Booked: one email to the patient (and one to
// the doctor) listing every date, with ONE calendar file holding every date as its own event
// (each the appointment's own UID, so a later change of one date updates that event). Changed
// (dates cancelled or moved): one email to each party listing the dates changed, with their
// events withdrawn (CANCEL) or moved (REQUEST with the higher SEQUENCE).
import type Mail from "nodemailer/lib/mailer";
import { createTranslator } from "next-intl";
import type { Role } from "@/lib/generated/prisma/enums";
import { defineTemplate, type EmailContext } from "@/lib/outbox/template";
import { emailIntl } from "@/lib/outbox/language";
import { buildCalendar } from "@/lib/appointments/calendar-file";
import { appointmentCalendarEvent, appointmentText, patientReader, whenOf, type AppointmentEmailData } from "@/lib/appointments/emails/appointment";
import { mailFromAddress, mailFromName } from "@/lib/outbox/mail-config";
import { ActionButton, EmailLayout, Facts, Greeting, P } from "@/lib/outbox/layout";

export type SeriesEmailData = {
  seriesId: string;
  audience: "patient" | "doctor";
  /** The dates this email is about: every date when booked, the ones changed otherwise. */
  dates: AppointmentEmailData[];
  /** For a change: what happened to `dates`, and who did it. */
  change?: "cancelled" | "rescheduled";
  changedBy?: Role;
  reason?: string;
};

function first(data: SeriesEmailData): AppointmentEmailData {
  return data.dates[0];
}

function text(locale: EmailContext["locale"]) {
  return createTranslator({ ...emailIntl(locale), namespace: "EmailSeries" });
}

/** Every date as one line: "Tuesday 1 December 2026, 09:00 AM – 09:45 AM". */
function DateList({ data, ctx }: { data: SeriesEmailData; ctx: EmailContext }) {
  const t = appointmentText(ctx.locale);
  const rows: [string, string][] = data.dates.map((d, i) => {
    const when = whenOf(d, ctx.tz, ctx.locale);
    return [String(i + 1), t("dateAndTime", { date: when.date, time: when.time })];
  });
  return <Facts rows={rows} />;
}

/** One calendar file with every date as its own event. */
function seriesCalendar(data: SeriesEmailData, ctx: EmailContext, method: "REQUEST" | "CANCEL"): Mail.Attachment {
  const ics = buildCalendar({
    method,
    events: data.dates.map((d) => ({ ...appointmentCalendarEvent(d, ctx, method), organizer: { name: mailFromName(), email: mailFromAddress() } })),
  });
  return {
    filename: method === "CANCEL" ? "cancelled-visits.ics" : "visits.ics",
    content: ics,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}

export const seriesBooked = defineTemplate<SeriesEmailData>({
  kind: "series_booked",
  subject: (data, { locale }) => {
    const other = data.audience === "patient" ? first(data).doctor.name : first(data).patient.name;
    return text(locale)("bookedSubject", { other, count: data.dates.length });
  },
  body: (data, ctx) => {
    const t = text(ctx.locale);
    const d = first(data);
    const forPatient = data.audience === "patient";
    const zone = whenOf(d, ctx.tz, ctx.locale).zone;
    return (
      <EmailLayout locale={ctx.locale} preview={t("bookedSubject", { other: forPatient ? d.doctor.name : d.patient.name, count: data.dates.length })} heading={t("bookedHeading")} siteUrl={ctx.siteUrl}>
        <Greeting locale={ctx.locale} name={forPatient ? patientReader(d) : d.doctor.name} />
        <P>
          {forPatient
            ? t("bookedIntroPatient", { doctor: d.doctor.name, count: data.dates.length, visit: d.visitType?.name ?? "", zone })
            : t("bookedIntroDoctor", { patient: d.patient.name, count: data.dates.length, visit: d.visitType?.name ?? "", zone })}
        </P>
        <DateList data={data} ctx={ctx} />
        {forPatient ? <ActionButton href={`${ctx.siteUrl}/my-appointments`}>{t("viewVisits")}</ActionButton> : null}
        <P>{t("calendarNote")}</P>
      </EmailLayout>
    );
  },
  attachments: (data, ctx) => [seriesCalendar(data, ctx, "REQUEST")],
});

export const seriesChanged = defineTemplate<SeriesEmailData>({
  kind: "series_changed",
  subject: (data, { locale }) => {
    const other = data.audience === "patient" ? first(data).doctor.name : first(data).patient.name;
    return text(locale)(data.change === "cancelled" ? "cancelledSubject" : "movedSubject", { other, count: data.dates.length });
  },
  body: (data, ctx) => {
    const t = text(ctx.locale);
    const d = first(data);
    const forPatient = data.audience === "patient";
    const other = forPatient ? d.doctor.name : d.patient.name;
    const cancelled = data.change === "cancelled";
    return (
      <EmailLayout
        locale={ctx.locale}
        preview={t(cancelled ? "cancelledSubject" : "movedSubject", { other, count: data.dates.length })}
        heading={t(cancelled ? "cancelledHeading" : "movedHeading")}
        siteUrl={ctx.siteUrl}
      >
        <Greeting locale={ctx.locale} name={forPatient ? patientReader(d) : d.doctor.name} />
        <P>{t(cancelled ? "cancelledIntro" : "movedIntro", { other, count: data.dates.length })}</P>
        <DateList data={data} ctx={ctx} />
        {cancelled && data.reason ? <P>{t("reason", { reason: data.reason })}</P> : null}
        {forPatient ? <ActionButton href={`${ctx.siteUrl}/my-appointments`}>{t("viewVisits")}</ActionButton> : null}
        <P>{t("calendarNote")}</P>
      </EmailLayout>
    );
  },
  attachments: (data, ctx) => [seriesCalendar(data, ctx, data.change === "cancelled" ? "CANCEL" : "REQUEST")],
});
