"use client";

// Charts (issue 28): Recharts themed like the rest of the app, in the manner of shadcn's chart
// component. A chart names its series once in a `ChartConfig` (label and colour); the container
// turns the colours into CSS variables (`--color-<key>`) that the series use as `var(--color-key)`,
// so tooltips, legends and bars agree, and the theme's tokens (`var(--primary)`) work as colours.
// Only the insights screens import this file (through a lazy import), so Recharts never reaches
// another page's JavaScript.
import * as React from "react";
import { Legend, ResponsiveContainer, Tooltip, type LegendPayload, type TooltipContentProps } from "recharts";
import { cn } from "@/lib/utils";

export type ChartConfig = Record<string, { label: string; color: string }>;

const ChartContext = React.createContext<ChartConfig>({});

/** A series' key as a CSS custom property name: letters, digits and dashes only. */
const cssKey = (key: string) => key.replace(/[^a-zA-Z0-9-]/g, "-");

/**
 * The chart's box: its height comes from `className` (h-64 ...) or `height` (pixels, for charts
 * that grow with their rows), its width from the page. The
 * Recharts chart inside fills it. Axis text takes the muted foreground, grid lines the border.
 * The drawing itself is laid out left to right even on a right-to-left page: SVG's text anchors
 * follow `direction`, and the charts mirror themselves through their axes (reversed, orientation).
 */
export function ChartContainer({ config, className, height, children }: { config: ChartConfig; className?: string; height?: number; children: React.ReactElement }) {
  const style = { ...Object.fromEntries(Object.entries(config).map(([key, c]) => [`--color-${cssKey(key)}`, c.color])), height } as React.CSSProperties;
  return (
    <ChartContext.Provider value={config}>
      <div
        data-slot="chart"
        style={style}
        className={cn(
          "w-full text-xs [&_.recharts-cartesian-axis-tick_text]:fill-muted-foreground [&_.recharts-cartesian-grid_line]:stroke-border [&_.recharts-reference-line_line]:stroke-foreground/60 [&_.recharts-surface]:outline-none [&_.recharts-surface]:[direction:ltr]",
          className,
        )}
      >
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 200 }}>
          {children}
        </ResponsiveContainer>
      </div>
    </ChartContext.Provider>
  );
}

/** The colour of a series, for Recharts' `fill` and `stroke`. */
export const seriesColor = (key: string) => `var(--color-${cssKey(key)})`;

type Formatter = (value: number, key: string) => string;

/** The hover box: the point's label, then each series' colour, name and value. */
function TooltipBox({ active, payload, label, format, labelFormat }: Pick<TooltipContentProps, "active" | "payload" | "label"> & { format?: Formatter; labelFormat?: (label: string) => string }) {
  const config = React.useContext(ChartContext);
  if (!active || !payload?.length) return null;
  return (
    <div className="grid min-w-32 gap-1 rounded-md border bg-background px-2.5 py-1.5 text-xs shadow-md">
      <p className="font-medium">{labelFormat ? labelFormat(String(label)) : String(label)}</p>
      {payload.map((item) => {
        const key = String(item.dataKey);
        const value = Number(item.value);
        return (
          <p key={key} className="flex items-center gap-2">
            <span aria-hidden className="size-2.5 shrink-0 rounded-sm" style={{ background: seriesColor(key) }} />
            <span className="text-muted-foreground">{config[key]?.label ?? key}</span>
            <span className="ms-auto font-mono font-medium tabular-nums">{format ? format(value, key) : value.toLocaleString("en-US")}</span>
          </p>
        );
      })}
    </div>
  );
}

/** Recharts' Tooltip with the themed box. */
export function ChartTooltip({ format, labelFormat }: { format?: Formatter; labelFormat?: (label: string) => string }) {
  return <Tooltip cursor={{ fill: "var(--muted)", stroke: "var(--border)" }} content={(props) => <TooltipBox active={props.active} payload={props.payload} label={props.label} format={format} labelFormat={labelFormat} />} />;
}

/** The series' names under the chart, with their colours. */
function LegendBox({ payload }: { payload?: readonly LegendPayload[] }) {
  const config = React.useContext(ChartContext);
  if (!payload?.length) return null;
  return (
    <ul className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 pt-2">
      {payload.map((item) => {
        const key = String(item.dataKey);
        return (
          <li key={key} className="flex items-center gap-1.5">
            <span aria-hidden className="size-2.5 shrink-0 rounded-sm" style={{ background: seriesColor(key) }} />
            {config[key]?.label ?? key}
          </li>
        );
      })}
    </ul>
  );
}

export function ChartLegend() {
  // In the series' own order (Recharts sorts by name otherwise).
  return <Legend itemSorter={null} content={(props) => <LegendBox payload={props.payload} />} />;
}
