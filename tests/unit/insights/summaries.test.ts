// The insights screens' range presets and the one-line summaries above each figure (issue 28).
import { describe, expect, it } from "vitest";
import { presetRange, previousRange, RANGE_PRESETS, rangeFromQuery, rangePresetLabel } from "@/lib/insights/range";
import {
  bookingsSummary,
  heatmapSummary,
  leadTimeSummary,
  rangeRates,
  ratesSummary,
  revenueSummary,
  utilisationSummary,
  visitTypesSummary,
} from "@/lib/insights/summaries";
import type { Insights } from "@/lib/insights/insights-schema";

const day = (date: string, completed = 0, noShow = 0, cancelled = 0, open = 0) => ({ date, completed, noShow, cancelled, open });
const week = (weekStart: string, over: Partial<Insights["weeks"][number]> = {}) => ({
  weekStart,
  noShowRate: null,
  cancellationRate: null,
  leadTimeMedianDays: null,
  leadTimeP90Days: null,
  revenue: 0,
  ...over,
});
const empty = (): Insights => ({
  from: "2026-11-02",
  to: "2026-11-15",
  days: [],
  heatmap: Array.from({ length: 168 }, (_, i) => ({ weekday: Math.floor(i / 24), hour: i % 24, count: 0 })),
  weeks: [],
  utilisation: [],
  visitTypes: [],
  waitlistRefills: 0,
});

describe("the insights range", () => {
  const today = "2026-11-26";
  it("counts today in the last N days and starts the next 30 today", () => {
    expect(presetRange("7", today)).toEqual({ from: "2026-11-20", to: "2026-11-26" });
    expect(presetRange("30", today)).toEqual({ from: "2026-10-28", to: "2026-11-26" });
    expect(presetRange("90", today)).toEqual({ from: "2026-08-29", to: "2026-11-26" });
    expect(presetRange("next30", today)).toEqual({ from: "2026-11-26", to: "2026-12-25" });
  });
  it("reads a preset, a custom range, or falls back to the last 30 days", () => {
    expect(rangeFromQuery({ range: "90" }, today)).toMatchObject({ preset: "90", from: "2026-08-29" });
    expect(rangeFromQuery({ range: "custom", from: "2026-01-01", to: "2026-01-31" }, today)).toEqual({ preset: "custom", from: "2026-01-01", to: "2026-01-31" });
    // Inverted: passed on as asked, for the schema to refuse with its message.
    expect(rangeFromQuery({ from: "2026-02-01", to: "2026-01-01" }, today)).toMatchObject({ preset: "custom", from: "2026-02-01" });
    expect(rangeFromQuery({ from: "yesterday", to: "2026-01-01" }, today)).toEqual({ preset: "30", from: "2026-10-28", to: today });
    expect(rangeFromQuery({ range: "365" }, today)).toMatchObject({ preset: "30" });
  });
  it("compares with the days just before, as many", () => {
    expect(previousRange("2026-10-28", "2026-11-26")).toEqual({ from: "2026-09-28", to: "2026-10-27", days: 30 });
    expect(previousRange("2026-11-26", "2026-11-26")).toEqual({ from: "2026-11-25", to: "2026-11-25", days: 1 });
  });
});

describe("the figures' summaries", () => {
  it("says how bookings moved on the previous range (cancelled visits are not bookings)", () => {
    const insights = { ...empty(), days: [day("2026-11-02", 50, 6, 40, 0), day("2026-11-03", 0, 0, 0, 56)] };
    const previous = { from: "2026-10-19", to: "2026-11-01", days: 14, booked: 100 };
    expect(bookingsSummary({ insights, previous })).toBe("Bookings up 12% on the previous 14 days (112 visits)");
    expect(bookingsSummary({ insights, previous: { ...previous, booked: 160 } })).toBe("Bookings down 30% on the previous 14 days (112 visits)");
    expect(bookingsSummary({ insights, previous: { ...previous, booked: 112 } })).toBe("Bookings level with the previous 14 days (112 visits)");
    expect(bookingsSummary({ insights, previous: { ...previous, booked: 0 } })).toBe("112 visits booked; none in the previous 14 days");
    expect(bookingsSummary({ insights: empty(), previous: { ...previous, booked: 0 } })).toBe("No visits booked in this range or the previous 14 days");
  });

  it("names the busiest weekday and hour", () => {
    const insights = empty();
    insights.heatmap[2 * 24 + 10].count = 48; // Tuesday 10:00
    insights.heatmap[2 * 24 + 11].count = 30;
    insights.heatmap[5 * 24 + 9].count = 60; // Friday 09:00, alone
    expect(heatmapSummary(insights.heatmap)).toBe("Busiest weekday: Tuesday (78 visits); busiest hour: Friday 09:00 AM–10:00 AM (60)");
    expect(heatmapSummary(empty().heatmap)).toBe("No visits booked in this range");
  });

  it("gives the range's rates over their own visits, and the reminders' start when inside", () => {
    const days = [day("2026-11-02", 7, 1, 2, 0), day("2026-11-09", 0, 0, 0, 10)];
    expect(rangeRates(days)).toEqual({ noShowRate: 1 / 8, cancellationRate: 2 / 20 });
    const insights = { ...empty(), days };
    expect(ratesSummary({ insights, remindersFrom: "2026-11-05" })).toBe("No-shows 13%, cancellations 10% over the range; reminders started 05/11/2026");
    expect(ratesSummary({ insights, remindersFrom: "2026-10-01" })).toBe("No-shows 13%, cancellations 10% over the range");
    expect(ratesSummary({ insights: { ...empty(), days: [day("2026-11-09", 0, 0, 0, 3)] }, remindersFrom: null })).toBe("No visits with an outcome yet, cancellations 0% over the range");
  });

  it("reads the lead time of the last week that has one", () => {
    const weeks = [week("2026-11-02", { leadTimeMedianDays: 3.25, leadTimeP90Days: 12 }), week("2026-11-09")];
    expect(leadTimeSummary(weeks)).toBe("Week of 02/11/2026: half booked within 3.3 days of the visit, 90% within 12 days");
    expect(leadTimeSummary([week("2026-11-02", { leadTimeMedianDays: 1, leadTimeP90Days: 1 })])).toBe("Week of 02/11/2026: half booked within 1 day of the visit, 90% within 1 day");
    expect(leadTimeSummary([week("2026-11-09")])).toBe("No visits booked in this range");
  });

  it("sums revenue over completed visits", () => {
    const insights = { ...empty(), days: [day("2026-11-02", 3), day("2026-11-09", 1, 2)], weeks: [week("2026-11-02", { revenue: 300 }), week("2026-11-09", { revenue: 1150 })] };
    expect(revenueSummary(insights)).toBe("$1,450 from 4 completed visits");
  });

  it("names the fullest and emptiest doctors among those with working time", () => {
    const u = (name: string, bookedMinutes: number, workingMinutes: number) => ({ doctorId: name, name, bookedMinutes, workingMinutes });
    expect(utilisationSummary([u("Dr. A", 92, 100), u("Dr. B", 10, 100), u("Dr. C", 4, 100), u("Dr. Off", 0, 0)])).toBe("Fullest: Dr. A (92%); emptiest: Dr. C (4%)");
    expect(utilisationSummary([u("Dr. A", 30, 120)])).toBe("Dr. A: 25% of working time booked");
    expect(utilisationSummary([u("Dr. Off", 0, 0)])).toBe("No working hours in this range");
  });

  it("names the most booked visit type and the waitlist's refills", () => {
    const insights = { ...empty(), visitTypes: [{ visitTypeId: "a", name: "General consultation", count: 80 }, { visitTypeId: "b", name: "Video", count: 20 }], waitlistRefills: 3 };
    expect(visitTypesSummary(insights)).toBe("Most booked: General consultation (80 of 100 visits); 3 refilled from the waitlist");
    expect(visitTypesSummary(empty())).toBe("No visits booked; 0 refilled from the waitlist");
  });
});

describe("the range presets and summaries in another language (issue 29)", () => {
  it("names the presets in the page's language, English by default", () => {
    const [last7, , , next30] = RANGE_PRESETS;
    expect(rangePresetLabel(last7)).toBe("Last 7 days");
    expect(rangePresetLabel(next30, "en")).toBe("Next 30 days");
    expect(rangePresetLabel(last7, "es")).toBe("Últimos 7 días");
    expect(rangePresetLabel(last7, "fr")).toBe("7 derniers jours");
    expect(rangePresetLabel(next30, "ar")).toBe("الـ30 يومًا القادمة");
  });

  it("words the summaries with the language's plurals, days, hours and percentages", () => {
    const insights = { ...empty(), days: [day("2026-11-02", 50, 6, 40, 0), day("2026-11-03", 0, 0, 0, 56)] };
    const previous = { from: "2026-10-19", to: "2026-11-01", days: 14, booked: 100 };
    expect(bookingsSummary({ insights, previous }, "es")).toBe("Reservas un 12\u00a0% más que en los 14 días anteriores (112 visitas)");
    expect(bookingsSummary({ insights, previous: { ...previous, booked: 0 } }, "fr")).toBe("112 consultations réservées\u00a0; aucune sur les 14 jours précédents");
    expect(bookingsSummary({ insights, previous: { ...previous, days: 1 } }, "ar")).toBe("ارتفعت الحجوزات بنسبة 12\u200e%\u200e مقارنةً مع اليوم السابق (112 زيارة)");
    // One visit: the singular; hours on the 24-hour clock; weekdays in lower case inside a French sentence.
    const heat = empty();
    heat.heatmap[5 * 24 + 9].count = 1;
    expect(heatmapSummary(heat.heatmap, "fr")).toBe("Jour le plus chargé\u00a0: vendredi (1 consultation)\u00a0; heure la plus chargée\u00a0: vendredi 09:00–10:00 (1)");
    expect(heatmapSummary(heat.heatmap, "ar")).toBe("أكثر الأيام ازدحامًا: الجمعة (زيارة واحدة)؛ أكثر الساعات ازدحامًا: الجمعة 09:00–10:00 (1)");
    const days = [day("2026-11-02", 7, 1, 2, 0), day("2026-11-09", 0, 0, 0, 10)];
    expect(ratesSummary({ insights: { ...empty(), days }, remindersFrom: "2026-11-05" }, "fr")).toBe(
      "Absences 13\u00a0%, annulations 10\u00a0% sur la période\u00a0; rappels envoyés depuis le 05/11/2026",
    );
    expect(leadTimeSummary([week("2026-11-02", { leadTimeMedianDays: 3.25, leadTimeP90Days: 1 })], "fr")).toBe(
      "Semaine du 02/11/2026\u00a0: la moitié réservée 3,3 jours ou moins avant la consultation, 90\u00a0% 1 jour ou moins avant",
    );
    expect(revenueSummary({ ...empty(), days: [day("2026-11-02", 1)], weeks: [week("2026-11-02", { revenue: 1450 })] }, "es")).toMatch(/ de 1 visita completada$/);
    const u = (name: string, bookedMinutes: number, workingMinutes: number) => ({ doctorId: name, name, bookedMinutes, workingMinutes });
    expect(utilisationSummary([u("Dr. A", 92, 100), u("Dr. C", 4, 100)], "ar")).toBe("الأكثر انشغالًا: Dr. A (92\u200e%\u200e)؛ الأقل انشغالًا: Dr. C (4\u200e%\u200e)");
    const vt = { ...empty(), visitTypes: [{ visitTypeId: "a", name: "General consultation", count: 1 }], waitlistRefills: 1 };
    expect(visitTypesSummary(vt, "es")).toBe("Más reservado: General consultation (1 de 1 visita); 1 recuperada de la lista de espera");
    expect(visitTypesSummary(empty(), "fr")).toBe("Aucune consultation réservée\u00a0; 0 reprise sur la liste d’attente");
  });
});
