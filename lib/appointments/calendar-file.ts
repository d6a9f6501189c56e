// iCalendar (RFC 5545) files for "Add to calendar" and for the emails'
// invitations (RFC 5546 iTIP: METHOD:REQUEST, and METHOD:CANCEL with the same
// UID and a higher SEQUENCE). Pure functions: one VCALENDAR holding one
// VEVENT, times in UTC ("Z"), CRLF line endings, text values escaped (3.3.11)
// and lines folded at 75 octets (3.1).
import { formatMoney } from "@/lib/format";
import { SLOT_MINUTES } from "@/lib/schedule/slots";
import type { AppointmentStatus } from "@/lib/appointments/status";
import type { AppointmentDTO } from "@/lib/appointments/serialize";

export type CalendarPerson = { name: string; email: string };

export type CalendarEvent = {
  /** Globally unique and stable, so re-importing updates the same event. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  /** TENTATIVE for pending, CONFIRMED, or CANCELLED. */
  status?: "TENTATIVE" | "CONFIRMED" | "CANCELLED";
  /** When the file was generated (DTSTAMP). */
  stamp?: Date;
  /**
   * PUBLISH (default): a file to import. REQUEST: an invitation sent by
   * email. CANCEL: withdraws the invitation of the same UID.
   */
  method?: "PUBLISH" | "REQUEST" | "CANCEL";
  /** Revision of the event; a CANCEL must carry a higher one than the REQUEST it withdraws. */
  sequence?: number;
  /** Who sends the invitation (REQUEST and CANCEL require one). */
  organizer?: CalendarPerson;
  attendees?: CalendarPerson[];
};

const CRLF = "\r\n";

/** 2025-03-10T09:30:00.000Z -> 20250310T093000Z */
export function icsUtc(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError("Invalid date");
  return date.toISOString().replace(/\.\d{3}Z$/, "Z").replace(/[-:]/g, "");
}

/** Escapes a TEXT value: backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/**
 * Folds a content line so no physical line exceeds 75 octets: continuation
 * lines start with one space. Never splits a UTF-8 character.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const out: string[] = [];
  let current = "";
  let octets = 0;
  let limit = 75;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    if (octets + size > limit) {
      out.push(current);
      current = "";
      octets = 0;
      limit = 74; // the leading space of a continuation line counts
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

/**
 * A parameter value (CN=...): quoted, since names hold commas and colons;
 * double quotes and control characters cannot appear in one (3.2) and are dropped.
 */
function paramText(value: string): string {
  const kept = [...value].filter((ch) => {
    const code = ch.codePointAt(0) ?? 0;
    return ch !== '"' && code >= 0x20 && code !== 0x7f;
  });
  return `"${kept.join("")}"`;
}

function person(property: "ORGANIZER" | "ATTENDEE", who: CalendarPerson): string {
  const extra = property === "ATTENDEE" ? ";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE" : "";
  return `${property};CN=${paramText(who.name)}${extra}:mailto:${who.email}`;
}

/** The UID of an appointment's event, the same in the downloaded file and in every email about it. */
export function appointmentEventUid(appointmentId: string, siteUrl: string): string {
  let host = "";
  try {
    host = new URL(siteUrl).hostname;
  } catch {
    // a malformed SITE_URL still gives a stable UID
  }
  return `${appointmentId}@${host || "careslot"}`;
}

/** One VCALENDAR with a single VEVENT, as the text of an .ics file. */
export function buildIcs(event: CalendarEvent): string {
  if (event.end.getTime() <= event.start.getTime()) throw new RangeError("An event must end after it starts");
  const method = event.method ?? "PUBLISH";
  if (method !== "PUBLISH" && !event.organizer) throw new RangeError(`METHOD:${method} needs an organizer`);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//CareSlot//Appointments//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    ...(event.sequence !== undefined ? [`SEQUENCE:${Math.max(0, Math.floor(event.sequence))}`] : []),
    `DTSTAMP:${icsUtc(event.stamp ?? new Date())}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.status ? [`STATUS:${event.status}`] : []),
    ...(event.organizer ? [person("ORGANIZER", event.organizer)] : []),
    ...(event.attendees ?? []).map((a) => person("ATTENDEE", a)),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** An appointment's status as an iCalendar event STATUS (the download and the emails' attachments). */
export const EVENT_STATUS: Record<AppointmentStatus, NonNullable<CalendarEvent["status"]>> = {
  pending: "TENTATIVE",
  confirmed: "CONFIRMED",
  checked_in: "CONFIRMED",
  completed: "CONFIRMED",
  cancelled: "CANCELLED",
  no_show: "CONFIRMED",
};

/**
 * The calendar event of an appointment: one slot long, the fee in the clinic's
 * currency, and a link back to the appointment on `site` (the app's origin).
 */
export function appointmentEvent(a: AppointmentDTO, site: string, sequence?: number): CalendarEvent {
  const start = new Date(a.startsAt);
  const page = new URL(`/my-appointments/${a._id}`, site).toString();
  const description = [
    `${a.doctor.speciality} appointment with ${a.doctor.name} (${SLOT_MINUTES} minutes).`,
    a.reason ? `Reason: ${a.reason}` : null,
    `Fee: ${formatMoney(a.amount)}`,
    `Details or cancel: ${page}`,
  ].filter(Boolean);
  return {
    uid: appointmentEventUid(a._id, site),
    start,
    end: new Date(start.getTime() + SLOT_MINUTES * 60_000),
    summary: `Appointment with ${a.doctor.name} (${a.doctor.speciality})`,
    description: description.join("\n"),
    location: a.doctor.user.address || undefined,
    url: page,
    status: EVENT_STATUS[a.status],
    sequence,
  };
}

/** A safe file name for the download, e.g. "careslot-appointment-2025-03-10.ics". */
export function icsFileName(date: string): string {
  return `careslot-appointment-${date.replace(/[^0-9-]/g, "")}.ics`;
}
