"use client";

// The insights charts (issue 28), drawn by Recharts through components/ui/chart.tsx. Loaded only
// by lazy-charts.tsx, after the page's first paint, so no other page carries Recharts. Each chart
// is a picture: the figure around it gives its summary as its text alternative and a "Show as
// table" with every value, so the charts themselves take no keyboard focus (accessibilityLayer off).
import { Bar, BarChart, CartesianGrid, Line, LineChart, ReferenceLine, XAxis, YAxis } from "recharts";
import { ChartContainer, ChartLegend, ChartTooltip, seriesColor, type ChartConfig } from "@/components/ui/chart";
import { dayOfMonth, formatDate, formatMoney, monthShort } from "@/lib/format";

/** "2026-11-16" -> "16 Nov": the axes' short date. */
const shortDate = (date: string) => `${dayOfMonth(date)} ${monthShort(date)}`;
const percent = (v: number) => `${Math.round(v * 100)}%`;
/** A share axis' end: the largest value up to the next 10 % (10 % at least, 100 % at most). */
const upToTenth = (max: number) => Math.min(1, Math.max(0.1, Math.ceil(max * 10) / 10));

export const STATUS_SERIES = {
  completed: { label: "Completed", color: "var(--success)" },
  noShow: { label: "No-show", color: "var(--warning)" },
  cancelled: { label: "Cancelled", color: "var(--destructive)" },
  open: { label: "Open", color: "var(--primary)" },
} satisfies ChartConfig;

const common = { accessibilityLayer: false, margin: { top: 8, right: 8, bottom: 0, left: 0 } } as const;

/** Visits per day by status, stacked. */
export function DaysChart({ days }: { days: { date: string; completed: number; noShow: number; cancelled: number; open: number }[] }) {
  return (
    <ChartContainer config={STATUS_SERIES} className="h-64">
      <BarChart data={days} {...common}>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="date" tickFormatter={shortDate} tickLine={false} axisLine={false} minTickGap={16} />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={32} />
        <ChartTooltip labelFormat={formatDate} />
        <ChartLegend />
        {(Object.keys(STATUS_SERIES) as (keyof typeof STATUS_SERIES)[]).map((key, i, all) => (
          <Bar key={key} dataKey={key} stackId="status" fill={seriesColor(key)} radius={i === all.length - 1 ? [3, 3, 0, 0] : 0} isAnimationActive={false} />
        ))}
      </BarChart>
    </ChartContainer>
  );
}

type Week = { weekStart: string; noShowRate: number | null; cancellationRate: number | null; leadTimeMedianDays: number | null; leadTimeP90Days: number | null; revenue: number };

const RATES = {
  noShowRate: { label: "No-show rate", color: "var(--warning)" },
  cancellationRate: { label: "Cancellation rate", color: "var(--destructive)" },
} satisfies ChartConfig;

/** Weekly no-show and cancellation rates; a line marks the week the reminder emails started. */
export function RatesChart({ weeks, reminderWeek }: { weeks: Week[]; reminderWeek: string | null }) {
  return (
    <ChartContainer config={RATES} className="h-64">
      <LineChart data={weeks} {...common}>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="weekStart" tickFormatter={shortDate} tickLine={false} axisLine={false} minTickGap={16} />
        <YAxis tickFormatter={percent} domain={[0, upToTenth]} tickLine={false} axisLine={false} width={40} />
        <ChartTooltip labelFormat={(d) => `Week of ${formatDate(d)}`} format={percent} />
        <ChartLegend />
        {reminderWeek ? <ReferenceLine x={reminderWeek} strokeDasharray="4 4" label={{ value: "Reminders start", position: "insideTopLeft", fill: "var(--foreground)", fontSize: 12 }} /> : null}
        {(Object.keys(RATES) as (keyof typeof RATES)[]).map((key) => (
          <Line key={key} dataKey={key} type="monotone" stroke={seriesColor(key)} strokeWidth={2} dot={weeks.length < 20} connectNulls={false} isAnimationActive={false} />
        ))}
      </LineChart>
    </ChartContainer>
  );
}

const LEAD = {
  leadTimeMedianDays: { label: "Median", color: "var(--primary)" },
  leadTimeP90Days: { label: "90th percentile", color: "var(--chart-violet)" },
} satisfies ChartConfig;

/** Days between booking and visit, per week: median and 90th percentile. */
export function LeadTimeChart({ weeks }: { weeks: Week[] }) {
  return (
    <ChartContainer config={LEAD} className="h-64">
      <LineChart data={weeks} {...common}>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="weekStart" tickFormatter={shortDate} tickLine={false} axisLine={false} minTickGap={16} />
        <YAxis tickLine={false} axisLine={false} width={32} />
        <ChartTooltip labelFormat={(d) => `Week of ${formatDate(d)}`} format={(v) => `${v} days`} />
        <ChartLegend />
        {(Object.keys(LEAD) as (keyof typeof LEAD)[]).map((key) => (
          <Line key={key} dataKey={key} type="monotone" stroke={seriesColor(key)} strokeWidth={2} dot={weeks.length < 20} isAnimationActive={false} />
        ))}
      </LineChart>
    </ChartContainer>
  );
}

/** Bars of one series over weeks (revenue; a doctor's visits per week). */
export function WeeklyBarsChart({ data, series, money = false }: { data: { weekStart: string; value: number }[]; series: string; money?: boolean }) {
  const format = (v: number) => (money ? formatMoney(v) : v.toLocaleString("en-US"));
  return (
    <ChartContainer config={{ value: { label: series, color: "var(--primary)" } }} className="h-56">
      <BarChart data={data} {...common}>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="weekStart" tickFormatter={shortDate} tickLine={false} axisLine={false} minTickGap={16} />
        <YAxis tickFormatter={format} allowDecimals={false} tickLine={false} axisLine={false} width={money ? 64 : 32} />
        <ChartTooltip labelFormat={(d) => `Week of ${formatDate(d)}`} format={format} />
        <Bar dataKey="value" fill={seriesColor("value")} radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ChartContainer>
  );
}

/** Horizontal bars, highest first: utilisation per doctor (as a share) or visits per type. */
export function RankBarsChart({ data, series, share = false }: { data: { name: string; value: number }[]; series: string; share?: boolean }) {
  const format = (v: number) => (share ? percent(v) : v.toLocaleString("en-US"));
  return (
    <ChartContainer config={{ value: { label: series, color: share ? "var(--chart-violet)" : "var(--primary)" } }} height={Math.max(120, data.length * 30 + 32)}>
      <BarChart data={data} layout="vertical" {...common}>
        <CartesianGrid horizontal={false} />
        <XAxis type="number" tickFormatter={format} domain={share ? [0, upToTenth] : [0, "auto"]} allowDecimals={share} tickLine={false} axisLine={false} />
        <YAxis type="category" dataKey="name" tickLine={false} axisLine={false} width={128} tickFormatter={(n: string) => (n.length > 20 ? `${n.slice(0, 19)}…` : n)} />
        <ChartTooltip format={format} />
        <Bar dataKey="value" fill={seriesColor("value")} radius={[0, 3, 3, 0]} isAnimationActive={false} />
      </BarChart>
    </ChartContainer>
  );
}
