"use client";

// The insights charts, loaded after the page: Recharts (~100 kB) stays off every page's first
// load, the insights screens' too; the page shows its summaries and tables at once and a quiet
// placeholder of the chart's height until the chart arrives. Charts draw in the browser only
// (they measure their box), so no server rendering. (next/dynamic wants its options written out
// at each call.)
import dynamic from "next/dynamic";

function Placeholder() {
  return <div className="h-56 w-full animate-pulse rounded-md bg-muted/60" />;
}

export const DaysChart = dynamic(() => import("@/components/insights/charts").then((m) => m.DaysChart), { ssr: false, loading: Placeholder });
export const RatesChart = dynamic(() => import("@/components/insights/charts").then((m) => m.RatesChart), { ssr: false, loading: Placeholder });
export const LeadTimeChart = dynamic(() => import("@/components/insights/charts").then((m) => m.LeadTimeChart), { ssr: false, loading: Placeholder });
export const WeeklyBarsChart = dynamic(() => import("@/components/insights/charts").then((m) => m.WeeklyBarsChart), { ssr: false, loading: Placeholder });
export const RankBarsChart = dynamic(() => import("@/components/insights/charts").then((m) => m.RankBarsChart), { ssr: false, loading: Placeholder });
