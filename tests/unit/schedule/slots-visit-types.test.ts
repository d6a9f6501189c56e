// The slot rule with visit types of their own length (issue 24): mixed lengths, buffers after,
// the clinic's slot interval, hours, time off and DST days. One rule for the picker, the slots
// API, the next free slot on cards, slots_booked and the check of every booking.
import { describe, expect, it } from "vitest";
import {
  checkSlot,
  closedGridStarts,
  computeSlots,
  nextFreeSlot,
  SPEC_POLICY,
  type SlotRules,
  type TimeSpan,
  type WeeklyHours,
} from "@/lib/schedule/slots";
import { formatSlotTime, instantAt } from "@/lib/clinic-time";

const BERLIN = "Europe/Berlin";
const NY = "America/New_York";
const at = (date: string, clock: string, tz = BERLIN) => instantAt(date, Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3)), tz);
const span = (date: string, from: string, to: string, tz = BERLIN): TimeSpan => ({ startsAt: at(date, from, tz), endsAt: at(date, to, tz) });
const times = (days: { date: string; slots: { time: string }[] }[], date: string) => days.find((d) => d.date === date)?.slots.map((s) => s.time) ?? [];
const week = (days: Partial<WeeklyHours>): WeeklyHours => ({ "0": [], "1": [], "2": [], "3": [], "4": [], "5": [], "6": [], ...days });

// Wednesday 10 June 2026, 07:00 in Berlin; today is bookable from 10:00.
const NOW = new Date("2026-06-10T05:00:00Z");
const DAY = "2026-06-10";
const policy = (slotIntervalMinutes: number) => ({ ...SPEC_POLICY, slotIntervalMinutes });
const visit = (durationMinutes: number, bufferMinutes = 0) => ({ durationMinutes, bufferMinutes });

describe("a visit's whole length fits in the doctor's hours", () => {
  it("a 60-minute visit starts every 30 minutes from 10:00 to 20:00 (its hour must end by 21:00)", () => {
    const day = times(computeSlots(NOW, BERLIN, [], { visit: visit(60) }), DAY);
    expect(day[0]).toBe("10:00 AM");
    expect(day.at(-1)).toBe("08:00 PM");
    expect(day).toHaveLength(21);
  });

  it("the buffer after counts toward the fit: 45 + 15 minutes ends by 21:00 too", () => {
    expect(times(computeSlots(NOW, BERLIN, [], { visit: visit(45, 15) }), DAY).at(-1)).toBe("08:00 PM");
  });

  it("on a 15-minute interval, a 15-minute follow-up starts at every quarter hour to 20:45", () => {
    const day = times(computeSlots(NOW, BERLIN, [], { visit: visit(15), policy: policy(15) }), DAY);
    expect(day.slice(0, 3)).toEqual(["10:00 AM", "10:15 AM", "10:30 AM"]);
    expect(day.at(-1)).toBe("08:45 PM");
    expect(day).toHaveLength(44);
  });

  it("a 20-minute interval counts from midnight: 10:00, 10:20, 10:40 ...", () => {
    const day = times(computeSlots(NOW, BERLIN, [], { visit: visit(20), policy: policy(20) }), DAY);
    expect(day.slice(0, 4)).toEqual(["10:00 AM", "10:20 AM", "10:40 AM", "11:00 AM"]);
    expect(day.at(-1)).toBe("08:40 PM");
  });

  it("a 90-minute procedure fits only where 90 minutes of one working interval are left", () => {
    const hours = week({ "3": [{ start: "09:00", end: "12:00" }, { start: "13:00", end: "15:00" }] });
    expect(times(computeSlots(NOW, BERLIN, [], { hours, visit: visit(90) }), DAY)).toEqual([
      "09:00 AM", "09:30 AM", "10:00 AM", "10:30 AM", "01:00 PM", "01:30 PM",
    ]);
  });

  it("a visit longer than every interval of a day is offered nowhere that day, and says why", () => {
    const hours = week({ "3": [{ start: "09:00", end: "10:00" }] });
    expect(times(computeSlots(NOW, BERLIN, [], { hours, visit: visit(90) }), DAY)).toEqual([]);
    const check = checkSlot(NOW, BERLIN, DAY, 9 * 60, { hours, visit: visit(90) });
    expect(check).toMatchObject({
      ok: false,
      reason: "outside_hours",
      message: "This doctor has no time for 90-minute visits on Wednesdays. Please pick another day.",
    });
  });
});

describe("clear of every other open appointment, whatever its type, with its buffer", () => {
  it("a 60-minute visit at 10:00 closes 10:00 and 10:30 to a 30-minute visit, and 09:30 to another 60-minute one", () => {
    const taken = [span(DAY, "10:00", "11:00")];
    const thirty = times(computeSlots(NOW, BERLIN, taken), DAY);
    expect(thirty).not.toContain("10:00 AM");
    expect(thirty).not.toContain("10:30 AM");
    expect(thirty[0]).toBe("11:00 AM");
    const hours = week({ "3": [{ start: "09:00", end: "21:00" }] });
    const sixty = times(computeSlots(NOW, BERLIN, taken, { hours, visit: visit(60) }), DAY);
    expect(sixty).toContain("09:00 AM");
    expect(sixty).not.toContain("09:30 AM");
    expect(sixty).toContain("11:00 AM");
  });

  it("mixed lengths on a 15-minute grid: only the gaps a visit fits in are offered", () => {
    // Booked: 10:00-10:15 and 10:45-11:45. A 30-minute visit fits 10:15-10:45 only, then from 11:45.
    const taken = [span(DAY, "10:00", "10:15"), span(DAY, "10:45", "11:45")];
    const day = times(computeSlots(NOW, BERLIN, taken, { visit: visit(30), policy: policy(15) }), DAY);
    expect(day.slice(0, 3)).toEqual(["10:15 AM", "11:45 AM", "12:00 PM"]);
  });

  it("another visit's buffer keeps the doctor busy; the new visit's own buffer must not run into the next one", () => {
    // 10:00-10:30 with a 15-minute buffer: busy until 10:45.
    const taken = [span(DAY, "10:00", "10:45"), span(DAY, "12:00", "12:30")];
    const plain = times(computeSlots(NOW, BERLIN, taken, { visit: visit(30), policy: policy(15) }), DAY);
    expect(plain).not.toContain("10:30 AM");
    expect(plain).toContain("10:45 AM");
    expect(plain).toContain("11:30 AM");
    // With its own 15-minute buffer, a visit at 11:30 would need the doctor until 12:15.
    const buffered = times(computeSlots(NOW, BERLIN, taken, { visit: visit(30, 15), policy: policy(15) }), DAY);
    expect(buffered).toContain("11:15 AM");
    expect(buffered).not.toContain("11:30 AM");
  });

  it("a long visit from the evening before is seen (it started outside the day)", () => {
    const hours = week({ "2": [{ start: "20:00", end: "24:00" }], "3": [{ start: "00:00", end: "02:00" }] });
    const now = new Date("2026-06-09T05:00:00Z");
    const taken = [span("2026-06-09", "23:30", "23:59")].map((s) => ({ ...s, endsAt: at(DAY, "00:30") }));
    const day = times(computeSlots(now, BERLIN, taken, { hours }), DAY);
    expect(day[0]).toBe("12:30 AM");
  });

  it("the next free slot on a card is the first start the default visit fits", () => {
    const taken = [span(DAY, "10:00", "11:30")];
    expect(nextFreeSlot(NOW, BERLIN, taken, { visit: visit(60) })?.time).toBe("11:30 AM");
  });

  it("time off blocks the whole visit: a 60-minute visit cannot run into it", () => {
    const timeOff = [span(DAY, "12:00", "13:00")];
    const day = times(computeSlots(NOW, BERLIN, [], { timeOff, visit: visit(60) }), DAY);
    expect(day).toContain("11:00 AM");
    expect(day).not.toContain("11:30 AM");
    expect(day).toContain("01:00 PM");
  });

  it("a doctor who offers no visit type has no slot at all", () => {
    expect(computeSlots(NOW, BERLIN, [], { visit: null })).toEqual([]);
    expect(nextFreeSlot(NOW, BERLIN, [], { visit: null })).toBeNull();
  });
});

describe("the booking check agrees with the picker", () => {
  const rules: SlotRules = { visit: visit(60), policy: policy(15) };
  it("every offered start passes, every other quarter hour of the day is refused with a reason", () => {
    const offered = new Set(times(computeSlots(NOW, BERLIN, [], rules), DAY));
    for (let m = 0; m < 24 * 60; m += 15) {
      const ok = checkSlot(NOW, BERLIN, DAY, m, rules).ok;
      expect(ok, formatSlotTime(m)).toBe(offered.has(formatSlotTime(m)));
    }
  });

  it("a start off the clinic's interval is refused in words that name it", () => {
    const check = checkSlot(NOW, BERLIN, DAY, 10 * 60 + 10, rules);
    expect(check).toMatchObject({ ok: false, reason: "off_grid", message: "60-minute visits start every 15 minutes from 10:00 AM to 08:00 PM." });
  });

  it("SPEC's words stay SPEC's for SPEC's visit", () => {
    const check = checkSlot(NOW, BERLIN, DAY, 10 * 60 + 15, {});
    expect(check).toMatchObject({ ok: false, reason: "off_grid", message: "Appointments start every 30 minutes from 10:00 AM to 08:30 PM." });
  });
});

describe("slots_booked for clients written against SPEC.md", () => {
  it("lists every grid start a longer visit overlaps: a 60-minute visit at 10:00 lists 10:00 and 10:30", () => {
    const closed = closedGridStarts(NOW, BERLIN, [span(DAY, "10:00", "11:00")]).map((d) => d.toISOString());
    expect(closed).toEqual([at(DAY, "10:00").toISOString(), at(DAY, "10:30").toISOString()]);
  });

  it("a visit off the grid closes both half hours it touches, and the buffer counts", () => {
    // 10:15-10:30 plus a 15-minute buffer: busy 10:15-10:45.
    const closed = closedGridStarts(NOW, BERLIN, [span(DAY, "10:15", "10:45")], { policy: policy(15) });
    expect(closed.map((d) => d.toISOString())).toEqual(
      expect.arrayContaining([at(DAY, "10:00").toISOString(), at(DAY, "10:15").toISOString(), at(DAY, "10:30").toISOString()]),
    );
  });

  it("a visit of last night running past midnight is busy time, not one of today's starts", () => {
    const late = { startsAt: at("2026-06-09", "23:30"), endsAt: at(DAY, "00:30") };
    const closed = closedGridStarts(NOW, BERLIN, [late]);
    expect(closed.map((d) => d.toISOString())).not.toContain(late.startsAt.toISOString());
  });

  it("with a 60-minute default visit, a grid start the next booking leaves too little room for is closed", () => {
    const taken = [span(DAY, "12:00", "12:30")];
    const closed = new Set(closedGridStarts(NOW, BERLIN, taken, { visit: visit(60) }).map((d) => d.getTime()));
    expect(closed.has(at(DAY, "11:30").getTime())).toBe(true); // 11:30-12:30 would overlap
    expect(closed.has(at(DAY, "11:00").getTime())).toBe(false); // 11:00-12:00 fits
    expect(closed.has(at(DAY, "20:30").getTime())).toBe(true); // 20:30-21:30 runs past the hours
  });
});

describe("DST days with mixed lengths", () => {
  it("Berlin, 29 March 2026 (clocks go forward at 02:00): a 60-minute visit from 01:00 on an all-day schedule is real time", () => {
    const hours = week({ "0": [{ start: "00:00", end: "24:00" }] });
    const now = new Date("2026-03-28T12:00:00Z");
    const day = computeSlots(now, BERLIN, [], { hours, visit: visit(60) }).find((d) => d.date === "2026-03-29")!;
    const starts = day.slots.map((s) => s.time);
    // 02:00 and 02:30 do not exist that day.
    expect(starts).not.toContain("02:00 AM");
    expect(starts).not.toContain("02:30 AM");
    expect(starts).toContain("03:00 AM");
    // A booked 60-minute visit from 01:30 (real time: until 03:30 wall clock) closes 03:00 to another one.
    const taken = [{ startsAt: at("2026-03-29", "01:30"), endsAt: new Date(at("2026-03-29", "01:30").getTime() + 3_600_000) }];
    const after = computeSlots(now, BERLIN, taken, { hours, visit: visit(60) }).find((d) => d.date === "2026-03-29")!;
    expect(after.slots.map((s) => s.time)).not.toContain("03:00 AM");
    expect(after.slots.map((s) => s.time)).toContain("03:30 AM");
  });

  it("New York, 1 November 2026 (clocks go back): 15-minute visits on a 15-minute grid keep their wall-clock times", () => {
    const now = new Date("2026-10-31T12:00:00Z");
    const day = computeSlots(now, NY, [], { visit: visit(15), policy: policy(15) }).find((d) => d.date === "2026-11-01")!;
    expect(day.slots[0].time).toBe("10:00 AM");
    expect(day.slots[0].startsAt.toISOString()).toBe("2026-11-01T15:00:00.000Z"); // EST from 02:00
    expect(day.slots.at(-1)!.time).toBe("08:45 PM");
  });
});
