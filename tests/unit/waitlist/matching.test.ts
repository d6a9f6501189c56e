// The waitlist's matching rule (issue 27): clinic days, weekdays and parts of the day.
import { describe, expect, it } from "vitest";
import { partOfDay, suits } from "@/lib/waitlist/matching";

describe("which starts suit a waitlist entry", () => {
  it("splits the day at 12:00 and 17:00, clinic time", () => {
    expect([0, 11 * 60 + 59, 12 * 60, 16 * 60 + 59, 17 * 60, 23 * 60 + 30].map(partOfDay)).toEqual(["morning", "morning", "afternoon", "afternoon", "evening", "evening"]);
  });

  it("keeps to the range (inclusive), the weekdays and the parts of the day named; none named is any", () => {
    const any = { from: "2026-11-26", to: "2026-11-28", partsOfDay: [], weekdays: [] };
    expect(suits(any, { date: "2026-11-26", weekday: 4, minutes: 540 })).toBe(true);
    expect(suits(any, { date: "2026-11-28", weekday: 6, minutes: 1200 })).toBe(true);
    expect(suits(any, { date: "2026-11-25", weekday: 3, minutes: 540 })).toBe(false);
    expect(suits(any, { date: "2026-11-29", weekday: 0, minutes: 540 })).toBe(false);
    const thursdayMornings = { ...any, partsOfDay: ["morning"], weekdays: [4] };
    expect(suits(thursdayMornings, { date: "2026-11-26", weekday: 4, minutes: 690 })).toBe(true);
    expect(suits(thursdayMornings, { date: "2026-11-26", weekday: 4, minutes: 720 })).toBe(false);
    expect(suits(thursdayMornings, { date: "2026-11-27", weekday: 5, minutes: 540 })).toBe(false);
    const afternoonsOrEvenings = { ...any, partsOfDay: ["afternoon", "evening"] };
    expect(suits(afternoonsOrEvenings, { date: "2026-11-27", weekday: 5, minutes: 1020 })).toBe(true);
    expect(suits(afternoonsOrEvenings, { date: "2026-11-27", weekday: 5, minutes: 600 })).toBe(false);
  });
});
