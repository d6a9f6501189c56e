// To the party who did not cancel: the patient when the doctor or the clinic
// cancelled, the doctor when the patient did. Carries the reason when one was
// given, and a calendar CANCEL that removes the event the booking email added.
import { createTranslator } from "next-intl";
import type { Role } from "@/lib/generated/prisma/enums";
import { defineTemplate } from "@/lib/outbox/template";
import { emailIntl } from "@/lib/outbox/language";
import { isolate } from "@/lib/outbox/mail-format";
import { AppointmentFacts, appointmentText, calendarAttachment, patientReader, whenOf, type AppointmentEmailData } from "@/lib/appointments/emails/appointment";
import { ActionButton, EmailLayout, Greeting, P } from "@/lib/outbox/layout";

export type CancellationEmailData = AppointmentEmailData & {
  /** Who reads it. */
  audience: "patient" | "doctor";
  /** The role of whoever cancelled. */
  cancelledBy: Role;
  cancelReason: string;
};

export const cancellation = defineTemplate<CancellationEmailData>({
  kind: "cancellation",
  subject: (data, { tz, locale }) => {
    const other = data.audience === "patient" ? data.doctor.name : data.patient.name;
    return createTranslator({ ...emailIntl(locale), namespace: "EmailCancellation" })("cancellationSubject", { other, when: whenOf(data, tz, locale).short });
  },
  body: (data, ctx) => {
    const { locale } = ctx;
    const t = createTranslator({ ...emailIntl(locale), namespace: "EmailCancellation" });
    const when = whenOf(data, ctx.tz, locale);
    const forPatient = data.audience === "patient";
    // Who cancelled whose appointment, as the message's selects name them.
    const whose = forPatient ? "yours" : data.cancelledBy === "patient" ? "theirs" : "other";
    const by = data.cancelledBy === "admin" || data.cancelledBy === "receptionist" || data.cancelledBy === "doctor" ? data.cancelledBy : "other";
    const at = { date: when.date, time: when.time, zone: when.zone };
    return (
      <EmailLayout locale={locale} preview={t("cancellationPreview", at)} heading={t("cancellationHeading")} siteUrl={ctx.siteUrl}>
        <Greeting locale={locale} name={forPatient ? patientReader(data) : data.doctor.name} />
        <P>{t("cancellationText", { by, whose, doctor: data.doctor.name, patient: data.patient.name, ...at })}</P>
        <AppointmentFacts
          data={data}
          tz={ctx.tz}
          locale={locale}
          with={forPatient ? "doctor" : "patient"}
          extra={data.cancelReason ? [[t("factWhyCancelled"), isolate(data.cancelReason, locale)]] : []}
        />
        {forPatient ? (
          <ActionButton href={`${ctx.siteUrl}/appointment/${data.doctor.id}`}>{t("bookAnotherTime")}</ActionButton>
        ) : (
          <ActionButton href={`${ctx.siteUrl}/doctor/appointments`}>{appointmentText(locale)("openYourAppointments")}</ActionButton>
        )}
      </EmailLayout>
    );
  },
  attachments: (data, ctx) => [calendarAttachment(data, ctx, "CANCEL")],
});
