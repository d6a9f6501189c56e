// To the patient and to the doctor when an appointment moves to another slot
// (whoever moved it): the new time, the old one, and an updated calendar
// invitation (the booking's UID with a higher SEQUENCE), so the event moves
// in their calendars instead of a second one appearing.
import type { Role } from "@/lib/generated/prisma/enums";
import { defineTemplate } from "@/lib/outbox/template";
import { AppointmentFacts, VideoVisitJoin, calendarAttachment, patientReader, whenOf, type AppointmentEmailData } from "@/lib/appointments/emails/appointment";
import { ActionButton, EmailLayout, P } from "@/lib/outbox/layout";

export type RescheduledEmailData = AppointmentEmailData & {
  /** Who reads it. */
  audience: "patient" | "doctor";
  /** The role of whoever moved it. */
  rescheduledBy: Role;
  /** ISO instants of the slot it left. */
  previousStartsAt: string;
  previousEndsAt: string;
};

function whoMoved(data: RescheduledEmailData): string {
  if (data.rescheduledBy === "admin") return "The clinic moved";
  if (data.rescheduledBy === "receptionist") return "The clinic's front desk moved";
  if (data.rescheduledBy === "doctor") return data.audience === "doctor" ? "You moved" : `${data.doctor.name} moved`;
  return data.audience === "patient" ? "You moved" : `${data.patient.name} moved`;
}

export const rescheduled = defineTemplate<RescheduledEmailData>({
  kind: "rescheduled",
  subject: (data, { tz }) => {
    const other = data.audience === "patient" ? data.doctor.name : data.patient.name;
    return `Appointment moved: ${other}, now ${whenOf(data, tz).short}`;
  },
  body: (data, ctx) => {
    const when = whenOf(data, ctx.tz);
    const before = whenOf({ ...data, startsAt: data.previousStartsAt, endsAt: data.previousEndsAt }, ctx.tz);
    const forPatient = data.audience === "patient";
    const whose = forPatient ? "your appointment" : data.rescheduledBy === "patient" ? "their appointment with you" : "the appointment";
    return (
      <EmailLayout preview={`Now on ${when.date} at ${when.time} ${when.zone}`} heading="Appointment moved" siteUrl={ctx.siteUrl}>
        <P>Hello {forPatient ? patientReader(data) : data.doctor.name},</P>
        <P>
          {whoMoved(data)} {whose} from {before.date}, {before.time} {before.zone} to {when.date}, {when.time} {when.zone}. The
          attached calendar file updates the event in your calendar.
        </P>
        <AppointmentFacts
          data={data}
          tz={ctx.tz}
          with={forPatient ? "doctor" : "patient"}
          extra={[["Was", `${before.date}, ${before.time}`]]}
        />
        <VideoVisitJoin data={data} />
        {forPatient ? (
          <ActionButton href={`${ctx.siteUrl}/my-appointments/${data.appointmentId}`}>View, move or cancel the appointment</ActionButton>
        ) : (
          <ActionButton href={`${ctx.siteUrl}/doctor/appointments`}>Open your appointments</ActionButton>
        )}
      </EmailLayout>
    );
  },
  attachments: (data, ctx) => [calendarAttachment(data, ctx, "REQUEST")],
});
