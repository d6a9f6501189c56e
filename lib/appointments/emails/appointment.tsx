// What every appointment email shows and attaches: the facts of the
// appointment as they were when the email was recorded, and its calendar
// event (one UID per appointment, shared with the "Add to calendar" file).
import type Mail from "nodemailer/lib/mailer";
import type { AppointmentStatus } from "@/lib/appointments/status";
import { appointmentEventUid, buildIcs, EVENT_STATUS } from "@/lib/appointments/calendar-file";
import { SLOT_MINUTES } from "@/lib/schedule/slots";
import { mailFromAddress, mailFromName } from "@/lib/outbox/mail-config";
import { formatWhen, type When } from "@/lib/outbox/mail-format";
import type { EmailContext } from "@/lib/outbox/template";
import { Facts } from "@/lib/outbox/layout";

/** The appointment as recorded with the email (JSON in the outbox row). */
export type AppointmentEmailData = {
  appointmentId: string;
  /** ISO instants. */
  startsAt: string;
  endsAt: string;
  status: AppointmentStatus;
  /** The iCalendar SEQUENCE the attached event carries. */
  sequence: number;
  reason: string;
  patient: { name: string; email: string };
  doctor: { id: string; name: string; email: string; speciality: string; address: string };
};

export function whenOf(data: AppointmentEmailData, tz: string): When {
  return formatWhen(new Date(data.startsAt), new Date(data.endsAt), tz);
}

/** The lines under the heading; `with` is the other party for this reader. */
export function AppointmentFacts(props: { data: AppointmentEmailData; tz: string; with: "doctor" | "patient"; extra?: [string, string][] }) {
  const { data } = props;
  const when = whenOf(data, props.tz);
  const rows: [string, string][] = [
    ["When", `${when.date}, ${when.time}`],
    ["Time zone", when.zone],
    props.with === "doctor" ? ["Doctor", `${data.doctor.name} (${data.doctor.speciality})`] : ["Patient", data.patient.name],
  ];
  if (data.doctor.address) rows.push(["Where", data.doctor.address]);
  if (data.reason) rows.push(["Reason", data.reason]);
  return <Facts rows={[...rows, ...(props.extra ?? [])]} />;
}

/**
 * The appointment as an iCalendar invitation (REQUEST) or its withdrawal
 * (CANCEL: same UID, the higher SEQUENCE recorded at cancellation), times in UTC.
 */
export function calendarAttachment(data: AppointmentEmailData, ctx: EmailContext, method: "REQUEST" | "CANCEL"): Mail.Attachment {
  const link = `${ctx.siteUrl}/my-appointments/${data.appointmentId}`;
  const description = [
    `${data.doctor.speciality} appointment with ${data.doctor.name} (${SLOT_MINUTES} minutes).`,
    data.reason ? `Reason: ${data.reason}` : null,
    `Details or cancel: ${link}`,
  ].filter(Boolean);
  const ics = buildIcs({
    method,
    uid: appointmentEventUid(data.appointmentId, ctx.siteUrl),
    sequence: data.sequence,
    stamp: ctx.createdAt,
    start: new Date(data.startsAt),
    end: new Date(data.endsAt),
    summary: `Appointment with ${data.doctor.name} (${data.doctor.speciality})`,
    description: description.join("\n"),
    location: data.doctor.address || undefined,
    url: link,
    status: method === "CANCEL" ? "CANCELLED" : EVENT_STATUS[data.status],
    organizer: { name: mailFromName(), email: mailFromAddress() },
    attendees: [data.patient, { name: data.doctor.name, email: data.doctor.email }],
  });
  return {
    filename: method === "CANCEL" ? "cancelled-appointment.ics" : "appointment.ics",
    content: ics,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}
