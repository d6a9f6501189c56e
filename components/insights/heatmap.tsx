// "When patients come" (issue 28): booked visits by weekday (Monday first, as the clinic's weeks)
// and hour of the day, as a grid of shaded cells. Drawn on the server with CSS (a grid of 7 x N
// cells needs no chart library); the figure around it gives the summary and the table.
import { useLocale, useTranslations } from "next-intl";
import { displaySlotTime, formatSlotTime } from "@/lib/clinic-time";
import { weekdayName, weekdayShort } from "@/lib/i18n/format";
import type { Insights } from "@/lib/insights/insights-schema";

/** Monday first: the clinic's weeks start on Monday. */
export const WEEKDAY_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** The hours worth a column: from the first to the last with any visit (8 AM-6 PM when none). */
export function heatmapHours(heatmap: Insights["heatmap"]): number[] {
  const busy = heatmap.filter((c) => c.count > 0).map((c) => c.hour);
  const [first, last] = busy.length ? [Math.min(...busy), Math.max(...busy)] : [8, 17];
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/**
 * The grid follows the page's direction: right to left, the weekdays stand on the right and the
 * hours run leftwards, as the charts' time does.
 */
export function Heatmap({ heatmap }: { heatmap: Insights["heatmap"] }) {
  const t = useTranslations("InsightsFigures");
  const locale = useLocale();
  const hours = heatmapHours(heatmap);
  const count = (weekday: number, hour: number) => heatmap[weekday * 24 + hour]?.count ?? 0;
  const max = Math.max(1, ...heatmap.map((c) => c.count));
  // Every third hour labelled on a phone's width; the hour's start as "10 AM" ("10:00" in the other languages).
  const label = (h: number) => (locale === "en" ? formatSlotTime(h * 60).replace(":00", "").replace(/^0/, "") : displaySlotTime(h * 60, locale));
  // 2023-01-01 was a Sunday: weekday 0.
  const shortDay = (wd: number) => weekdayShort(`2023-01-0${1 + wd}`, locale);
  return (
    <div className="grid gap-1 text-xs" style={{ gridTemplateColumns: `2.5rem repeat(${hours.length}, minmax(0, 1fr))` }}>
      {WEEKDAY_ORDER.map((wd) => (
        <div key={wd} className="contents">
          <span className="self-center text-muted-foreground">{shortDay(wd)}</span>
          {hours.map((h) => {
            const n = count(wd, h);
            return (
              <span
                key={h}
                data-cell={`${wd}-${h}`}
                title={t("heatmapCell", { day: weekdayName(wd, locale), hour: label(h), count: String(n) })}
                className="h-6 rounded-sm sm:h-7"
                style={{ background: n === 0 ? "var(--muted)" : `color-mix(in oklch, var(--primary) ${Math.round(15 + (85 * n) / max)}%, var(--muted))` }}
              />
            );
          })}
        </div>
      ))}
      <span />
      {hours.map((h, i) => (
        <span key={h} className="text-center text-muted-foreground">
          {i % 3 === 0 ? label(h) : ""}
        </span>
      ))}
    </div>
  );
}
