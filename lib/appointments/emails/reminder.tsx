// To the patient, REMINDER_HOURS_BEFORE hours before the start. Scheduled at
// booking as a delayed job; dropped when the appointment is cancelled, and
// checked again here right before sending, so a reminder never goes out for
// an appointment that is no longer open or has already begun, nor to a
// patient who has turned reminders off since. Every reminder carries a
// one-click way to turn them off (a link, and List-Unsubscribe headers).
import { Link } from "@react-email/components";
import { OPEN_STATUSES } from "@/lib/appointments/status";
import { prisma } from "@/lib/db";
import { BRAND } from "@/lib/outbox/mail-config";
import { defineTemplate } from "@/lib/outbox/template";
import { oneClickUnsubscribeUrl, unsubscribePageUrl } from "@/lib/outbox/unsubscribe";
import { AppointmentFacts, VideoVisitJoin, patientReader, whenOf, type AppointmentEmailData } from "@/lib/appointments/emails/appointment";
import { ActionButton, EmailLayout, P } from "@/lib/outbox/layout";

export const reminder = defineTemplate<AppointmentEmailData>({
  kind: "reminder",
  subject: (data, { tz }) => `Reminder: ${data.doctor.name}, ${whenOf(data, tz).short}`,
  body: (data, ctx) => {
    const when = whenOf(data, ctx.tz);
    const footer = ctx.userId ? (
      <>
        You receive reminders because you booked this appointment. Not wanted?{" "}
        <Link href={unsubscribePageUrl(ctx.siteUrl, ctx.userId)} style={{ color: BRAND.primary }}>
          Turn off reminder emails
        </Link>
      </>
    ) : undefined;
    return (
      <EmailLayout
        preview={`${data.doctor.name} on ${when.date} at ${when.time} ${when.zone}`}
        heading="Your appointment is coming up"
        siteUrl={ctx.siteUrl}
        footer={footer}
      >
        <P>Hello {patientReader(data)},</P>
        <P>
          This is a reminder of your appointment with {data.doctor.name} on {when.date}, {when.time} {when.zone}.
        </P>
        <AppointmentFacts data={data} tz={ctx.tz} with="doctor" />
        <VideoVisitJoin data={data} />
        <ActionButton href={`${ctx.siteUrl}/my-appointments/${data.appointmentId}`}>View or cancel the appointment</ActionButton>
        <P>If you cannot come, please cancel it so someone else can have the time.</P>
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
