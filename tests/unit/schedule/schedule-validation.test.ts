// The shared zod schemas of a doctor's week and time off (issue 14): what the
// form, the server actions and the REST routes accept, and what they say.
import { describe, expect, it } from "vitest";
import { describeError } from "@/lib/http/error-response";
import { DEFAULT_WEEKLY_HOURS } from "@/lib/schedule/slots";
import { scheduleRequestSchema, scheduleSchema, timeOffBounds, timeOffSchema } from "@/lib/schedule/schedule-schema";

const closedWeek = () => ({ "0": [], "1": [], "2": [], "3": [], "4": [], "5": [], "6": [] }) as Record<string, unknown[]>;
const withMonday = (monday: unknown) => ({ weekly: { ...closedWeek(), "1": monday } });
/** The message a REST caller gets for this input (the first field's problem). */
const messageFor = (input: unknown) => {
  const r = scheduleSchema.safeParse(input);
  expect(r.success, JSON.stringify(input)).toBe(false);
  return describeError(r.error).message;
};

describe("the weekly hours schema", () => {
  it("accepts the default week, breaks, touching intervals, midnight and closed days", () => {
    for (const weekly of [
      DEFAULT_WEEKLY_HOURS,
      closedWeek(),
      withMonday([{ start: "09:00", end: "13:00" }, { start: "14:00", end: "17:00" }]).weekly,
      withMonday([{ start: "09:00", end: "13:00" }, { start: "13:00", end: "17:00" }]).weekly,
      withMonday([{ start: "00:00", end: "24:00" }]).weekly,
      withMonday([{ start: " 08:30", end: "09:00 " }]).weekly,
    ]) {
      expect(scheduleSchema.safeParse({ weekly }).success, JSON.stringify(weekly)).toBe(true);
    }
    expect(scheduleSchema.parse(withMonday([{ start: " 08:30", end: "09:00 " }])).weekly["1"]).toEqual([{ start: "08:30", end: "09:00" }]);
  });

  it("refuses off-grid, inverted, unordered and overlapping intervals, naming the day", () => {
    expect(messageFor(withMonday([{ start: "09:15", end: "12:00" }]))).toBe('Monday: "09:15" is not a start on the half hour (like 09:00 or 09:30)');
    expect(messageFor(withMonday([{ start: "09:00", end: "12:45" }]))).toBe('Monday: "12:45" is not an end on the half hour (like 17:00, 17:30 or 24:00)');
    expect(messageFor(withMonday([{ start: "9:00", end: "12:00" }]))).toMatch(/^Monday: "9:00" is not a start/);
    expect(messageFor(withMonday([{ start: "24:00", end: "24:00" }]))).toMatch(/not a start/);
    expect(messageFor(withMonday([{ start: "13:00", end: "12:00" }]))).toBe("Monday: 13:00-12:00 must end after it starts");
    expect(messageFor(withMonday([{ start: "12:00", end: "12:00" }]))).toBe("Monday: 12:00-12:00 must end after it starts");
    expect(messageFor(withMonday([{ start: "14:00", end: "17:00" }, { start: "09:00", end: "13:00" }]))).toBe(
      "Monday: list the intervals in order (09:00-13:00 comes before 14:00-17:00)",
    );
    expect(messageFor(withMonday([{ start: "09:00", end: "13:00" }, { start: "12:00", end: "17:00" }]))).toBe("Monday: 09:00-13:00 and 12:00-17:00 overlap");
    expect(messageFor({ weekly: { ...closedWeek(), "6": [{ start: "10:00", end: "11:00" }, { start: "10:30", end: "10:45" }] } })).toMatch(/^Saturday: "10:45"/);
  });

  it("refuses a week that is not all seven days of intervals", () => {
    const { "3": _wednesday, ...sixDays } = closedWeek();
    expect(messageFor({ weekly: sixDays })).toBe("Wednesday: give a list of intervals, or [] for a day off");
    expect(messageFor({ weekly: { ...closedWeek(), "7": [] } })).toBe('Weekdays are "0" (Sunday) to "6" (Saturday)');
    expect(messageFor({ weekly: { ...closedWeek(), "2": [{ start: "09:00" }] } })).toBe('Each interval needs an end like "17:00"');
    expect(messageFor({ weekly: { ...closedWeek(), "2": [{ start: "09:00", end: "10:00", extra: 1 }] } })).toMatch(/Intervals look like/);
    expect(messageFor({ weekly: { ...closedWeek(), "2": [["09:00", "10:00"]] } })).toMatch(/Intervals look like/);
    expect(messageFor({ weekly: "every day" })).toMatch(/each weekday/);
    expect(messageFor({})).toMatch(/weekday|schedule/);
    expect(messageFor(withMonday(Array.from({ length: 25 }, (_, i) => ({ start: `${String(i % 24).padStart(2, "0")}:00`, end: `${String(i % 24).padStart(2, "0")}:30` }))))).toBe("Monday: at most 24 intervals");
  });

  it("the REST body is { schedule: { weekly } }; the GET answer sent back works", () => {
    const answer = { success: true, schedule: { weekly: DEFAULT_WEEKLY_HOURS } };
    expect(scheduleRequestSchema.parse(answer)).toEqual({ schedule: { weekly: DEFAULT_WEEKLY_HOURS } });
    expect(scheduleRequestSchema.safeParse({ weekly: DEFAULT_WEEKLY_HOURS }).success).toBe(false);
  });
});

describe("the time off schema", () => {
  it("takes whole days (to inclusive) or dates with times", () => {
    expect(timeOffSchema.parse({ from: "2026-06-10", to: "2026-06-12" })).toEqual({ from: "2026-06-10", to: "2026-06-12", reason: "", cancelAffected: false });
    expect(timeOffSchema.parse({ from: "2026-06-10T12:00", to: "2026-06-10T16:30", reason: " Dentist ", cancelAffected: true })).toEqual({
      from: "2026-06-10T12:00",
      to: "2026-06-10T16:30",
      reason: "Dentist",
      cancelAffected: true,
    });
    expect(timeOffBounds("2026-06-10", "2026-06-12")).toEqual({ start: { date: "2026-06-10", minutes: 0 }, end: { date: "2026-06-13", minutes: 0 } });
    expect(timeOffBounds("2026-06-10T12:00", "2026-06-10")).toEqual({ start: { date: "2026-06-10", minutes: 720 }, end: { date: "2026-06-11", minutes: 0 } });
    expect(timeOffSchema.safeParse({ from: "2026-06-10", to: "2026-06-10" }).success).toBe(true); // one whole day
  });

  it("refuses inverted ranges and malformed moments with clear messages", () => {
    const fail = (input: unknown) => {
      const r = timeOffSchema.safeParse(input);
      expect(r.success, JSON.stringify(input)).toBe(false);
      return describeError(r.error);
    };
    expect(fail({ from: "2026-06-12", to: "2026-06-10" })).toMatchObject({ status: 400, message: "The time off must end after it starts", fieldErrors: { to: "The time off must end after it starts" } });
    expect(fail({ from: "2026-06-10T12:00", to: "2026-06-10T12:00" }).message).toBe("The time off must end after it starts");
    expect(fail({ from: "2026-06-10T12:00", to: "2026-06-10T11:00" }).message).toBe("The time off must end after it starts");
    expect(fail({ from: "2026-02-30", to: "2026-03-01" }).message).toBe("From must be a date (YYYY-MM-DD) or a date and time (YYYY-MM-DDTHH:mm)");
    expect(fail({ from: "2026-06-10", to: "10/06/2026" }).message).toMatch(/^To must be a date/);
    expect(fail({ from: "2026-06-10T24:00", to: "2026-06-11" }).message).toMatch(/^From must be/);
    expect(fail({ from: "2026-06-10T12:00:00", to: "2026-06-11" }).message).toMatch(/^From must be/);
    expect(fail({ to: "2026-06-11" }).message).toMatch(/^From is required/);
    expect(fail({ from: "2026-06-10", to: "2026-06-11", cancelAffected: "yes" }).message).toBe("cancelAffected must be true or false");
    expect(fail({ from: "2026-06-10", to: "2026-06-11", reason: "x".repeat(201) }).message).toBe("Reason must be at most 200 characters");
  });
});
