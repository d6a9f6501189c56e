// To the patient, right after booking: what was booked, a link to the
// appointment (to see or cancel it) and the calendar invitation.
import { defineTemplate } from "@/lib/outbox/template";
import { AppointmentFacts, VideoVisitJoin, calendarAttachment, patientReader, whenOf, type AppointmentEmailData } from "@/lib/appointments/emails/appointment";
import { ActionButton, EmailLayout, P } from "@/lib/outbox/layout";

export const bookingConfirmation = defineTemplate<AppointmentEmailData>({
  kind: "booking_confirmation",
  subject: (data, { tz }) => `Appointment booked: ${data.doctor.name}, ${whenOf(data, tz).short}`,
  body: (data, ctx) => {
    const when = whenOf(data, ctx.tz);
    return (
      <EmailLayout preview={`${data.doctor.name} on ${when.date} at ${when.time} ${when.zone}`} heading="Your appointment is booked" siteUrl={ctx.siteUrl}>
        <P>Hello {patientReader(data)},</P>
        <P>Your appointment with {data.doctor.name} is booked. The attached calendar file adds it to your calendar.</P>
        <AppointmentFacts data={data} tz={ctx.tz} with="doctor" />
        <VideoVisitJoin data={data} />
        <ActionButton href={`${ctx.siteUrl}/my-appointments/${data.appointmentId}`}>View or cancel the appointment</ActionButton>
        <P>If you cannot come, please cancel it there so someone else can have the time.</P>
      </EmailLayout>
    );
  },
  attachments: (data, ctx) => [calendarAttachment(data, ctx, "REQUEST")],
});
