// Every insights figure of a range (issue 28), for the admin's /admin/insights and a doctor's
// /doctor/insights: the same pictures, over the figures the page read (lib/insights/view.ts).
import { getLocale, getTranslations } from "next-intl/server";
import { CalendarDays, DollarSign, Hourglass, UserX } from "lucide-react";
import { ClientMessages } from "@/components/intl/client-messages";
import { StatCard, StatGrid } from "@/components/dashboard/stat-card";
import { DataTable, Figure } from "@/components/insights/figure";
import { Heatmap, heatmapHours, WEEKDAY_ORDER } from "@/components/insights/heatmap";
import { DaysChart, LeadTimeChart, RankBarsChart, RatesChart, WeeklyBarsChart } from "@/components/insights/lazy-charts";
import { formatDate, formatMoney, formatRate, intlLocale, weekdayName } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
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

const rate = (r: number | null, locale: Locale) => (r === null ? "—" : formatRate(r, locale));
const num = (n: number | null, locale: Locale) => (n === null ? "—" : locale === "en" ? String(n) : n.toLocaleString(intlLocale(locale)));
const hours = (minutes: number, locale: Locale) => (Math.round(minutes / 6) / 10).toLocaleString(intlLocale(locale));

/** The week (its Monday) a clinic date falls in, among the figures' weeks. */
function weekOf(weeks: InsightsView["insights"]["weeks"], date: string | null): string | null {
  if (!date) return null;
  return weeks.findLast((w) => w.weekStart <= date)?.weekStart ?? null;
}

/** In the page's language (InsightsFigures; the lazy charts get InsightsCharts from the provider here). */
export async function InsightsFigures({ view, doctorView = false }: { view: InsightsView; doctorView?: boolean }) {
  const [t, locale] = await Promise.all([getTranslations("InsightsFigures"), getLocale()]);
  const count = (n: number) => n.toLocaleString(intlLocale(locale));
  const { insights } = view;
  const { days, weeks, utilisation, visitTypes } = insights;
  const booked = days.reduce((n, d) => n + bookedOf(d), 0);
  const { noShowRate } = rangeRates(days);
  const revenue = weeks.reduce((n, w) => n + w.revenue, 0);
  const reminders = view.remindersFrom && view.remindersFrom >= insights.from && view.remindersFrom <= insights.to ? view.remindersFrom : null;
  const hourSpan = heatmapHours(insights.heatmap);
  const ranked = utilisation.filter((u) => u.workingMinutes > 0 || u.bookedMinutes > 0);
  const tableDoctors = ranked.length <= TABLE_ALL ? ranked : [...ranked.slice(0, TABLE_ENDS), ...ranked.slice(-TABLE_ENDS)];

  const revenueName = doctorView ? t("earnings") : t("revenue");
  return (
    <ClientMessages namespaces={["InsightsCharts"]}>
      <StatGrid columns={4}>
        <StatCard label={t("visitsBooked")} value={count(booked)} icon={CalendarDays} tone="blue" hint={t("notCancelled")} />
        <StatCard label={t("noShowRate")} value={rate(noShowRate, locale)} icon={UserX} tone="amber" hint={t("ofVisitsWithOutcome")} />
        <StatCard label={revenueName} value={formatMoney(revenue, locale)} icon={DollarSign} tone="green" hint={t("completedVisits")} />
        <StatCard label={t("refilled")} value={count(insights.waitlistRefills)} icon={Hourglass} tone="violet" hint={t("freedTimesClaimed")} />
      </StatGrid>

      <div className="grid gap-4 lg:grid-cols-2">
        <Figure
          id="days"
          className="lg:col-span-2"
          title={t("daysTitle")}
          summary={bookingsSummary(view, locale)}
          chart={<DaysChart days={days} />}
          table={
            <DataTable
              caption={t("daysCaption")}
              columns={[t("colDate"), t("colCompleted"), t("colNoShow"), t("colCancelled"), t("colOpen"), t("colTotal")]}
              rows={days.map((d) => [formatDate(d.date, locale), d.completed, d.noShow, d.cancelled, d.open, d.completed + d.noShow + d.cancelled + d.open])}
            />
          }
        />
        <Figure
          id="heatmap"
          className="lg:col-span-2"
          title={t("heatmapTitle")}
          summary={heatmapSummary(insights.heatmap, locale)}
          chart={<Heatmap heatmap={insights.heatmap} />}
          table={
            <DataTable
              caption={t("heatmapCaption")}
              columns={[t("colWeekday"), ...hourSpan.map((h) => hourRange(h, locale))]}
              rows={WEEKDAY_ORDER.map((wd) => [weekdayName(wd, locale), ...hourSpan.map((h) => insights.heatmap[wd * 24 + h]?.count ?? 0)])}
            />
          }
        />
        <Figure
          id="rates"
          title={t("ratesTitle")}
          summary={ratesSummary(view, locale)}
          chart={<RatesChart weeks={weeks} reminderWeek={weekOf(weeks, reminders)} />}
          table={
            <DataTable
              caption={t("ratesCaption")}
              columns={[t("colWeekOf"), t("noShowRate"), t("colCancellationRate")]}
              rows={weeks.map((w) => [formatDate(w.weekStart, locale), rate(w.noShowRate, locale), rate(w.cancellationRate, locale)])}
              note={reminders ? t("remindersNote", { date: formatDate(reminders, locale) }) : undefined}
            />
          }
        />
        <Figure
          id="lead-time"
          title={t("leadTitle")}
          summary={leadTimeSummary(weeks, locale)}
          chart={<LeadTimeChart weeks={weeks} />}
          table={
            <DataTable
              caption={t("leadCaption")}
              columns={[t("colWeekOf"), t("colMedianDays"), t("colP90Days")]}
              rows={weeks.map((w) => [formatDate(w.weekStart, locale), num(w.leadTimeMedianDays, locale), num(w.leadTimeP90Days, locale)])}
            />
          }
        />
        <Figure
          id="revenue"
          title={doctorView ? t("earningsTitle") : t("revenueTitle")}
          summary={revenueSummary(insights, locale)}
          chart={<WeeklyBarsChart data={weeks.map((w) => ({ weekStart: w.weekStart, value: w.revenue }))} series={revenueName} money />}
          table={
            <DataTable
              caption={t("revenueCaption")}
              columns={[t("colWeekOf"), revenueName]}
              rows={weeks.map((w) => [formatDate(w.weekStart, locale), formatMoney(w.revenue, locale)])}
            />
          }
        />
        <Figure
          id="visit-types"
          title={t("visitTypesTitle")}
          summary={visitTypesSummary(insights, locale)}
          chart={<RankBarsChart data={visitTypes.slice(0, CHART_DOCTORS).map((type) => ({ name: type.name, value: type.count }))} series={t("colVisits")} />}
          table={
            <DataTable
              caption={t("visitTypesCaption")}
              columns={[t("colVisitType"), t("colVisits")]}
              rows={[...visitTypes.map((type) => [type.name, type.count]), [t("refilled"), insights.waitlistRefills]]}
            />
          }
        />
        <Figure
          id="utilisation"
          className="lg:col-span-2"
          title={doctorView ? t("yourUtilisationTitle") : t("utilisationTitle")}
          summary={utilisationSummary(utilisation, locale)}
          chart={<RankBarsChart data={ranked.slice(0, CHART_DOCTORS).map((u) => ({ name: u.name, value: utilisationShare(u) }))} series={t("bookedOfWorking")} share />}
          table={
            <DataTable
              caption={t("utilisationCaption")}
              columns={[t("colDoctor"), t("colBookedHours"), t("colWorkingHours"), t("colBookedShare")]}
              rows={tableDoctors.map((u) => [
                u.name,
                hours(u.bookedMinutes, locale),
                hours(u.workingMinutes, locale),
                u.workingMinutes > 0 ? formatRate(utilisationShare(u), locale) : "—",
              ])}
              note={ranked.length > TABLE_ALL ? t("utilisationNote", { ends: String(TABLE_ENDS), total: count(ranked.length) }) : undefined}
            />
          }
        />
      </div>
    </ClientMessages>
  );
}
