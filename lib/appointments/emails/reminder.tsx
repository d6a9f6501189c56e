// To the patient, REMINDER_HOURS_BEFORE hours before the start. Scheduled at
// booking as a delayed job; dropped when the appointment is cancelled, and
// checked again here right before sending, so a reminder never goes out for
// an appointment that is no longer open or has already begun, nor to a
// patient who has turned reminders off since. Every reminder carries a
// one-click way to turn them off (a link, and List-Unsubscribe headers).
import { Link } from "@react-email/components";
import { createTranslator } from "next-intl";
import { OPEN_STATUSES } from "@/lib/appointments/status";
import { prisma } from "@/lib/db";
import { BRAND } from "@/lib/outbox/mail-config";
import { defineTemplate } from "@/lib/outbox/template";
import { emailIntl } from "@/lib/outbox/language";
import { oneClickUnsubscribeUrl, unsubscribePageUrl } from "@/lib/outbox/unsubscribe";
import {
  AppointmentFacts,
  VideoVisitJoin,
  appointmentText,
  patientReader,
  previewWithWhen,
  whenOf,
  type AppointmentEmailData,
} from "@/lib/appointments/emails/appointment";
import { ActionButton, EmailLayout, Greeting, P } from "@/lib/outbox/layout";

export const reminder = defineTemplate<AppointmentEmailData>({
  kind: "reminder",
  subject: (data, { tz, locale }) =>
    createTranslator({ ...emailIntl(locale), namespace: "EmailReminder" })("reminderSubject", {
      doctor: data.doctor.name,
      when: whenOf(data, tz, locale).short,
    }),
  body: (data, ctx) => {
    const { locale, userId } = ctx;
    const t = createTranslator({ ...emailIntl(locale), namespace: "EmailReminder" });
    const when = whenOf(data, ctx.tz, locale);
    const footer = userId
      ? t.rich("reminderFooter", {
          link: (chunks) => (
            <Link href={unsubscribePageUrl(ctx.siteUrl, userId)} style={{ color: BRAND.primary }}>
              {chunks}
            </Link>
          ),
        })
      : undefined;
    return (
      <EmailLayout
        locale={locale}
        preview={previewWithWhen(data.doctor.name, when, locale)}
        heading={t("reminderHeading")}
        siteUrl={ctx.siteUrl}
        footer={footer}
      >
        <Greeting locale={locale} name={patientReader(data)} />
        <P>{t("reminderIntro", { doctor: data.doctor.name, date: when.date, time: when.time, zone: when.zone })}</P>
        <AppointmentFacts data={data} tz={ctx.tz} locale={locale} with="doctor" />
        <VideoVisitJoin data={data} locale={locale} />
        <ActionButton href={`${ctx.siteUrl}/my-appointments/${data.appointmentId}`}>{appointmentText(locale)("viewOrCancel")}</ActionButton>
        <P>{t("reminderCancel")}</P>
      </EmailLayout>
    );
  },
  headers: (_data, ctx): Record<string, string> =>
    ctx.userId
      ? {
          "List-Unsubscribe": `<${oneClickUnsubscribeUrl(ctx.siteUrl, ctx.userId)}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        }
      : {},
  stillWanted: async (data, email) => {
    const startsAt = new Date(data.startsAt);
    if (startsAt.getTime() <= Date.now()) return false;
    if (email.userId) {
      const patient = await prisma.user.findUnique({ where: { id: email.userId }, select: { reminderEmails: true } });
      if (patient && !patient.reminderEmails) return false;
    }
    const open = await prisma.appointment.count({
      where: { id: data.appointmentId, startsAt, status: { in: [...OPEN_STATUSES] } },
    });
    return open > 0;
  },
});
