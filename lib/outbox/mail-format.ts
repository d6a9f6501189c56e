// Dates and times as emails show them: always in the clinic's zone and with
// the zone named, since the reader may be anywhere. Times are the slot labels
// of the app ("10:00 AM"); the date is written out ("Monday 10 March 2026"),
// which no reader can misread as month/day.
//
// Languages (issue 29): each function takes the email's language last,
// English by default and exactly as before; the others write the date with
// Intl's names ("mardi 10 mars 2026") and the 24-hour clock of their pages
// (displaySlotTime), Arabic with Latin digits (lib/i18n/format.ts intlLocale).
import { clinicMinutesOf, displaySlotTime, formatSlotTime, timeZoneLabel } from "@/lib/clinic-time";
import { intlLocale } from "@/lib/i18n/format";
import { localeDirection, type Locale } from "@/lib/i18n/locales";

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

const dateFormat = (tz: string, style: "long" | "short", locale: Locale = "en") =>
  new Intl.DateTimeFormat(locale === "en" ? "en-GB" : intlLocale(locale), {
    timeZone: tz,
    weekday: style,
    day: "numeric",
    month: style,
    ...(style === "long" ? { year: "numeric" as const } : {}),
  });

/**
 * A time or a zone name kept left to right inside right-to-left text ("10:00 – 10:30",
 * "GMT+1 (Europe/Berlin)"), so its parts do not swap places around Arabic words: Unicode
 * isolates (LRI ... PDI), which subject lines and plain text keep as well as HTML.
 */
export function keepLtr(text: string, locale: Locale): string {
  return localeDirection(locale) === "rtl" ? `\u2066${text}\u2069` : text;
}

/**
 * Text as someone entered it (a name with its speciality, an address, a reason) kept in its own
 * direction inside right-to-left text, so "Dr. Sarah Patel (Cardiologist)" keeps its brackets
 * in place: a first-strong isolate (FSI ... PDI).
 */
export function isolate(text: string, locale: Locale): string {
  return localeDirection(locale) === "rtl" ? `\u2068${text}\u2069` : text;
}

/** The comma between a date and a time: Arabic writes its own. */
const comma = (locale: Locale) => (locale === "ar" ? "، " : ", ");

export function formatWhen(start: Date, end: Date, tz: string, locale: Locale = "en"): When {
  const zone = zoneName(tz, start);
  if (locale !== "en") {
    const date = dateFormat(tz, "long", locale).format(start);
    const from = displaySlotTime(clinicMinutesOf(start, tz), locale);
    const to = displaySlotTime(clinicMinutesOf(end, tz), locale);
    const time = keepLtr(`${from} – ${to}`, locale);
    return {
      date,
      time,
      zone: keepLtr(zone, locale),
      full: `${date}${comma(locale)}${time} ${keepLtr(zone, locale)}`,
      short: `${dateFormat(tz, "short", locale).format(start)}${comma(locale)}${keepLtr(`${from} ${timeZoneLabel(tz, start)}`, locale)}`,
    };
  }
  // en-GB writes "Monday 10 March 2026"; some runtimes add a comma after the weekday.
  const date = dateFormat(tz, "long").format(start).replace(",", "");
  const from = formatSlotTime(clinicMinutesOf(start, tz));
  const to = formatSlotTime(clinicMinutesOf(end, tz));
  return {
    date,
    time: `${from} – ${to}`,
    zone,
    full: `${date}, ${from} – ${to} ${zone}`,
    short: `${dateFormat(tz, "short").format(start).replace(",", "")}, ${from} ${timeZoneLabel(tz, start)}`,
  };
}

/** "Monday 10 March 2026, 02:37 PM CET (Europe/Berlin)": one instant, such as when a link stops working. */
export function formatInstant(at: Date, tz: string, locale: Locale = "en"): string {
  return `${formatWhen(at, at, tz, locale).date}${comma(locale)}${keepLtr(`${displaySlotTime(clinicMinutesOf(at, tz), locale)} ${zoneName(tz, at)}`, locale)}`;
}
