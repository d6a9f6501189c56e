// The one-line summary above each insights figure (issue 28), worked out from the figures alone
// (pure functions, unit-tested): what a manager would say reading the chart. They are also the
// charts' text alternatives, beside each chart's "Show as table".
//
// Languages (issue 29): each takes the page's language last (English by default, SPEC's wording
// unchanged) and words it with the InsightsSummaries messages. Counts are handed to the messages
// as text, so Arabic keeps Latin digits as everywhere else (lib/i18n/format.ts).
import { createTranslator } from "next-intl";
import { formatDate, formatMoney, formatRate, intlLocale, weekdayName } from "@/lib/i18n/format";
import { displaySlotTime } from "@/lib/clinic-time";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/messages";
import type { Insights } from "@/lib/insights/insights-schema";
import type { InsightsView } from "@/lib/insights/view";

type Day = Insights["days"][number];

/** Visits that held the doctor's time: open, completed or no-show (every status but cancelled). */
export const bookedOf = (d: Day) => d.completed + d.noShow + d.open;

const sum = <T>(items: T[], f: (t: T) => number) => items.reduce((n, t) => n + f(t), 0);

const translator = (locale: Locale) => createTranslator({ locale, messages: messagesFor(locale), namespace: "InsightsSummaries" });

/** A count as the summaries write it: "1234" in English (as before), grouped in the other languages. */
const countText = (n: number, locale: Locale) => (locale === "en" ? String(n) : new Intl.NumberFormat(intlLocale(locale)).format(n));

/** A weekday inside a sentence: Spanish and French write it in lower case ("vendredi"). */
const dayInSentence = (day: number, locale: Locale) => (locale === "es" || locale === "fr" ? weekdayName(day, locale).toLocaleLowerCase(locale) : weekdayName(day, locale));

/** "412 visits" */
const visitsText = (n: number, locale: Locale) => translator(locale)("visits", { count: n, n: countText(n, locale) });

/** "Bookings up 12% on the previous 30 days (412 visits)". */
export function bookingsSummary({ insights, previous }: Pick<InsightsView, "insights" | "previous">, locale: Locale = DEFAULT_LOCALE): string {
  const t = translator(locale);
  const now = sum(insights.days, bookedOf);
  const span = t("previousDays", { count: previous.days, n: countText(previous.days, locale) });
  if (previous.booked === 0) return now === 0 ? t("noneInEither", { span }) : t("noneBefore", { visits: visitsText(now, locale), span });
  const change = Math.round(((now - previous.booked) / previous.booked) * 100);
  if (change === 0) return t("level", { span, visits: visitsText(now, locale) });
  const args = { change: formatRate(Math.abs(change) / 100, locale), span, visits: visitsText(now, locale) };
  return change > 0 ? t("up", args) : t("down", args);
}

/** An hour of the day as a range: 10 -> "10:00 AM–11:00 AM" ("10:00–11:00" in the other languages). */
export const hourRange = (hour: number, locale: Locale = DEFAULT_LOCALE) =>
  `${displaySlotTime(hour * 60, locale)}–${displaySlotTime(((hour + 1) % 24) * 60, locale)}`;

/** "Busiest weekday: Tuesday (120 visits); busiest hour: Tuesday 10:00 AM–11:00 AM (48)". */
export function heatmapSummary(heatmap: Insights["heatmap"], locale: Locale = DEFAULT_LOCALE): string {
  const t = translator(locale);
  const byDay = new Array<number>(7).fill(0);
  let top = heatmap[0];
  for (const cell of heatmap) {
    byDay[cell.weekday] += cell.count;
    if (cell.count > (top?.count ?? 0)) top = cell;
  }
  if (!top || top.count === 0) return t("noVisitsInRange");
  const day = byDay.indexOf(Math.max(...byDay));
  return t("busiest", {
    day: dayInSentence(day, locale),
    visits: visitsText(byDay[day], locale),
    hourDay: dayInSentence(top.weekday, locale),
    hours: hourRange(top.hour, locale),
    count: countText(top.count, locale),
  });
}

/** The range's rates, each over its own visits (as the weeks' are): null without any. */
export function rangeRates(days: Insights["days"]): { noShowRate: number | null; cancellationRate: number | null } {
  const completed = sum(days, (d) => d.completed);
  const noShow = sum(days, (d) => d.noShow);
  const cancelled = sum(days, (d) => d.cancelled);
  const all = sum(days, (d) => d.completed + d.noShow + d.cancelled + d.open);
  return { noShowRate: completed + noShow ? noShow / (completed + noShow) : null, cancellationRate: all ? cancelled / all : null };
}

/** "No-shows 8%, cancellations 12% over the range; reminders started 03/11/2026". */
export function ratesSummary({ insights, remindersFrom }: Pick<InsightsView, "insights" | "remindersFrom">, locale: Locale = DEFAULT_LOCALE): string {
  const t = translator(locale);
  const { noShowRate, cancellationRate } = rangeRates(insights.days);
  const parts = [
    noShowRate === null ? t("noOutcomeYet") : t("noShows", { rate: formatRate(noShowRate, locale) }),
    cancellationRate === null ? null : t("cancellations", { rate: formatRate(cancellationRate, locale) }),
  ].filter(Boolean);
  const inRange = remindersFrom && remindersFrom >= insights.from && remindersFrom <= insights.to;
  return parts.join(t("listSeparator")) + (inRange ? t("remindersStarted", { date: formatDate(remindersFrom, locale) }) : "");
}

/** Days with at most one decimal: 3.25 -> "3.3 days", 1 -> "1 day". */
function daysText(n: number, locale: Locale): string {
  const rounded = Math.round(n * 10) / 10;
  const text = locale === "en" ? String(rounded) : new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 1 }).format(rounded);
  return translator(locale)("days", { count: rounded, n: text });
}

/** "Week of 16/11/2026: half booked within 3.2 days of the visit, 90% within 12 days". */
export function leadTimeSummary(weeks: Insights["weeks"], locale: Locale = DEFAULT_LOCALE): string {
  const t = translator(locale);
  const last = weeks.findLast((w) => w.leadTimeMedianDays !== null);
  if (!last || last.leadTimeMedianDays === null || last.leadTimeP90Days === null) return t("noVisitsInRange");
  return t("leadTime", { date: formatDate(last.weekStart, locale), median: daysText(last.leadTimeMedianDays, locale), p90: daysText(last.leadTimeP90Days, locale) });
}

/** "$12,400 from 310 completed visits". */
export function revenueSummary(insights: Insights, locale: Locale = DEFAULT_LOCALE): string {
  const completed = sum(insights.days, (d) => d.completed);
  return translator(locale)("revenue", { money: formatMoney(sum(insights.weeks, (w) => w.revenue), locale), count: completed, n: countText(completed, locale) });
}

/** Booked over working minutes, 0 without working minutes. */
export const utilisationShare = (u: Insights["utilisation"][number]) => (u.workingMinutes > 0 ? u.bookedMinutes / u.workingMinutes : 0);

/** "Fullest: Dr. Ana Ruiz (92%); emptiest: Dr. Ben Li (4%)" (the list comes highest first). */
export function utilisationSummary(utilisation: Insights["utilisation"], locale: Locale = DEFAULT_LOCALE): string {
  const t = translator(locale);
  const working = utilisation.filter((u) => u.workingMinutes > 0);
  if (working.length === 0) return t("noWorkingHours");
  const [first, last] = [working[0], working.at(-1)!];
  if (working.length === 1) return t("utilisationOne", { name: first.name, rate: formatRate(utilisationShare(first), locale) });
  return t("utilisation", {
    first: first.name,
    firstRate: formatRate(utilisationShare(first), locale),
    last: last.name,
    lastRate: formatRate(utilisationShare(last), locale),
  });
}

/** "Most booked: General consultation (80 of 100 visits); 3 refilled from the waitlist". */
export function visitTypesSummary(insights: Insights, locale: Locale = DEFAULT_LOCALE): string {
  const t = translator(locale);
  const total = sum(insights.visitTypes, (type) => type.count);
  const top = insights.visitTypes[0];
  const refills = t("refills", { count: insights.waitlistRefills, n: countText(insights.waitlistRefills, locale) });
  return top
    ? t("mostBooked", { name: top.name, count: countText(top.count, locale), visits: visitsText(total, locale), refills })
    : t("noVisitsBooked", { refills });
}
