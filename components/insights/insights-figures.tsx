// Every insights figure of a range (issue 28), for the admin's /admin/insights and a doctor's
// /doctor/insights: the same pictures, over the figures the page read (lib/insights/view.ts).
import { CalendarDays, DollarSign, Hourglass, UserX } from "lucide-react";
import { StatCard, StatGrid } from "@/components/dashboard/stat-card";
import { DataTable, Figure } from "@/components/insights/figure";
import { Heatmap, heatmapHours, WEEKDAY_ORDER } from "@/components/insights/heatmap";
import { DaysChart, LeadTimeChart, RankBarsChart, RatesChart, WeeklyBarsChart } from "@/components/insights/lazy-charts";
import { formatDate, formatMoney, formatRate, weekdayName } from "@/lib/format";
import {
  bookedOf,
  bookingsSummary,
  heatmapSummary,
  hourRange,
  leadTimeSummary,
  rangeRates,
  ratesSummary,
  revenueSummary,
  utilisationShare,
  utilisationSummary,
  visitTypesSummary,
} from "@/lib/insights/summaries";
import type { InsightsView } from "@/lib/insights/view";

/** Doctors drawn as bars; the table lists every doctor up to TABLE_ALL, else the fullest and emptiest TABLE_ENDS. */
const CHART_DOCTORS = 10;
const TABLE_ALL = 100;
const TABLE_ENDS = 50;

const rate = (r: number | null) => (r === null ? "—" : formatRate(r));
const num = (n: number | null) => (n === null ? "—" : String(n));
const hours = (minutes: number) => (Math.round(minutes / 6) / 10).toLocaleString("en-US");

/** The week (its Monday) a clinic date falls in, among the figures' weeks. */
function weekOf(weeks: InsightsView["insights"]["weeks"], date: string | null): string | null {
  if (!date) return null;
  return weeks.findLast((w) => w.weekStart <= date)?.weekStart ?? null;
}

export function InsightsFigures({ view, doctorView = false }: { view: InsightsView; doctorView?: boolean }) {
  const { insights } = view;
  const { days, weeks, utilisation, visitTypes } = insights;
  const booked = days.reduce((n, d) => n + bookedOf(d), 0);
  const { noShowRate } = rangeRates(days);
  const revenue = weeks.reduce((n, w) => n + w.revenue, 0);
  const reminders = view.remindersFrom && view.remindersFrom >= insights.from && view.remindersFrom <= insights.to ? view.remindersFrom : null;
  const hourSpan = heatmapHours(insights.heatmap);
  const ranked = utilisation.filter((u) => u.workingMinutes > 0 || u.bookedMinutes > 0);
  const tableDoctors = ranked.length <= TABLE_ALL ? ranked : [...ranked.slice(0, TABLE_ENDS), ...ranked.slice(-TABLE_ENDS)];

  return (
    <>
      <StatGrid columns={4}>
        <StatCard label="Visits booked" value={booked.toLocaleString("en-US")} icon={CalendarDays} tone="blue" hint="Not cancelled" />
        <StatCard label="No-show rate" value={noShowRate === null ? "—" : formatRate(noShowRate)} icon={UserX} tone="amber" hint="Of visits with an outcome" />
        <StatCard label={doctorView ? "Earnings" : "Revenue"} value={formatMoney(revenue)} icon={DollarSign} tone="green" hint="Completed visits" />
        <StatCard label="Refilled from the waitlist" value={insights.waitlistRefills} icon={Hourglass} tone="violet" hint="Freed times claimed" />
      </StatGrid>

      <div className="grid gap-4 lg:grid-cols-2">
        <Figure
          id="days"
          className="lg:col-span-2"
          title="Appointments per day"
          summary={bookingsSummary(view)}
          chart={<DaysChart days={days} />}
          table={
            <DataTable
              caption="Appointments per day by status"
              columns={["Date", "Completed", "No-show", "Cancelled", "Open", "Total"]}
              rows={days.map((d) => [formatDate(d.date), d.completed, d.noShow, d.cancelled, d.open, d.completed + d.noShow + d.cancelled + d.open])}
            />
          }
        />
        <Figure
          id="heatmap"
          className="lg:col-span-2"
          title="When patients come"
          summary={heatmapSummary(insights.heatmap)}
          chart={<Heatmap heatmap={insights.heatmap} />}
          table={
            <DataTable
              caption="Booked visits by weekday and hour"
              columns={["Weekday", ...hourSpan.map(hourRange)]}
              rows={WEEKDAY_ORDER.map((wd) => [weekdayName(wd), ...hourSpan.map((h) => insights.heatmap[wd * 24 + h]?.count ?? 0)])}
            />
          }
        />
        <Figure
          id="rates"
          title="No-shows and cancellations per week"
          summary={ratesSummary(view)}
          chart={<RatesChart weeks={weeks} reminderWeek={weekOf(weeks, reminders)} />}
          table={
            <DataTable
              caption="No-show and cancellation rates per week"
              columns={["Week of", "No-show rate", "Cancellation rate"]}
              rows={weeks.map((w) => [formatDate(w.weekStart), rate(w.noShowRate), rate(w.cancellationRate)])}
              note={reminders ? `Reminder emails started on ${formatDate(reminders)}.` : undefined}
            />
          }
        />
        <Figure
          id="lead-time"
          title="How far ahead visits are booked"
          summary={leadTimeSummary(weeks)}
          chart={<LeadTimeChart weeks={weeks} />}
          table={
            <DataTable
              caption="Days between booking and visit per week"
              columns={["Week of", "Median (days)", "90th percentile (days)"]}
              rows={weeks.map((w) => [formatDate(w.weekStart), num(w.leadTimeMedianDays), num(w.leadTimeP90Days)])}
            />
          }
        />
        <Figure
          id="revenue"
          title={doctorView ? "Earnings per week" : "Revenue per week"}
          summary={revenueSummary(insights)}
          chart={<WeeklyBarsChart data={weeks.map((w) => ({ weekStart: w.weekStart, value: w.revenue }))} series={doctorView ? "Earnings" : "Revenue"} money />}
          table={<DataTable caption="Completed visits' amounts per week" columns={["Week of", doctorView ? "Earnings" : "Revenue"]} rows={weeks.map((w) => [formatDate(w.weekStart), formatMoney(w.revenue)])} />}
        />
        <Figure
          id="visit-types"
          title="Visit types"
          summary={visitTypesSummary(insights)}
          chart={<RankBarsChart data={visitTypes.slice(0, CHART_DOCTORS).map((t) => ({ name: t.name, value: t.count }))} series="Visits" />}
          table={
            <DataTable
              caption="Booked visits per visit type"
              columns={["Visit type", "Visits"]}
              rows={[...visitTypes.map((t) => [t.name, t.count]), ["Refilled from the waitlist", insights.waitlistRefills]]}
            />
          }
        />
        <Figure
          id="utilisation"
          className="lg:col-span-2"
          title={doctorView ? "Your utilisation" : "Utilisation per doctor"}
          summary={utilisationSummary(utilisation)}
          chart={<RankBarsChart data={ranked.slice(0, CHART_DOCTORS).map((u) => ({ name: u.name, value: utilisationShare(u) }))} series="Booked of working time" share />}
          table={
            <DataTable
              caption="Booked and working hours per doctor, fullest first"
              columns={["Doctor", "Booked (h)", "Working (h)", "Booked share"]}
              rows={tableDoctors.map((u) => [u.name, hours(u.bookedMinutes), hours(u.workingMinutes), u.workingMinutes > 0 ? formatRate(utilisationShare(u)) : "—"])}
              note={
                ranked.length > TABLE_ALL
                  ? `The ${TABLE_ENDS} fullest and ${TABLE_ENDS} emptiest of ${ranked.length.toLocaleString("en-US")} doctors; choose a speciality or a doctor, or download the CSV, for the others.`
                  : undefined
              }
            />
          }
        />
      </div>
    </>
  );
}
