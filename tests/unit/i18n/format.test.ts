import { afterEach, describe, expect, it, vi } from "vitest";
import {
  currencySymbol,
  dayOfMonth,
  formatDate,
  formatMoney,
  monthShort,
  plural,
  relativeDay,
  shortDateWithWeekday,
  spokenDate,
  weekdayLong,
  weekdayShort,
} from "@/lib/i18n/format";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("dates", () => {
  it("shows clinic dates as dd/MM/yyyy with the right weekday, whatever the machine's zone", () => {
    expect(formatDate("2025-03-09")).toBe("09/03/2025");
    expect(weekdayShort("2025-03-09")).toBe("Sun");
    expect(weekdayLong("2025-03-09")).toBe("Sunday");
    expect(shortDateWithWeekday("2024-02-29")).toBe("Thu, 29/02/2024");
    expect(spokenDate("2025-12-31")).toBe("Wednesday 31 December");
    expect(dayOfMonth("2025-01-05")).toBe("5");
    expect(monthShort("2025-01-05")).toBe("Jan");
  });

  it("shows the date part of an ISO instant (dates of birth), and nothing for no date", () => {
    expect(formatDate("1990-04-12T00:00:00.000Z")).toBe("12/04/1990");
    expect(formatDate(null)).toBe("");
    expect(formatDate(undefined)).toBe("");
    expect(formatDate("")).toBe("");
  });

  it("names today and tomorrow, across month and year ends", () => {
    expect(relativeDay("2025-12-31", "2025-12-31")).toBe("Today");
    expect(relativeDay("2026-01-01", "2025-12-31")).toBe("Tomorrow");
    expect(relativeDay("2026-01-02", "2025-12-31")).toBe("Fri 2 Jan");
  });
});

describe("money", () => {
  it("shows whole US dollars by default, as the cards always have", () => {
    vi.stubEnv("NEXT_PUBLIC_CURRENCY", "");
    expect(formatMoney(50)).toBe("$50");
    expect(formatMoney(1250)).toBe("$1,250");
    expect(formatMoney(0)).toBe("$0");
    expect(currencySymbol()).toBe("$");
  });

  it("follows the one currency setting", () => {
    vi.stubEnv("NEXT_PUBLIC_CURRENCY", "EUR");
    expect(formatMoney(50)).toBe("€50");
    expect(formatMoney(1250)).toBe("€1,250");
    expect(currencySymbol()).toBe("€");
    vi.stubEnv("NEXT_PUBLIC_CURRENCY", "GBP");
    expect(formatMoney(1250)).toBe("£1,250");
    expect(currencySymbol()).toBe("£");
  });
});

describe("words", () => {
  it("counts in the singular or the plural", () => {
    expect(plural(1, "patient")).toBe("1 patient");
    expect(plural(3, "patient")).toBe("3 patients");
    expect(plural(0, "match", "matches")).toBe("0 matches");
  });
});

describe("formats in each language (issue 29)", () => {
  it("keeps SPEC's English and writes the others with Intl, Latin digits in Arabic", async () => {
    const f = await import("@/lib/i18n/format");
    const { displaySlotTime } = await import("@/lib/clinic-time");
    expect(f.weekdayLong("2025-03-10")).toBe("Monday");
    expect(f.weekdayLong("2025-03-10", "fr")).toBe("Lundi");
    expect(f.weekdayLong("2025-03-10", "es")).toBe("Lunes");
    expect(f.weekdayName(0, "fr")).toBe("Dimanche");
    expect(f.spokenDate("2025-03-10", "fr")).toBe("Lundi 10 mars");
    expect(f.relativeDay("2025-03-10", "2025-03-10", "fr")).toBe("Aujourd’hui");
    expect(f.relativeDay("2025-03-11", "2025-03-10", "es")).toBe("Mañana");
    expect(f.relativeDay("2025-03-11", "2025-03-10", "ar")).toBe("غدًا");
    expect(f.formatDate("2025-03-10", "ar")).toBe("10/03/2025");
    expect(f.formatMoney(1250)).toBe("$1,250");
    expect(f.formatMoney(1250, "fr")).toMatch(/^1\s250\s\$US$/);
    expect(f.formatMoney(1250, "ar")).toMatch(/1,250/);
    expect(f.formatRate(0.125)).toBe("13%");
    expect(f.formatRate(0.125, "fr")).toMatch(/^13\s%$/);
    expect(displaySlotTime(14 * 60 + 30)).toBe("02:30 PM");
    expect(displaySlotTime(14 * 60 + 30, "ar")).toBe("14:30");
  });
});
