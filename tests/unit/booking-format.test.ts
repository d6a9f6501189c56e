import { describe, expect, it } from "vitest";
import { dayOfMonth, displayDate, experienceText, formatFees, monthShort, relativeDay, shortDateWithWeekday, spokenDate, weekdayShort } from "@/components/booking/format";

describe("booking display helpers", () => {
  it("shows clinic dates as dd/MM/yyyy with the right weekday, whatever the machine's zone", () => {
    expect(displayDate("2025-03-09")).toBe("09/03/2025");
    expect(weekdayShort("2025-03-09")).toBe("Sun");
    expect(shortDateWithWeekday("2024-02-29")).toBe("Thu, 29/02/2024");
    expect(spokenDate("2025-12-31")).toBe("Wednesday 31 December");
    expect(dayOfMonth("2025-01-05")).toBe("5");
    expect(monthShort("2025-01-05")).toBe("Jan");
  });

  it("names today and tomorrow, across month and year ends", () => {
    expect(relativeDay("2025-12-31", "2025-12-31")).toBe("Today");
    expect(relativeDay("2026-01-01", "2025-12-31")).toBe("Tomorrow");
    expect(relativeDay("2026-01-02", "2025-12-31")).toBe("Fri 2 Jan");
  });

  it("formats fees and experience as the cards show them", () => {
    expect(formatFees(50)).toBe("$50");
    expect(formatFees(1200)).toBe("$1,200");
    expect(experienceText("4 Years")).toBe("4 Years experience");
  });
});
