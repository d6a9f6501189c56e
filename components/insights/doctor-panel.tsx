// A doctor's last 90 days on their dashboard (issue 28): visits per week, the no-show rate, how
// much of their working time was booked, and earnings; "All your insights" opens the full page.
// It reads its own figures and the dashboard streams it after SPEC's cards and schedule
// (<Suspense>), so the day's schedule never waits for 90 days of figures.
import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DataTable, Figure } from "@/components/insights/figure";
import { WeeklyBarsChart } from "@/components/insights/lazy-charts";
import { formatDate, formatMoney, formatRate, plural } from "@/lib/format";
import { doctorRecentFigures } from "@/lib/insights/doctor-recent";
import { presetRange } from "@/lib/insights/range";
import { clinicDateOf, clinicTimeZone } from "@/lib/clinic-time";
import type { Actor } from "@/lib/accounts/users";

/** The panel's place while its figures are read: as tall as the panel, so nothing jumps. */
export function DoctorInsightsPanelPlaceholder() {
  return <div aria-hidden className="h-[28rem] animate-pulse rounded-xl bg-muted/60" />;
}

export async function DoctorInsightsPanel({ actor }: { actor: Actor }) {
  // The last 90 clinic days, today included.
  const recent = await doctorRecentFigures(actor, presetRange("90", clinicDateOf(new Date(), clinicTimeZone())));
  const perWeek = recent.weeks;
  const booked = recent.booked;
  const figures = [
    { label: "Visits", value: booked.toLocaleString("en-US") },
    { label: "No-show rate", value: recent.noShowRate === null ? "—" : formatRate(recent.noShowRate) },
    { label: "Utilisation", value: recent.workingMinutes > 0 ? formatRate(recent.bookedMinutes / recent.workingMinutes) : "—" },
    { label: "Earnings", value: formatMoney(recent.earnings) },
  ];
  const busiest = perWeek.reduce((top, w) => (w.value > (top?.value ?? 0) ? w : top), perWeek[0]);
  const summary = busiest && busiest.value > 0 ? `${plural(booked, "visit")}; the busiest week began ${formatDate(busiest.weekStart)} (${busiest.value})` : "No visits in the last 90 days";
  return (
    <section aria-labelledby="last-90-title" className="grid gap-3" data-panel="last-90-days">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="last-90-title" className="text-lg font-semibold">
          Your last 90 days
        </h2>
        <Button asChild variant="ghost" size="sm">
          <Link href="/doctor/insights">
            All your insights <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((f) => (
          <div key={f.label} className="rounded-xl border bg-card px-4 py-3 shadow-sm" data-figure-of={f.label}>
            <dt className="text-sm text-muted-foreground">{f.label}</dt>
            <dd className="text-xl font-bold tabular-nums">{f.value}</dd>
          </div>
        ))}
      </dl>
      <Figure
        id="visits-per-week"
        title="Visits per week"
        summary={summary}
        chart={<WeeklyBarsChart data={perWeek} series="Visits" />}
        table={<DataTable caption="Your booked visits per week" columns={["Week of", "Visits"]} rows={perWeek.map((w) => [formatDate(w.weekStart), w.value])} />}
      />
    </section>
  );
}
