// To the doctor, right after a patient books: who, when and why, with the
// same calendar event as the patient's (so a cancellation can withdraw it).
import { createTranslator } from "next-intl";
import { defineTemplate } from "@/lib/outbox/template";
import { emailIntl } from "@/lib/outbox/language";
import {
  AppointmentFacts,
  VideoVisitJoin,
  appointmentText,
  calendarAttachment,
  previewWithWhen,
  whenOf,
  type AppointmentEmailData,
} from "@/lib/appointments/emails/appointment";
import { ActionButton, EmailLayout, Greeting, P } from "@/lib/outbox/layout";

export const bookingNotice = defineTemplate<AppointmentEmailData>({
  kind: "booking_notice",
  subject: (data, { tz, locale }) =>
    createTranslator({ ...emailIntl(locale), namespace: "EmailBookingNotice" })("noticeSubject", {
      patient: data.patient.name,
      when: whenOf(data, tz, locale).short,
    }),
  body: (data, ctx) => {
    const { locale } = ctx;
    const t = createTranslator({ ...emailIntl(locale), namespace: "EmailBookingNotice" });
    const when = whenOf(data, ctx.tz, locale);
    return (
      <EmailLayout locale={locale} preview={previewWithWhen(data.patient.name, when, locale)} heading={t("noticeHeading")} siteUrl={ctx.siteUrl}>
        <Greeting locale={locale} name={data.doctor.name} />
        <P>{t("noticeIntro", { patient: data.patient.name })}</P>
        <AppointmentFacts data={data} tz={ctx.tz} locale={locale} with="patient" />
        <VideoVisitJoin data={data} locale={locale} />
        <ActionButton href={`${ctx.siteUrl}/doctor/appointments`}>{appointmentText(locale)("openYourAppointments")}</ActionButton>
      </EmailLayout>
    );
  },
  attachments: (data, ctx) => [calendarAttachment(data, ctx, "REQUEST")],
});
