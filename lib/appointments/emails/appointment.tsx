// What every appointment email shows and attaches: the facts of the
// appointment as they were when the email was recorded, and its calendar
// event (one UID per appointment, shared with the "Add to calendar" file).
// A video visit's emails carry its meeting link and a Join button.
import type Mail from "nodemailer/lib/mailer";
import { Link } from "@react-email/components";
import type { AppointmentStatus } from "@/lib/appointments/status";
import { JOIN_OPENS_MINUTES_BEFORE } from "@/lib/visit-types/join";
import { visitTypeLine } from "@/lib/visit-types/labels";
import { appointmentEventUid, buildIcs, EVENT_STATUS, visitLabel } from "@/lib/appointments/calendar-file";
import { mailFromAddress, mailFromName } from "@/lib/outbox/mail-config";
import { formatWhen, type When } from "@/lib/outbox/mail-format";
import type { EmailContext } from "@/lib/outbox/template";
import { ActionButton, Facts, P } from "@/lib/outbox/layout";
import { BRAND } from "@/lib/outbox/mail-config";

/** The appointment as recorded with the email (JSON in the outbox row). */
export type AppointmentEmailData = {
  appointmentId: string;
  /** ISO instants. */
  startsAt: string;
  endsAt: string;
  /**
   * The visit type (issue 24; absent in emails recorded before it). `named`: worth a line (not the
   * clinic's one and only type, so a clinic that configures nothing gets SPEC's emails).
   */
  visitType?: { name: string; durationMinutes: number; mode: "in_person" | "video"; named: boolean };
  /** A video visit's meeting link. */
  videoUrl?: string;
  status: AppointmentStatus;
  /** The iCalendar SEQUENCE the attached event carries. */
  sequence: number;
  reason: string;
  patient: { name: string; email: string };
  /** A dependent's guardian (issue 26), who reads the patient's side of the emails. */
  guardian?: { name: string };
  doctor: { id: string; name: string; email: string; speciality: string; address: string };
};

/** Whom the patient's side of an email greets: the patient, or a dependent's guardian. */
export function patientReader(data: AppointmentEmailData): string {
  return data.guardian?.name ?? data.patient.name;
}

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
  ];
  if (data.visitType?.named) rows.push(["Visit", visitTypeLine(data.visitType)]);
  rows.push(props.with === "doctor" ? ["Doctor", `${data.doctor.name} (${data.doctor.speciality})`] : ["Patient", data.patient.name]);
  // A guardian reads a dependent's email: it says whose visit it is.
  if (props.with === "doctor" && data.guardian) rows.push(["Patient", data.patient.name]);
  if (data.videoUrl) rows.push(["Where", "Online, a video visit"]);
  else if (data.doctor.address) rows.push(["Where", data.doctor.address]);
  if (data.reason) rows.push(["Reason", data.reason]);
  return <Facts rows={[...rows, ...(props.extra ?? [])]} />;
}

/** A video visit's way in: the Join button and the link written out (for mail apps that hide buttons). */
export function VideoVisitJoin({ data }: { data: AppointmentEmailData }) {
  if (!data.videoUrl) return null;
  return (
    <>
      <ActionButton href={data.videoUrl}>Join video visit</ActionButton>
      <P>
        The video visit opens {JOIN_OPENS_MINUTES_BEFORE} minutes before the start. Meeting link:{" "}
        <Link href={data.videoUrl} style={{ color: BRAND.primary }}>
          {data.videoUrl}
        </Link>
      </P>
    </>
  );
}

/** The visit's length in minutes: recorded with the email, else from its times. */
function minutesOf(data: AppointmentEmailData): number {
  return data.visitType?.durationMinutes ?? Math.round((Date.parse(data.endsAt) - Date.parse(data.startsAt)) / 60_000);
}

/**
 * The appointment as an iCalendar invitation (REQUEST) or its withdrawal
 * (CANCEL: same UID, the higher SEQUENCE recorded at cancellation), times in UTC.
 */
export function calendarAttachment(data: AppointmentEmailData, ctx: EmailContext, method: "REQUEST" | "CANCEL"): Mail.Attachment {
  const link = `${ctx.siteUrl}/my-appointments/${data.appointmentId}`;
  const description = [
    `${data.doctor.speciality} appointment with ${data.doctor.name} (${minutesOf(data)} minutes).`,
    data.visitType?.named ? `Visit: ${visitTypeLine(data.visitType)}` : null,
    data.videoUrl ? `Video visit: ${data.videoUrl}` : null,
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
    summary: `${data.visitType?.named ? visitLabel(data.visitType.name, minutesOf(data)) : "Appointment"} with ${data.doctor.name} (${data.doctor.speciality})`,
    description: description.join("\n"),
    location: data.videoUrl ?? (data.doctor.address || undefined),
    // A video visit's event opens the meeting (URL and LOCATION, as the calendar feed has it).
    url: data.videoUrl ?? link,
    status: method === "CANCEL" ? "CANCELLED" : EVENT_STATUS[data.status],
    organizer: { name: mailFromName(), email: mailFromAddress() },
    // A patient without an email (a record the desk made, a dependent: issue 26) is no attendee.
    attendees: [data.patient, { name: data.doctor.name, email: data.doctor.email }].filter((p) => p.email),
  });
  return {
    filename: method === "CANCEL" ? "cancelled-appointment.ics" : "appointment.ics",
    content: ics,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}
