// Issue 48 item 3: a series keeps its wall-clock time across DST changes in the clinic's zone,
// both ways, whatever the server's own zone; the rule is RFC 5545 text the `rrule` package reads.
import { describe, expect, it } from "vitest";
import { expandRule, ruleParts, seriesRule } from "@/lib/appointments/series/expand";
import { plannedDates } from "@/lib/appointments/series/book";

const at9 = 9 * 60;

describe("expanding a series' rule in the clinic's zone", () => {
  it("stays at 09:00 Berlin time over the spring change (CET to CEST)", () => {
    const rule = seriesRule({ date: "2027-03-16", minutes: at9 }, 1, 4, "Europe/Berlin");
    expect(rule).toBe("DTSTART;TZID=Europe/Berlin:20270316T090000\nRRULE:FREQ=WEEKLY;INTERVAL=1;COUNT=4");
    const dates = expandRule(rule);
    expect(dates.map((d) => d.date)).toEqual(["2027-03-16", "2027-03-23", "2027-03-30", "2027-04-06"]);
    expect(dates.every((d) => d.minutes === at9)).toBe(true);
    // 08:00Z in winter, 07:00Z once summer time began on 28 March.
    expect(dates.map((d) => d.startsAt.toISOString())).toEqual([
      "2027-03-16T08:00:00.000Z",
      "2027-03-23T08:00:00.000Z",
      "2027-03-30T07:00:00.000Z",
      "2027-04-06T07:00:00.000Z",
    ]);
  });

  it("stays at 09:00 Berlin time over the autumn change (CEST to CET)", () => {
    const dates = expandRule(seriesRule({ date: "2027-10-19", minutes: at9 }, 1, 3, "Europe/Berlin"));
    expect(dates.map((d) => d.startsAt.toISOString())).toEqual(["2027-10-19T07:00:00.000Z", "2027-10-26T07:00:00.000Z", "2027-11-02T08:00:00.000Z"]);
  });

  it("keeps the wall clock in another zone with other change days (New York, every 2 weeks)", () => {
    const dates = expandRule(seriesRule({ date: "2027-02-28", minutes: 14 * 60 + 30 }, 2, 3, "America/New_York"));
    expect(dates.map((d) => d.date)).toEqual(["2027-02-28", "2027-03-14", "2027-03-28"]);
    expect(dates.map((d) => d.startsAt.toISOString())).toEqual(["2027-02-28T19:30:00.000Z", "2027-03-14T18:30:00.000Z", "2027-03-28T18:30:00.000Z"]);
  });

  it("repeats every 4 weeks, the count it is given, and says so in parts", () => {
    const rule = seriesRule({ date: "2027-01-05", minutes: at9 }, 4, 12, "Europe/Berlin");
    const dates = expandRule(rule);
    expect(dates).toHaveLength(12);
    expect(dates[1].date).toBe("2027-02-02");
    expect(dates[11].date).toBe("2027-11-09");
    expect(ruleParts(rule)).toEqual({ every: 4, count: 12, tz: "Europe/Berlin" });
  });

  it("does not depend on the server's own zone", () => {
    const before = process.env.TZ;
    try {
      process.env.TZ = "Pacific/Auckland";
      const dates = expandRule(seriesRule({ date: "2027-03-23", minutes: at9 }, 1, 2, "Europe/Berlin"));
      expect(dates.map((d) => d.startsAt.toISOString())).toEqual(["2027-03-23T08:00:00.000Z", "2027-03-30T07:00:00.000Z"]);
    } finally {
      process.env.TZ = before;
    }
  });
});

describe("the dates to book", () => {
  const base = { date: "2027-01-05", time: at9, every: 1 as const, count: 4 };
  it("replaces a date, or leaves it out", () => {
    const { planned } = plannedDates({ ...base, replacements: { "2027-01-12": { date: "2027-01-13", time: 600 }, "2027-01-19": null } }, "Europe/Berlin");
    expect(planned).toEqual([
      { ruleDate: "2027-01-05", date: "2027-01-05", minutes: at9 },
      { ruleDate: "2027-01-12", date: "2027-01-13", minutes: 600 },
      { ruleDate: "2027-01-26", date: "2027-01-26", minutes: at9 },
    ]);
  });
  it("refuses a replacement of a date the rule does not give", () => {
    expect(() => plannedDates({ ...base, replacements: { "2027-01-06": null } }, "Europe/Berlin")).toThrow(/not one of the series' dates/);
  });
});
