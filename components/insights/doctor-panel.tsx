// A doctor's last 90 days on their dashboard (issue 28): visits per week, the no-show rate, how
// much of their working time was booked, and earnings; "All your insights" opens the full page.
// The dashboard starts the figures' read (recentFiguresRead) beside SPEC's reads and streams the
// panel after SPEC's cards and schedule (<Suspense>): the day's schedule never waits for 90 days
// of figures, and the figures' queries do not wait for the schedule's (issue 43).
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { ArrowRight } from "@/components/ui/icons";
import { ClientMessages } from "@/components/intl/client-messages";
import { Button } from "@/components/ui/button";
import { DataTable, Figure } from "@/components/insights/figure";
import { WeeklyBarsChart } from "@/components/insights/lazy-charts";
import { formatDate, formatMoney, formatRate, intlLocale } from "@/lib/i18n/format";
import { doctorRecentFigures } from "@/lib/insights/doctor-recent";
import { presetRange } from "@/lib/insights/range";
import { clinicDateOf, clinicTimeZone } from "@/lib/clinic-time";
import type { Actor } from "@/lib/accounts/users";

/** The panel's place while its figures are read: as tall as the panel, so nothing jumps. */
export function DoctorInsightsPanelPlaceholder() {
  return <div aria-hidden className="h-[28rem] animate-pulse rounded-xl bg-muted/60" />;
}

type RecentFigures = Awaited<ReturnType<typeof doctorRecentFigures>>;

/**
 * The last 90 clinic days' figures (today included), read from now on. The
 * promise is awaited by the panel; until then a failure counts as handled (the
 * page may fail first and never render the panel), and the panel's await still
 * throws it to the page's error boundary.
 */
export function recentFiguresRead(actor: Actor): Promise<RecentFigures> {
  const read = doctorRecentFigures(actor, presetRange("90", clinicDateOf(new Date(), clinicTimeZone())));
  read.catch(() => {});
  return read;
}

export async function DoctorInsightsPanel({ figures: read }: { figures: Promise<RecentFigures> }) {
  const [recent, t, locale] = await Promise.all([
    read,
    getTranslations("DoctorInsightsPanel"),
    getLocale(),
  ]);
  const perWeek = recent.weeks;
  const booked = recent.booked;
  // `key`: a stable name for the figure's data attribute (tests find them by it), whatever the language.
  const figures = [
    { key: "Visits", label: t("visits"), value: booked.toLocaleString(intlLocale(locale)) },
    { key: "No-show rate", label: t("noShowRate"), value: recent.noShowRate === null ? "—" : formatRate(recent.noShowRate, locale) },
    { key: "Utilisation", label: t("utilisation"), value: recent.workingMinutes > 0 ? formatRate(recent.bookedMinutes / recent.workingMinutes, locale) : "—" },
    { key: "Earnings", label: t("earnings"), value: formatMoney(recent.earnings, locale) },
  ];
  const busiest = perWeek.reduce((top, w) => (w.value > (top?.value ?? 0) ? w : top), perWeek[0]);
  const summary =
    busiest && busiest.value > 0
      ? t("summary", { count: booked, n: String(booked), date: formatDate(busiest.weekStart, locale), busiest: String(busiest.value) })
      : t("noVisits");
  return (
    <section aria-labelledby="last-90-title" className="grid gap-3" data-panel="last-90-days">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="last-90-title" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <Button asChild variant="ghost" size="sm">
          <Link href="/doctor/insights">
            {t("allInsights")} <ArrowRight aria-hidden className="rtl:-scale-x-100" />
          </Link>
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((f) => (
          <div key={f.key} className="rounded-xl border bg-card px-4 py-3 shadow-sm" data-figure-of={f.key}>
            <dt className="text-sm text-muted-foreground">{f.label}</dt>
            <dd className="text-xl font-bold tabular-nums">{f.value}</dd>
          </div>
        ))}
      </dl>
      <ClientMessages namespaces={["InsightsCharts"]}>
        <Figure
          id="visits-per-week"
          title={t("perWeekTitle")}
          summary={summary}
          chart={<WeeklyBarsChart data={perWeek} series={t("visits")} />}
          table={
            <DataTable
              caption={t("perWeekCaption")}
              columns={[t("weekOf"), t("visits")]}
              rows={perWeek.map((w) => [formatDate(w.weekStart, locale), w.value])}
            />
          }
        />
      </ClientMessages>
    </section>
  );
}
