// The one-line summary above each insights figure (issue 28), worked out from the figures alone
// (pure functions, unit-tested): what a manager would say reading the chart. They are also the
// charts' text alternatives, beside each chart's "Show as table".
import { formatDate, formatMoney, formatRate, plural, weekdayName } from "@/lib/format";
import { formatSlotTime } from "@/lib/clinic-time";
import type { Insights } from "@/lib/insights/schema";
import type { InsightsView } from "@/lib/insights/view";

type Day = Insights["days"][number];

/** Visits that held the doctor's time: open, completed or no-show (every status but cancelled). */
export const bookedOf = (d: Day) => d.completed + d.noShow + d.open;

const sum = <T>(items: T[], f: (t: T) => number) => items.reduce((n, t) => n + f(t), 0);

/** "Bookings up 12% on the previous 30 days (412 visits)". */
export function bookingsSummary({ insights, previous }: Pick<InsightsView, "insights" | "previous">): string {
  const now = sum(insights.days, bookedOf);
  const span = `the previous ${plural(previous.days, "day")}`;
  if (previous.booked === 0) return now === 0 ? `No visits booked in this range or ${span}` : `${plural(now, "visit")} booked; none in ${span}`;
  const change = Math.round(((now - previous.booked) / previous.booked) * 100);
  if (change === 0) return `Bookings level with ${span} (${plural(now, "visit")})`;
  return `Bookings ${change > 0 ? "up" : "down"} ${Math.abs(change)}% on ${span} (${plural(now, "visit")})`;
}

/** An hour of the day as a range: 10 -> "10:00 AM–11:00 AM". */
export const hourRange = (hour: number) => `${formatSlotTime(hour * 60)}–${formatSlotTime(((hour + 1) % 24) * 60)}`;

/** "Busiest weekday: Tuesday (120 visits); busiest hour: Tuesday 10:00 AM–11:00 AM (48)". */
export function heatmapSummary(heatmap: Insights["heatmap"]): string {
  const byDay = new Array<number>(7).fill(0);
  let top = heatmap[0];
  for (const cell of heatmap) {
    byDay[cell.weekday] += cell.count;
    if (cell.count > (top?.count ?? 0)) top = cell;
  }
  if (!top || top.count === 0) return "No visits booked in this range";
  const day = byDay.indexOf(Math.max(...byDay));
  return `Busiest weekday: ${weekdayName(day)} (${plural(byDay[day], "visit")}); busiest hour: ${weekdayName(top.weekday)} ${hourRange(top.hour)} (${top.count})`;
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
export function ratesSummary({ insights, remindersFrom }: Pick<InsightsView, "insights" | "remindersFrom">): string {
  const { noShowRate, cancellationRate } = rangeRates(insights.days);
  const parts = [
    noShowRate === null ? "No visits with an outcome yet" : `No-shows ${formatRate(noShowRate)}`,
    cancellationRate === null ? null : `cancellations ${formatRate(cancellationRate)} over the range`,
  ].filter(Boolean);
  const inRange = remindersFrom && remindersFrom >= insights.from && remindersFrom <= insights.to;
  return parts.join(", ") + (inRange ? `; reminders started ${formatDate(remindersFrom)}` : "");
}

/** Days with at most one decimal: 3.25 -> "3.3", 4 -> "4". */
const daysText = (n: number) => `${Math.round(n * 10) / 10} ${Math.round(n * 10) === 10 ? "day" : "days"}`;

/** "Week of 16/11/2026: half booked within 3.2 days of the visit, 90% within 12 days". */
export function leadTimeSummary(weeks: Insights["weeks"]): string {
  const last = weeks.findLast((w) => w.leadTimeMedianDays !== null);
  if (!last || last.leadTimeMedianDays === null || last.leadTimeP90Days === null) return "No visits booked in this range";
  return `Week of ${formatDate(last.weekStart)}: half booked within ${daysText(last.leadTimeMedianDays)} of the visit, 90% within ${daysText(last.leadTimeP90Days)}`;
}

/** "$12,400 from 310 completed visits". */
export function revenueSummary(insights: Insights): string {
  const completed = sum(insights.days, (d) => d.completed);
  return `${formatMoney(sum(insights.weeks, (w) => w.revenue))} from ${plural(completed, "completed visit")}`;
}

/** Booked over working minutes, 0 without working minutes. */
export const utilisationShare = (u: Insights["utilisation"][number]) => (u.workingMinutes > 0 ? u.bookedMinutes / u.workingMinutes : 0);

/** "Fullest: Dr. Ana Ruiz (92%); emptiest: Dr. Ben Li (4%)" (the list comes highest first). */
export function utilisationSummary(utilisation: Insights["utilisation"]): string {
  const working = utilisation.filter((u) => u.workingMinutes > 0);
  if (working.length === 0) return "No working hours in this range";
  const [first, last] = [working[0], working.at(-1)!];
  if (working.length === 1) return `${first.name}: ${formatRate(utilisationShare(first))} of working time booked`;
  return `Fullest: ${first.name} (${formatRate(utilisationShare(first))}); emptiest: ${last.name} (${formatRate(utilisationShare(last))})`;
}

/** "Most booked: General consultation (80 of 100 visits); 3 refilled from the waitlist". */
export function visitTypesSummary(insights: Insights): string {
  const total = sum(insights.visitTypes, (t) => t.count);
  const top = insights.visitTypes[0];
  const refills = `${insights.waitlistRefills} refilled from the waitlist`;
  return top ? `Most booked: ${top.name} (${top.count} of ${plural(total, "visit")}); ${refills}` : `No visits booked; ${refills}`;
}
