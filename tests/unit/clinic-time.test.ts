import { describe, expect, it } from "vitest";
import {
  addDays,
  clinicDateOf,
  clinicMinutesOf,
  formatSlotTime,
  instantAt,
  isClinicDate,
  parseSlotTime,
  utcOffsetMinutes,
  zonedDateTimeFormat,
} from "@/lib/clinic-time";

describe("clinic dates and times", () => {
  it("reads the clinic-local date of an instant, not the UTC one", () => {
    // 23:30 UTC on 1 March is already 2 March in Berlin (UTC+1) and still 1 March in New York.
    const t = new Date("2026-03-01T23:30:00Z");
    expect(clinicDateOf(t, "Europe/Berlin")).toBe("2026-03-02");
    expect(clinicDateOf(t, "America/New_York")).toBe("2026-03-01");
  });

  it("finds the instant of a wall-clock time in the clinic zone", () => {
    expect(instantAt("2026-07-01", 10 * 60, "Europe/Berlin").toISOString()).toBe("2026-07-01T08:00:00.000Z");
    expect(instantAt("2026-01-15", 10 * 60, "Europe/Berlin").toISOString()).toBe("2026-01-15T09:00:00.000Z");
    expect(instantAt("2026-01-15", 20 * 60 + 30, "Asia/Kolkata").toISOString()).toBe("2026-01-15T15:00:00.000Z");
    expect(clinicMinutesOf(new Date("2026-01-15T15:00:00Z"), "Asia/Kolkata")).toBe(20 * 60 + 30);
  });

  it("does calendar arithmetic across month and year ends", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });

  it("validates calendar dates", () => {
    expect(isClinicDate("2026-02-28")).toBe(true);
    expect(isClinicDate("2026-02-30")).toBe(false);
    expect(isClinicDate("26-02-01")).toBe(false);
    expect(isClinicDate("2026-2-1")).toBe(false);
  });

  it("formats slot labels as clients show them", () => {
    expect(formatSlotTime(10 * 60)).toBe("10:00 AM");
    expect(formatSlotTime(12 * 60 + 30)).toBe("12:30 PM");
    expect(formatSlotTime(13 * 60)).toBe("01:00 PM");
    expect(formatSlotTime(20 * 60 + 30)).toBe("08:30 PM");
  });

  it("parses the time formats clients send", () => {
    expect(parseSlotTime("10:00 AM")).toBe(600);
    expect(parseSlotTime("1:30 pm")).toBe(810);
    expect(parseSlotTime("01:30 PM")).toBe(810);
    expect(parseSlotTime("12:00 PM")).toBe(720);
    expect(parseSlotTime("12:30 AM")).toBe(30);
    expect(parseSlotTime("13:30")).toBe(810);
    expect(parseSlotTime("13:30:00")).toBe(810);
    for (const bad of ["", "25:00", "10:60", "13:00 PM", "noon", "10", "10:00 XM"]) {
      expect(parseSlotTime(bad)).toBeNull();
    }
  });

  it("gives the zone's UTC offset at an instant, across a DST change", () => {
    // Berlin: UTC+1 in winter, UTC+2 from 29 March 2026; New York: UTC-5, then UTC-4 from 8 March.
    expect(utcOffsetMinutes("Europe/Berlin", new Date("2026-03-29T00:30:00Z"))).toBe(60);
    expect(utcOffsetMinutes("Europe/Berlin", new Date("2026-03-29T01:30:00Z"))).toBe(120);
    expect(utcOffsetMinutes("America/New_York", new Date("2026-01-15T12:00:00Z"))).toBe(-300);
    expect(utcOffsetMinutes("America/New_York", new Date("2026-07-15T12:00:00Z"))).toBe(-240);
    expect(utcOffsetMinutes("Asia/Kolkata", new Date("2026-07-15T12:00:00Z"))).toBe(330);
  });
});

describe("the clinic's wall clock read with one offset look-up (issue 43)", () => {
  it("gives what TZDate gives, across the DST changes and in zones off the hour", async () => {
    const { TZDate } = await import("@date-fns/tz");
    const { clinicDateAndMinutesOf } = await import("@/lib/clinic-time");
    const zones = ["Europe/Berlin", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Chatham", "UTC"];
    // Every 15 minutes around both of 2026's changes in Europe and North America, and across a year at odd minutes.
    const instants = [
      ...Array.from({ length: 400 }, (_, i) => Date.parse("2026-03-07T00:00:00Z") + i * 15 * 60_000),
      ...Array.from({ length: 400 }, (_, i) => Date.parse("2026-03-28T12:00:00Z") + i * 15 * 60_000),
      ...Array.from({ length: 400 }, (_, i) => Date.parse("2026-10-24T12:00:00Z") + i * 15 * 60_000),
      ...Array.from({ length: 400 }, (_, i) => Date.parse("2026-01-01T00:07:00Z") + i * 21.9 * 3_600_000),
    ];
    for (const tz of zones) {
      for (const t of instants) {
        const d = new TZDate(t, tz);
        const date = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
        const minutes = d.getHours() * 60 + d.getMinutes();
        const at = new Date(t);
        expect(clinicDateAndMinutesOf(at, tz), `${tz} ${at.toISOString()}`).toEqual({ date, minutes });
        expect(clinicDateOf(at, tz)).toBe(date);
        expect(clinicMinutesOf(at, tz)).toBe(minutes);
      }
    }
  });
});

describe("instantAt's remembered answers (issue 43)", () => {
  it("answers as TZDate does, the second time too, in the gap and the repeated hour of a DST change", async () => {
    const { TZDate } = await import("@date-fns/tz");
    const cases: [string, number, string][] = [
      ["2026-03-29", 2 * 60 + 30, "Europe/Berlin"], // 02:30 does not exist that night
      ["2026-10-25", 2 * 60 + 30, "Europe/Berlin"], // 02:30 happens twice
      ["2026-03-08", 2 * 60, "America/New_York"],
      ["2026-11-01", 60 + 15, "America/New_York"],
      ["2026-04-05", 2 * 60 + 15, "Australia/Lord_Howe"],
      ["2026-07-01", 9 * 60, "UTC"],
    ];
    for (const [date, minutes, tz] of cases) {
      const [y, m, d] = date.split("-").map(Number);
      const expected = new TZDate(y, m - 1, d, Math.floor(minutes / 60), minutes % 60, tz).getTime();
      expect(instantAt(date, minutes, tz).getTime(), `${tz} ${date} ${minutes}`).toBe(expected);
      expect(instantAt(date, minutes, tz).getTime(), `${tz} ${date} ${minutes}, remembered`).toBe(expected);
    }
  });

  it("gives each caller its own Date: changing one does not change the next answer", () => {
    const first = instantAt("2026-07-01", 10 * 60, "Europe/Berlin");
    first.setTime(0);
    expect(instantAt("2026-07-01", 10 * 60, "Europe/Berlin").toISOString()).toBe("2026-07-01T08:00:00.000Z");
  });
});

describe("zonedDateTimeFormat", () => {
  it("formats an instant in the zone asked, and makes one formatter per language, zone and options (the pages' and lib/i18n/format.ts's)", () => {
    const options = { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;
    const berlin = zonedDateTimeFormat("en-GB", "Europe/Berlin", options);
    expect(berlin.format(new Date("2026-03-29T00:30:00Z"))).toBe("29 Mar, 01:30");
    // The day the clocks go forward: 01:30 UTC is 03:30 in Berlin.
    expect(berlin.format(new Date("2026-03-29T01:30:00Z"))).toBe("29 Mar, 03:30");
    expect(zonedDateTimeFormat("en-GB", "Europe/Berlin", { ...options })).toBe(berlin);
    expect(zonedDateTimeFormat("en-GB", "America/New_York", options)).not.toBe(berlin);
    expect(zonedDateTimeFormat("en-GB", "America/New_York", options).format(new Date("2026-03-29T01:30:00Z"))).toBe("28 Mar, 21:30");
  });
});
