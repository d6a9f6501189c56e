// To the doctor, right after a patient books: who, when and why, with the
// same calendar event as the patient's (so a cancellation can withdraw it).
import { defineTemplate } from "@/lib/outbox/template";
import { AppointmentFacts, VideoVisitJoin, calendarAttachment, whenOf, type AppointmentEmailData } from "@/lib/appointments/emails/appointment";
import { ActionButton, EmailLayout, P } from "@/lib/outbox/layout";

export const bookingNotice = defineTemplate<AppointmentEmailData>({
  kind: "booking_notice",
  subject: (data, { tz }) => `New booking: ${data.patient.name}, ${whenOf(data, tz).short}`,
  body: (data, ctx) => {
    const when = whenOf(data, ctx.tz);
    return (
      <EmailLayout preview={`${data.patient.name} on ${when.date} at ${when.time} ${when.zone}`} heading="New appointment" siteUrl={ctx.siteUrl}>
        <P>Hello {data.doctor.name},</P>
        <P>{data.patient.name} booked an appointment with you.</P>
        <AppointmentFacts data={data} tz={ctx.tz} with="patient" />
        <VideoVisitJoin data={data} />
        <ActionButton href={`${ctx.siteUrl}/doctor/appointments`}>Open your appointments</ActionButton>
      </EmailLayout>
    );
  },
  attachments: (data, ctx) => [calendarAttachment(data, ctx, "REQUEST")],
});
