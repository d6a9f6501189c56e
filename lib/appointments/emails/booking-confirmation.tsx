// To the patient, right after booking: what was booked, a link to the
// appointment (to see or cancel it) and the calendar invitation.
import { createTranslator } from "next-intl";
import { defineTemplate } from "@/lib/outbox/template";
import { emailIntl } from "@/lib/outbox/language";
import {
  AppointmentFacts,
  VideoVisitJoin,
  appointmentText,
  calendarAttachment,
  patientReader,
  previewWithWhen,
  whenOf,
  type AppointmentEmailData,
} from "@/lib/appointments/emails/appointment";
import { ActionButton, EmailLayout, Greeting, P } from "@/lib/outbox/layout";

export const bookingConfirmation = defineTemplate<AppointmentEmailData>({
  kind: "booking_confirmation",
  subject: (data, { tz, locale }) =>
    createTranslator({ ...emailIntl(locale), namespace: "EmailBookingConfirmation" })("confirmationSubject", {
      doctor: data.doctor.name,
      when: whenOf(data, tz, locale).short,
    }),
  body: (data, ctx) => {
    const { locale } = ctx;
    const t = createTranslator({ ...emailIntl(locale), namespace: "EmailBookingConfirmation" });
    const when = whenOf(data, ctx.tz, locale);
    return (
      <EmailLayout locale={locale} preview={previewWithWhen(data.doctor.name, when, locale)} heading={t("confirmationHeading")} siteUrl={ctx.siteUrl}>
        <Greeting locale={locale} name={patientReader(data)} />
        <P>{t("confirmationIntro", { doctor: data.doctor.name })}</P>
        <AppointmentFacts data={data} tz={ctx.tz} locale={locale} with="doctor" />
        <VideoVisitJoin data={data} locale={locale} />
        <ActionButton href={`${ctx.siteUrl}/my-appointments/${data.appointmentId}`}>{appointmentText(locale)("viewOrCancel")}</ActionButton>
        <P>{t("confirmationCancelThere")}</P>
      </EmailLayout>
    );
  },
  attachments: (data, ctx) => [calendarAttachment(data, ctx, "REQUEST")],
});
