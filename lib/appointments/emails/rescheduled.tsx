// To the patient and to the doctor when an appointment moves to another slot
// (whoever moved it): the new time, the old one, and an updated calendar
// invitation (the booking's UID with a higher SEQUENCE), so the event moves
// in their calendars instead of a second one appearing.
import { createTranslator } from "next-intl";
import type { Role } from "@/lib/generated/prisma/enums";
import { defineTemplate } from "@/lib/outbox/template";
import { emailIntl } from "@/lib/outbox/language";
import {
  AppointmentFacts,
  VideoVisitJoin,
  appointmentText,
  calendarAttachment,
  patientReader,
  whenOf,
  type AppointmentEmailData,
} from "@/lib/appointments/emails/appointment";
import { ActionButton, EmailLayout, Greeting, P } from "@/lib/outbox/layout";

export type RescheduledEmailData = AppointmentEmailData & {
  /** Who reads it. */
  audience: "patient" | "doctor";
  /** The role of whoever moved it. */
  rescheduledBy: Role;
  /** ISO instants of the slot it left. */
  previousStartsAt: string;
  previousEndsAt: string;
};

/** Who moved it, as the message's select names them: "you" when the reader did. */
function whoMoved(data: RescheduledEmailData): "admin" | "receptionist" | "you" | "doctor" | "other" {
  if (data.rescheduledBy === "admin" || data.rescheduledBy === "receptionist") return data.rescheduledBy;
  if (data.rescheduledBy === "doctor") return data.audience === "doctor" ? "you" : "doctor";
  return data.audience === "patient" ? "you" : "other";
}

export const rescheduled = defineTemplate<RescheduledEmailData>({
  kind: "rescheduled",
  subject: (data, { tz, locale }) => {
    const other = data.audience === "patient" ? data.doctor.name : data.patient.name;
    return createTranslator({ ...emailIntl(locale), namespace: "EmailRescheduled" })("rescheduledSubject", { other, when: whenOf(data, tz, locale).short });
  },
  body: (data, ctx) => {
    const { locale } = ctx;
    const t = createTranslator({ ...emailIntl(locale), namespace: "EmailRescheduled" });
    const when = whenOf(data, ctx.tz, locale);
    const before = whenOf({ ...data, startsAt: data.previousStartsAt, endsAt: data.previousEndsAt }, ctx.tz, locale);
    const forPatient = data.audience === "patient";
    const whose = forPatient ? "yours" : data.rescheduledBy === "patient" ? "theirs" : "other";
    const text = t("rescheduledText", {
      by: whoMoved(data),
      whose,
      doctor: data.doctor.name,
      patient: data.patient.name,
      beforeDate: before.date,
      beforeTime: before.time,
      beforeZone: before.zone,
      date: when.date,
      time: when.time,
      zone: when.zone,
    });
    return (
      <EmailLayout
        locale={locale}
        preview={t("rescheduledPreview", { date: when.date, time: when.time, zone: when.zone })}
        heading={t("rescheduledHeading")}
        siteUrl={ctx.siteUrl}
      >
        <Greeting locale={locale} name={forPatient ? patientReader(data) : data.doctor.name} />
        <P>{text}</P>
        <AppointmentFacts
          data={data}
          tz={ctx.tz}
          locale={locale}
          with={forPatient ? "doctor" : "patient"}
          extra={[[t("factWas"), appointmentText(locale)("dateAndTime", { date: before.date, time: before.time })]]}
        />
        <VideoVisitJoin data={data} locale={locale} />
        {forPatient ? (
          <ActionButton href={`${ctx.siteUrl}/my-appointments/${data.appointmentId}`}>{t("viewMoveOrCancel")}</ActionButton>
        ) : (
          <ActionButton href={`${ctx.siteUrl}/doctor/appointments`}>{appointmentText(locale)("openYourAppointments")}</ActionButton>
        )}
      </EmailLayout>
    );
  },
  attachments: (data, ctx) => [calendarAttachment(data, ctx, "REQUEST")],
});
