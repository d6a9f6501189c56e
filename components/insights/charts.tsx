"use client";

// The insights charts (issue 28), drawn by Recharts through components/ui/chart.tsx. Loaded only
// by lazy-charts.tsx, after the page's first paint, so no other page carries Recharts. Each chart
// is a picture: the figure around it gives its summary as its text alternative and a "Show as
// table" with every value, so the charts themselves take no keyboard focus (accessibilityLayer off).
//
// Languages (issue 29): words from InsightsCharts (the figures' provider); dates, counts, money and
// percentages in the page's language (lib/i18n/format.ts). Right to left, time runs from the right and
// the value axis stands on the right, as the page reads.
import { Bar, BarChart, CartesianGrid, Line, LineChart, ReferenceLine, XAxis, YAxis } from "recharts";
import { useLocale, useTranslations } from "next-intl";
import { ChartContainer, ChartLegend, ChartTooltip, seriesColor, type ChartConfig } from "@/components/ui/chart";
import { dayOfMonth, formatDate, formatMoney, formatRate, intlLocale, monthShort } from "@/lib/i18n/format";
import { localeDirection } from "@/lib/i18n/locales";

/** A share axis' end: the largest value up to the next 10 % (10 % at least, 100 % at most). */
const upToTenth = (max: number) => Math.min(1, Math.max(0.1, Math.ceil(max * 10) / 10));

/** The page's language and what the charts write with it. */
function useChartText() {
  const locale = useLocale();
  const t = useTranslations("InsightsCharts");
  const rtl = localeDirection(locale) === "rtl";
  return {
    t,
    rtl,
    /** "2026-11-16" -> "16 Nov": the axes' short date. */
    shortDate: (date: string) => `${dayOfMonth(date)} ${monthShort(date, locale)}`,
    percent: (v: number) => formatRate(v, locale),
    count: (v: number) => v.toLocaleString(intlLocale(locale)),
    money: (v: number) => formatMoney(v, locale),
    date: (d: string) => formatDate(d, locale),
    weekOf: (d: string) => t("weekOf", { date: formatDate(d, locale) }),
    margin: rtl ? { top: 8, right: 0, bottom: 0, left: 8 } : { top: 8, right: 8, bottom: 0, left: 0 },
    /** Where the value axis (or a bar chart's names) stands. */
    axisSide: rtl ? ("right" as const) : ("left" as const),
  };
}

const STATUS_KEYS = ["completed", "noShow", "cancelled", "open"] as const;
const STATUS_COLORS: Record<(typeof STATUS_KEYS)[number], string> = {
  completed: "var(--success)",
  noShow: "var(--warning)",
  cancelled: "var(--destructive)",
  open: "var(--primary)",
};

/** Visits per day by status, stacked. */
export function DaysChart({ days }: { days: { date: string; completed: number; noShow: number; cancelled: number; open: number }[] }) {
  const c = useChartText();
  const labels = { completed: c.t("completed"), noShow: c.t("noShow"), cancelled: c.t("cancelled"), open: c.t("open") };
  const config: ChartConfig = Object.fromEntries(STATUS_KEYS.map((key) => [key, { label: labels[key], color: STATUS_COLORS[key] }]));
  return (
    <ChartContainer config={config} className="h-64">
      <BarChart data={days} accessibilityLayer={false} margin={c.margin}>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="date" tickFormatter={c.shortDate} tickLine={false} axisLine={false} minTickGap={16} reversed={c.rtl} />
        <YAxis allowDecimals={false} tickFormatter={c.count} tickLine={false} axisLine={false} width={32} orientation={c.axisSide} />
        <ChartTooltip labelFormat={c.date} format={c.count} />
        <ChartLegend />
        {STATUS_KEYS.map((key, i, all) => (
          <Bar key={key} dataKey={key} stackId="status" fill={seriesColor(key)} radius={i === all.length - 1 ? [3, 3, 0, 0] : 0} isAnimationActive={false} />
        ))}
      </BarChart>
    </ChartContainer>
  );
}

type Week = { weekStart: string; noShowRate: number | null; cancellationRate: number | null; leadTimeMedianDays: number | null; leadTimeP90Days: number | null; revenue: number };

const RATE_KEYS = ["noShowRate", "cancellationRate"] as const;

/** Weekly no-show and cancellation rates; a line marks the week the reminder emails started. */
export function RatesChart({ weeks, reminderWeek }: { weeks: Week[]; reminderWeek: string | null }) {
  const c = useChartText();
  const config: ChartConfig = {
    noShowRate: { label: c.t("noShowRate"), color: "var(--warning)" },
    cancellationRate: { label: c.t("cancellationRate"), color: "var(--destructive)" },
  };
  return (
    <ChartContainer config={config} className="h-64">
      <LineChart data={weeks} accessibilityLayer={false} margin={c.margin}>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="weekStart" tickFormatter={c.shortDate} tickLine={false} axisLine={false} minTickGap={16} reversed={c.rtl} />
        <YAxis tickFormatter={c.percent} domain={[0, upToTenth]} tickLine={false} axisLine={false} width={40} orientation={c.axisSide} />
        <ChartTooltip labelFormat={c.weekOf} format={c.percent} />
        <ChartLegend />
        {reminderWeek ? (
          <ReferenceLine
            x={reminderWeek}
            strokeDasharray="4 4"
            label={{ value: c.t("remindersStart"), position: c.rtl ? "insideTopRight" : "insideTopLeft", fill: "var(--foreground)", fontSize: 12 }}
          />
        ) : null}
        {RATE_KEYS.map((key) => (
          <Line key={key} dataKey={key} type="monotone" stroke={seriesColor(key)} strokeWidth={2} dot={weeks.length < 20} connectNulls={false} isAnimationActive={false} />
        ))}
      </LineChart>
    </ChartContainer>
  );
}

const LEAD_KEYS = ["leadTimeMedianDays", "leadTimeP90Days"] as const;

/** Days between booking and visit, per week: median and 90th percentile. */
export function LeadTimeChart({ weeks }: { weeks: Week[] }) {
  const c = useChartText();
  const config: ChartConfig = {
    leadTimeMedianDays: { label: c.t("median"), color: "var(--primary)" },
    leadTimeP90Days: { label: c.t("p90"), color: "var(--chart-violet)" },
  };
  return (
    <ChartContainer config={config} className="h-64">
      <LineChart data={weeks} accessibilityLayer={false} margin={c.margin}>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="weekStart" tickFormatter={c.shortDate} tickLine={false} axisLine={false} minTickGap={16} reversed={c.rtl} />
        <YAxis tickFormatter={c.count} tickLine={false} axisLine={false} width={32} orientation={c.axisSide} />
        <ChartTooltip labelFormat={c.weekOf} format={(v) => c.t("days", { count: v, n: c.count(v) })} />
        <ChartLegend />
        {LEAD_KEYS.map((key) => (
          <Line key={key} dataKey={key} type="monotone" stroke={seriesColor(key)} strokeWidth={2} dot={weeks.length < 20} isAnimationActive={false} />
        ))}
      </LineChart>
    </ChartContainer>
  );
}

/** Bars of one series over weeks (revenue; a doctor's visits per week). `series`: its name, translated by the caller. */
export function WeeklyBarsChart({ data, series, money = false }: { data: { weekStart: string; value: number }[]; series: string; money?: boolean }) {
  const c = useChartText();
  const format = money ? c.money : c.count;
  return (
    <ChartContainer config={{ value: { label: series, color: "var(--primary)" } }} className="h-56">
      <BarChart data={data} accessibilityLayer={false} margin={c.margin}>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="weekStart" tickFormatter={c.shortDate} tickLine={false} axisLine={false} minTickGap={16} reversed={c.rtl} />
        <YAxis tickFormatter={format} allowDecimals={false} tickLine={false} axisLine={false} width={money ? 64 : 32} orientation={c.axisSide} />
        <ChartTooltip labelFormat={c.weekOf} format={format} />
        <Bar dataKey="value" fill={seriesColor("value")} radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ChartContainer>
  );
}

/** Horizontal bars, highest first: utilisation per doctor (as a share) or visits per type. */
export function RankBarsChart({ data, series, share = false }: { data: { name: string; value: number }[]; series: string; share?: boolean }) {
  const c = useChartText();
  const format = share ? c.percent : c.count;
  return (
    <ChartContainer config={{ value: { label: series, color: share ? "var(--chart-violet)" : "var(--primary)" } }} height={Math.max(120, data.length * 30 + 32)}>
      <BarChart data={data} layout="vertical" accessibilityLayer={false} margin={c.margin}>
        <CartesianGrid horizontal={false} />
        {/* Right to left, the names stand on the right and the bars grow towards the left. */}
        <XAxis type="number" tickFormatter={format} domain={share ? [0, upToTenth] : [0, "auto"]} allowDecimals={share} tickLine={false} axisLine={false} reversed={c.rtl} />
        <YAxis
          type="category"
          dataKey="name"
          tickLine={false}
          axisLine={false}
          width={128}
          orientation={c.axisSide}
          tickFormatter={(n: string) => (n.length > 20 ? `${n.slice(0, 19)}…` : n)}
        />
        <ChartTooltip format={format} />
        <Bar dataKey="value" fill={seriesColor("value")} radius={c.rtl ? [3, 0, 0, 3] : [0, 3, 3, 0]} isAnimationActive={false} />
      </BarChart>
    </ChartContainer>
  );
}
