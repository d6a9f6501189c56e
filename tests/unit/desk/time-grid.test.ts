// The day board's geometry (issue 26): the range the side shows, its rows at the slot interval,
// hours and time off in clinic minutes, and where a span sits in pixels.
import { describe, expect, it } from "vitest";
import { boardHeight, boardRange, hoursSpan, placed, PX_PER_MINUTE, rowMinutesOf, rowStarts, timeOffSpan } from "@/lib/desk/time-grid";

describe("the day board's grid", () => {
  it("spans whole hours from the earliest hour or visit to the latest", () => {
    expect(boardRange([{ start: 600, end: 1260 }])).toEqual({ start: 600, end: 1260 });
    expect(boardRange([{ start: 615, end: 1230 }, { start: 570, end: 600 }])).toEqual({ start: 540, end: 1260 });
    // A visit running past midnight stops the board at 24:00.
    expect(boardRange([{ start: 1380, end: 1470 }])).toEqual({ start: 1380, end: 1440 });
    expect(boardRange([])).toEqual({ start: 480, end: 1080 });
  });

  it("has a row per slot interval, never thinner than a quarter hour", () => {
    expect(rowMinutesOf(30)).toBe(30);
    expect(rowMinutesOf(5)).toBe(15);
    expect(rowStarts({ start: 600, end: 720 }, 30)).toEqual([600, 630, 660, 690]);
    // A 45-minute interval counts from midnight, as the slot rule does.
    expect(rowStarts({ start: 540, end: 720 }, 45)).toEqual([540, 585, 630, 675]);
  });

  it("reads hours and time off as clinic minutes of the day", () => {
    expect(hoursSpan({ start: "09:00", end: "17:30" })).toEqual({ start: 540, end: 1050 });
    expect(hoursSpan({ start: "20:00", end: "24:00" })).toEqual({ start: 1200, end: 1440 });
    expect(hoursSpan({ start: "20:00", end: "00:00" })).toEqual({ start: 1200, end: 1440 });
    // Whole days, inclusive.
    expect(timeOffSpan({ from: "2026-11-25", to: "2026-11-27" }, "2026-11-26")).toEqual({ start: 0, end: 1440 });
    expect(timeOffSpan({ from: "2026-11-27", to: "2026-11-27" }, "2026-11-26")).toBeNull();
    // Timed: cut at the day's edges; one ending at midnight misses the next day.
    expect(timeOffSpan({ from: "2026-11-26T13:00", to: "2026-11-26T14:30" }, "2026-11-26")).toEqual({ start: 780, end: 870 });
    expect(timeOffSpan({ from: "2026-11-25T18:00", to: "2026-11-26T10:00" }, "2026-11-26")).toEqual({ start: 0, end: 600 });
    expect(timeOffSpan({ from: "2026-11-26T18:00", to: "2026-11-28T10:00" }, "2026-11-26")).toEqual({ start: 1080, end: 1440 });
    expect(timeOffSpan({ from: "2026-11-25T18:00", to: "2026-11-26T00:00" }, "2026-11-26")).toBeNull();
  });

  it("places a span by its start and length, at least one line tall", () => {
    const range = { start: 600, end: 1200 };
    expect(boardHeight(range)).toBe(600 * PX_PER_MINUTE);
    expect(placed({ start: 630, end: 675 }, range)).toEqual({ top: 30 * PX_PER_MINUTE, height: 45 * PX_PER_MINUTE });
    expect(placed({ start: 630, end: 635 }, range)).toEqual({ top: 30 * PX_PER_MINUTE, height: 22 });
    // Cut at the board's edges.
    expect(placed({ start: 540, end: 660 }, range, 0)).toEqual({ top: 0, height: 60 * PX_PER_MINUTE });
  });
});
