// To the party who did not cancel: the patient when the doctor or the clinic
// cancelled, the doctor when the patient did. Carries the reason when one was
// given, and a calendar CANCEL that removes the event the booking email added.
import type { Role } from "@/lib/generated/prisma/enums";
import { defineTemplate } from "@/lib/outbox/template";
import { AppointmentFacts, calendarAttachment, patientReader, whenOf, type AppointmentEmailData } from "@/lib/appointments/emails/appointment";
import { ActionButton, EmailLayout, P } from "@/lib/outbox/layout";

export type CancellationEmailData = AppointmentEmailData & {
  /** Who reads it. */
  audience: "patient" | "doctor";
  /** The role of whoever cancelled. */
  cancelledBy: Role;
  cancelReason: string;
};

function whoCancelled(data: CancellationEmailData): string {
  if (data.cancelledBy === "admin") return "The clinic cancelled";
  if (data.cancelledBy === "receptionist") return "The clinic's front desk cancelled";
  if (data.cancelledBy === "doctor") return `${data.doctor.name} cancelled`;
  return `${data.patient.name} cancelled`;
}

export const cancellation = defineTemplate<CancellationEmailData>({
  kind: "cancellation",
  subject: (data, { tz }) => {
    const other = data.audience === "patient" ? data.doctor.name : data.patient.name;
    return `Appointment cancelled: ${other}, ${whenOf(data, tz).short}`;
  },
  body: (data, ctx) => {
    const when = whenOf(data, ctx.tz);
    const forPatient = data.audience === "patient";
    const whose = forPatient ? "your appointment" : data.cancelledBy === "patient" ? "their appointment with you" : "the appointment";
    return (
      <EmailLayout preview={`${when.date} at ${when.time} ${when.zone} is cancelled`} heading="Appointment cancelled" siteUrl={ctx.siteUrl}>
        <P>Hello {forPatient ? patientReader(data) : data.doctor.name},</P>
        <P>
          {whoCancelled(data)} {whose} on {when.date}, {when.time} {when.zone}. The attached calendar file removes it from
          your calendar.
        </P>
        <AppointmentFacts
          data={data}
          tz={ctx.tz}
          with={forPatient ? "doctor" : "patient"}
          extra={data.cancelReason ? [["Why cancelled", data.cancelReason]] : []}
        />
        {forPatient ? (
          <ActionButton href={`${ctx.siteUrl}/appointment/${data.doctor.id}`}>Book another time</ActionButton>
        ) : (
          <ActionButton href={`${ctx.siteUrl}/doctor/appointments`}>Open your appointments</ActionButton>
        )}
      </EmailLayout>
    );
  },
  attachments: (data, ctx) => [calendarAttachment(data, ctx, "CANCEL")],
});
