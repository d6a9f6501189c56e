// iCalendar (RFC 5545) files for "Add to calendar", for the emails'
// invitations (RFC 5546 iTIP: METHOD:REQUEST, and METHOD:CANCEL with the same
// UID and a higher SEQUENCE) and for the doctor's calendar subscription
// (calendar-feed.ts). The text is written by ical-generator (escaping, folding
// at 75 octets, CRLF); this module decides what goes in: times in UTC, one UID
// per appointment wherever it appears, its SEQUENCE, and the cancelled form.
// The events' words (summary, description) are in a language (issue 29): the
// page's for the download, the recipient's in emails, the doctor's in the feed.
import { createTranslator } from "next-intl";
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  ICalEventTransparency,
  type ICalEventData,
} from "ical-generator";
import { formatMoney } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/messages";
import { specialityName } from "@/lib/clinic/speciality-names";
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
  /** Revision of the event; a CANCEL must carry a higher one than the REQUEST it withdraws. Absent: 0. */
  sequence?: number;
  /** Who sends the invitation (REQUEST and CANCEL require one). */
  organizer?: CalendarPerson;
  attendees?: CalendarPerson[];
};

/** A calendar of many events (the subscription): one METHOD for all. */
export type CalendarDocument = {
  /** Shown as the calendar's name by the apps that subscribe (NAME, X-WR-CALNAME). */
  name?: string;
  method?: CalendarEvent["method"];
  /** How often a subscribing app should fetch it again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshSeconds?: number;
  events: Omit<CalendarEvent, "method">[];
};

const PRODID = { company: "CareSlot", product: "Appointments", language: "EN" };
const METHOD = { PUBLISH: ICalCalendarMethod.PUBLISH, REQUEST: ICalCalendarMethod.REQUEST, CANCEL: ICalCalendarMethod.CANCEL };
const STATUS = { TENTATIVE: ICalEventStatus.TENTATIVE, CONFIRMED: ICalEventStatus.CONFIRMED, CANCELLED: ICalEventStatus.CANCELLED };

function checkedDate(date: Date): Date {
  if (Number.isNaN(date.getTime())) throw new RangeError("Invalid date");
  return date;
}

/** The UID of an appointment's event, the same in the downloaded file, in every email about it and in the doctor's feed. */
export function appointmentEventUid(appointmentId: string, siteUrl: string): string {
  let host = "";
  try {
    host = new URL(siteUrl).hostname;
  } catch {
    // a malformed SITE_URL still gives a stable UID
  }
  return `${appointmentId}@${host || "careslot"}`;
}

function eventData(event: Omit<CalendarEvent, "method">): ICalEventData {
  const start = checkedDate(event.start);
  const end = checkedDate(event.end);
  if (end.getTime() <= start.getTime()) throw new RangeError("An event must end after it starts");
  return {
    id: event.uid,
    sequence: Math.max(0, Math.floor(event.sequence ?? 0)),
    stamp: event.stamp ?? new Date(),
    start,
    end,
    summary: event.summary,
    description: event.description || null,
    location: event.location || null,
    url: event.url || null,
    status: event.status ? STATUS[event.status] : null,
    // A cancelled visit no longer makes the doctor or the patient busy.
    transparency: event.status === "CANCELLED" ? ICalEventTransparency.TRANSPARENT : null,
    organizer: event.organizer ?? null,
    attendees: (event.attendees ?? []).map((a) => ({
      name: a.name,
      email: a.email,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.ACCEPTED,
      rsvp: false,
    })),
  };
}

/** A VCALENDAR holding any number of VEVENTs, as the text of an .ics file (CRLF after every line). */
export function buildCalendar(doc: CalendarDocument): string {
  const method = doc.method ?? "PUBLISH";
  if (method !== "PUBLISH" && doc.events.some((e) => !e.organizer)) throw new RangeError(`METHOD:${method} needs an organizer`);
  const calendar = ical({
    prodId: PRODID,
    scale: "GREGORIAN",
    method: METHOD[method],
    name: doc.name ?? null,
    ttl: doc.refreshSeconds ?? null,
    events: doc.events.map(eventData),
  });
  // RFC 5545 3.1: every content line ends with CRLF, the last one too.
  return `${calendar.toString()}\r\n`;
}

/** One VCALENDAR with a single VEVENT, as the text of an .ics file. */
export function buildIcs(event: CalendarEvent): string {
  const { method, ...rest } = event;
  return buildCalendar({ method, events: [rest] });
}

/** An appointment's status as an iCalendar event STATUS (the download, the emails' attachments, the doctor's feed). */
export const EVENT_STATUS: Record<AppointmentStatus, NonNullable<CalendarEvent["status"]>> = {
  pending: "TENTATIVE",
  confirmed: "CONFIRMED",
  checked_in: "CONFIRMED",
  completed: "CONFIRMED",
  cancelled: "CANCELLED",
  no_show: "CONFIRMED",
};

/** The words of calendar events in `locale` (messages/emails, "CalendarText"). */
export function calendarText(locale: Locale) {
  return createTranslator({ locale, messages: messagesFor(locale), namespace: "CalendarText" });
}

/**
 * The doctor's speciality in `locale` (issue 40), as the pages say it: one of SPEC's translated,
 * one the clinic typed as entered (lib/clinic/speciality-names.ts).
 */
export function specialityIn(stored: string, locale: Locale): string {
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: "SpecialityNames" });
  return specialityName(stored, (key) => t(key));
}

/** The visit as titles name it: "Follow-up · 15 min". */
export function visitLabel(visitTypeName: string, minutes: number, locale: Locale = "en"): string {
  return calendarText(locale)("visitLabel", { name: visitTypeName, minutes: String(minutes) });
}

/**
 * The calendar event of an appointment: its real start and end, the visit
 * type and length in the title, the fee in the clinic's currency, and a link
 * back to the appointment on `site` (the app's origin). A video visit takes
 * place at its meeting link (LOCATION and URL); one in person at the doctor's
 * address.
 */
export function appointmentEvent(a: AppointmentDTO, site: string, sequence?: number, locale: Locale = "en"): CalendarEvent {
  const t = calendarText(locale);
  const start = new Date(a.startsAt);
  const end = new Date(a.endsAt);
  const minutes = Math.round((end.getTime() - start.getTime()) / 60_000);
  const page = new URL(`/my-appointments/${a._id}`, site).toString();
  const video = a.visitType.mode === "video" && a.videoUrl ? a.videoUrl : null;
  const speciality = specialityIn(a.doctor.speciality, locale);
  const about = { visit: a.visitType.name, speciality, doctor: a.doctor.name, count: minutes, minutes: String(minutes) };
  const description = [
    video ? t("downloadDescriptionVideo", about) : t("downloadDescription", about),
    video ? t("joinTheVideoVisit", { url: video }) : null,
    a.reason ? t("eventReason", { reason: a.reason }) : null,
    t("eventFee", { fee: formatMoney(a.amount, locale) }),
    t("eventDetails", { url: page }),
  ].filter(Boolean);
  return {
    uid: appointmentEventUid(a._id, site),
    start,
    end,
    summary: t("eventSummary", { visit: visitLabel(a.visitType.name, minutes, locale), doctor: a.doctor.name, speciality }),
    description: description.join("\n"),
    location: video ?? (a.doctor.user.address || undefined),
    url: video ?? page,
    status: EVENT_STATUS[a.status],
    sequence,
  };
}

/** A safe file name for the download, e.g. "careslot-appointment-2025-03-10.ics". */
export function icsFileName(date: string): string {
  return `careslot-appointment-${date.replace(/[^0-9-]/g, "")}.ics`;
}
