// How the app writes dates, money and counts on screen (and in the calendar
// file). Pure and zone-free: clinic dates ("YYYY-MM-DD", already in the
// clinic's zone) are read as calendar days with UTC arithmetic, so server and
// client render the same text.
//
// Languages (issue 29): every function takes the page's language last,
// English by default. English output is exactly SPEC.md's; the other
// languages come from Intl (names of days and months, money, percentages).
// Arabic keeps Latin digits ("ar-u-nu-latn": the usage of Maghreb clinics,
// and times and prices read the same in every language). Dates stay
// dd/MM/yyyy in all four languages.
import type { Locale } from "@/lib/i18n/locales";
import { zonedDateTimeFormat } from "@/lib/clinic-time";

/** The Intl tag of a language: Arabic with Latin digits. */
export function intlLocale(locale: Locale): string {
  return locale === "ar" ? "ar-u-nu-latn" : locale === "en" ? "en-US" : locale;
}

/** Intl's formatter of calendar days: clinic dates are formatted as their UTC midnight. */
function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return zonedDateTimeFormat(intlLocale(locale), "UTC", options);
}

/** A clinic date as the UTC midnight Intl formats (the date is already the clinic's). */
function utcDay(date: string): Date {
  const { y, m, d } = parts(date);
  return new Date(Date.UTC(y, m - 1, d));
}

const capitalise = (text: string, locale: Locale) => text.charAt(0).toLocaleUpperCase(intlLocale(locale)) + text.slice(1);

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

function parts(date: string) {
  const [y, m, d] = date.split("-").map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return { y, m, d, weekday };
}

const pad = (n: number) => String(n).padStart(2, "0");

// ---- dates ------------------------------------------------------------------

/**
 * SPEC: dates are shown dd/MM/yyyy. Takes a clinic date or an ISO instant
 * (its date part, as dates of birth are stored): "2025-03-10" -> "10/03/2025";
 * "" for no date.
 */
export function formatDate(value: string | null | undefined, _locale: Locale = "en"): string {
  if (!value) return "";
  const [y, m, d] = value.slice(0, 10).split("-");
  return y && m && d ? `${d}/${m}/${y}` : value;
}

/** "2025-03-10" -> "Mon" */
export function weekdayShort(date: string, locale: Locale = "en"): string {
  if (locale !== "en") return capitalise(dateFormat(locale, { weekday: "short" }).format(utcDay(date)), locale);
  return WEEKDAYS[parts(date).weekday].slice(0, 3);
}

/** "2025-03-10" -> "Monday" */
export function weekdayLong(date: string, locale: Locale = "en"): string {
  if (locale !== "en") return capitalise(dateFormat(locale, { weekday: "long" }).format(utcDay(date)), locale);
  return WEEKDAYS[parts(date).weekday];
}

/** 1 -> "Monday" (0 = Sunday ... 6 = Saturday). */
export function weekdayName(day: number, locale: Locale = "en"): string {
  // 2023-01-01 was a Sunday.
  if (locale !== "en") return weekdayLong(`2023-01-${pad(1 + day)}`, locale);
  return WEEKDAYS[day];
}

/** "2025-03-10" -> "Mar" */
export function monthShort(date: string, locale: Locale = "en"): string {
  if (locale !== "en") return dateFormat(locale, { month: "short" }).format(utcDay(date));
  return MONTHS[parts(date).m - 1].slice(0, 3);
}

/** "2025-03-10" -> "10" */
export function dayOfMonth(date: string): string {
  return String(parts(date).d);
}

/** "2025-03-10" -> "Monday 10 March" (for screen readers and headings). */
export function spokenDate(date: string, locale: Locale = "en"): string {
  if (locale !== "en") return capitalise(dateFormat(locale, { weekday: "long", day: "numeric", month: "long" }).format(utcDay(date)), locale);
  const { m, d, weekday } = parts(date);
  return `${WEEKDAYS[weekday]} ${d} ${MONTHS[m - 1]}`;
}

/** "Mon, 10/03/2025" */
export function shortDateWithWeekday(date: string, locale: Locale = "en"): string {
  return `${weekdayShort(date, locale)}, ${formatDate(date)}`;
}

function addDays(date: string, days: number): string {
  const { y, m, d } = parts(date);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** "Today", "Tomorrow", or "Mon 10 Mar", relative to the clinic's today. */
export function relativeDay(date: string, today: string, locale: Locale = "en"): string {
  if (locale !== "en") {
    const offset = date === today ? 0 : date === addDays(today, 1) ? 1 : null;
    if (offset !== null) return capitalise(new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: "auto" }).format(offset, "day"), locale);
    return capitalise(dateFormat(locale, { weekday: "short", day: "numeric", month: "short" }).format(utcDay(date)), locale);
  }
  if (date === today) return "Today";
  if (date === addDays(today, 1)) return "Tomorrow";
  return `${weekdayShort(date)} ${dayOfMonth(date)} ${monthShort(date)}`;
}

// ---- money ------------------------------------------------------------------

/**
 * The one currency setting: an ISO 4217 code, USD unless NEXT_PUBLIC_CURRENCY
 * says otherwise. Written out in full so Next.js inlines it into client
 * bundles at build time; read on each call so tests can change it.
 */
export function currencyCode(): string {
  return process.env.NEXT_PUBLIC_CURRENCY || "USD";
}

const formatters = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: Locale = "en"): Intl.NumberFormat {
  const code = currencyCode();
  let format = formatters.get(`${locale}|${code}`);
  if (!format) {
    // Fees and amounts are whole currency units.
    format = new Intl.NumberFormat(intlLocale(locale), { style: "currency", currency: code, maximumFractionDigits: 0 });
    formatters.set(`${locale}|${code}`, format);
  }
  return format;
}

/** Fees and amounts wherever they are shown: 1250 -> "$1,250" (or "€1,250" for EUR). */
export function formatMoney(amount: number, locale: Locale = "en"): string {
  return moneyFormat(locale).format(amount);
}

/** The currency's sign for labels and input adornments: "$", "€". */
export function currencySymbol(locale: Locale = "en"): string {
  return moneyFormat(locale).formatToParts(0).find((p) => p.type === "currency")?.value ?? currencyCode();
}

// ---- words ------------------------------------------------------------------

/** 1 -> "1 patient", 3 -> "3 patients". English only: other languages use an ICU plural message. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A share 0..1 as a whole percentage: 0.125 -> "13%". */
export function formatRate(share: number, locale: Locale = "en"): string {
  if (locale !== "en") return new Intl.NumberFormat(intlLocale(locale), { style: "percent", maximumFractionDigits: 0 }).format(Math.round(share * 100) / 100);
  return `${Math.round(share * 100)}%`;
}
