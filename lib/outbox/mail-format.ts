// Dates and times as emails show them: always in the clinic's zone and with
// the zone named, since the reader may be anywhere. Times are the slot labels
// of the app ("10:00 AM"); the date is written out ("Monday 10 March 2026"),
// which no reader can misread as month/day.
import { clinicMinutesOf, formatSlotTime, timeZoneLabel } from "@/lib/clinic-time";

/** "CET (Europe/Berlin)"; just "UTC" when both names are the same. */
export function zoneName(tz: string, at: Date): string {
  const label = timeZoneLabel(tz, at);
  return label === tz ? tz : `${label} (${tz})`;
}

export type When = {
  /** "Monday 10 March 2026" */
  date: string;
  /** "10:00 AM – 10:30 AM" */
  time: string;
  /** "CET (Europe/Berlin)" */
  zone: string;
  /** "Monday 10 March 2026, 10:00 AM – 10:30 AM CET (Europe/Berlin)" */
  full: string;
  /** "Mon 10 Mar, 10:00 AM CET": for subject lines. */
  short: string;
};

const dateFormat = (tz: string, style: "long" | "short") =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone: tz,
    weekday: style,
    day: "numeric",
    month: style,
    ...(style === "long" ? { year: "numeric" as const } : {}),
  });

export function formatWhen(start: Date, end: Date, tz: string): When {
  // en-GB writes "Monday 10 March 2026"; some runtimes add a comma after the weekday.
  const date = dateFormat(tz, "long").format(start).replace(",", "");
  const from = formatSlotTime(clinicMinutesOf(start, tz));
  const to = formatSlotTime(clinicMinutesOf(end, tz));
  const zone = zoneName(tz, start);
  return {
    date,
    time: `${from} – ${to}`,
    zone,
    full: `${date}, ${from} – ${to} ${zone}`,
    short: `${dateFormat(tz, "short").format(start).replace(",", "")}, ${from} ${timeZoneLabel(tz, start)}`,
  };
}

/** "Monday 10 March 2026, 02:37 PM CET (Europe/Berlin)": one instant, such as when a link stops working. */
export function formatInstant(at: Date, tz: string): string {
  return `${formatWhen(at, at, tz).date}, ${formatSlotTime(clinicMinutesOf(at, tz))} ${zoneName(tz, at)}`;
}
