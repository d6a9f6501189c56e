// The slot rule with a doctor's weekly hours, breaks, time off and the
// clinic's booking policy (issue 14), including DST days with custom hours.
import { describe, expect, it } from "vitest";
import {
  checkSlot,
  closedGridStarts,
  computeSlots,
  DEFAULT_WEEKLY_HOURS,
  nextFreeSlot,
  SLOT_GRID,
  startsOfDay,
  type SlotRules,
  type WeeklyHours,
} from "@/lib/schedule/slots";
import { addDays, formatSlotTime, instantAt } from "@/lib/clinic-time";
import { bookingPolicy } from "@/lib/schedule/policy";

const BERLIN = "Europe/Berlin";
const NY = "America/New_York";

const week = (days: Partial<WeeklyHours>): WeeklyHours => ({ "0": [], "1": [], "2": [], "3": [], "4": [], "5": [], "6": [], ...days });
const lunchBreak = [
  { start: "09:00", end: "13:00" },
  { start: "14:00", end: "17:00" },
];
/** Monday to Friday 09:00-17:00 with a lunch break, weekends closed. */
const OFFICE = week({ "1": lunchBreak, "2": lunchBreak, "3": lunchBreak, "4": lunchBreak, "5": lunchBreak });
const ALL_DAY = week(Object.fromEntries(["0", "1", "2", "3", "4", "5", "6"].map((d) => [d, [{ start: "00:00", end: "24:00" }]])));

const times = (day: { slots: { time: string }[] } | undefined) => day?.slots.map((s) => s.time) ?? [];
const at = (date: string, clock: string, tz = BERLIN) => instantAt(date, Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3)), tz);

// Wednesday 10 June 2026, 07:00 in Berlin.
const NOW = new Date("2026-06-10T05:00:00Z");

describe("nothing configured is SPEC section 9", () => {
  it("the default hours are every day 10:00-21:00, which is SPEC's grid", () => {
    for (const d of Object.values(DEFAULT_WEEKLY_HOURS)) expect(startsOfDay(d)).toEqual(SLOT_GRID);
  });

  it("no rules, null hours, the default hours and the default policy give the same week", async () => {
    const taken = [at("2026-06-11", "10:00"), at("2026-06-12", "15:30")];
    const policy = await bookingPolicy();
    expect(policy).toEqual({ bookingHorizonDays: 7, minNoticeMinutes: 0, cancelCutoffHours: 0, slotIntervalMinutes: 30 });
    const plain = computeSlots(NOW, BERLIN, taken);
    for (const rules of [{}, { hours: null }, { hours: DEFAULT_WEEKLY_HOURS }, { policy }, { hours: DEFAULT_WEEKLY_HOURS, timeOff: [], policy }] as SlotRules[]) {
      expect(computeSlots(NOW, BERLIN, taken, rules)).toEqual(plain);
    }
    expect(plain).toHaveLength(7);
    expect(plain.map((d) => d.slots.length)).toEqual([22, 21, 21, 22, 22, 22, 22]);
  });

  it("slots_booked is just the taken starts", () => {
    const taken = [at("2026-06-12", "15:30"), at("2026-06-11", "10:00")];
    expect(closedGridStarts(NOW, BERLIN, taken)).toEqual([taken[1], taken[0]]);
    expect(closedGridStarts(NOW, BERLIN, [], { hours: structuredClone(DEFAULT_WEEKLY_HOURS) })).toEqual([]);
  });
});

describe("weekly hours and breaks", () => {
  it("starts every half hour from which 30 minutes fit inside an interval", () => {
    expect(startsOfDay(lunchBreak).map(formatSlotTime)).toEqual([
      "09:00 AM", "09:30 AM", "10:00 AM", "10:30 AM", "11:00 AM", "11:30 AM", "12:00 PM", "12:30 PM",
      "02:00 PM", "02:30 PM", "03:00 PM", "03:30 PM", "04:00 PM", "04:30 PM",
    ]);
    expect(startsOfDay([{ start: "12:00", end: "12:30" }])).toEqual([720]);
    expect(startsOfDay([{ start: "22:00", end: "24:00" }])).toEqual([1320, 1350, 1380, 1410]);
    expect(startsOfDay([])).toEqual([]);
  });

  it("offers only the doctor's hours and drops closed days", () => {
    const days = computeSlots(NOW, BERLIN, [], { hours: OFFICE });
    // Wed 10 to Tue 16 June: the weekend (13, 14) is closed.
    expect(days.map((d) => d.date)).toEqual(["2026-06-10", "2026-06-11", "2026-06-12", "2026-06-15", "2026-06-16"]);
    expect(times(days[0])).toEqual(startsOfDay(lunchBreak).map(formatSlotTime));
    expect(days[0].slots[0].startsAt.toISOString()).toBe("2026-06-10T07:00:00.000Z");
    expect(times(days[0])).not.toContain("01:00 PM");
    expect(times(days[0])).not.toContain("05:00 PM");
  });

  it("may start before 10:00 and run to midnight", () => {
    const late = week({ "3": [{ start: "07:30", end: "08:30" }, { start: "23:00", end: "24:00" }] });
    const [today] = computeSlots(new Date("2026-06-10T04:00:00Z"), BERLIN, [], { hours: late }); // 06:00 Berlin
    expect(times(today)).toEqual(["07:30 AM", "08:00 AM", "11:00 PM", "11:30 PM"]);
  });

  it("still skips past starts and taken ones", () => {
    const now = new Date("2026-06-10T09:10:00Z"); // 11:10 Berlin
    const [today] = computeSlots(now, BERLIN, [at("2026-06-10", "12:00")], { hours: OFFICE });
    expect(times(today)).toEqual(["11:30 AM", "12:30 PM", "02:00 PM", "02:30 PM", "03:00 PM", "03:30 PM", "04:00 PM", "04:30 PM"]);
  });

  it("refuses starts outside the hours with the doctor's hours in words", () => {
    expect(checkSlot(NOW, BERLIN, "2026-06-15", 13 * 60, { hours: OFFICE })).toEqual({
      ok: false,
      reason: "outside_hours",
      message: "On Mondays, appointments with this doctor start every 30 minutes from 09:00 AM to 12:30 PM and from 02:00 PM to 04:30 PM.",
    });
    expect(checkSlot(NOW, BERLIN, "2026-06-14", 10 * 60, { hours: OFFICE })).toEqual({
      ok: false,
      reason: "outside_hours",
      message: "This doctor does not see patients on Sundays. Please pick another day.",
    });
    expect(checkSlot(NOW, BERLIN, "2026-06-15", 9 * 60 + 15, { hours: OFFICE })).toMatchObject({ reason: "off_grid" });
    expect(checkSlot(NOW, BERLIN, "2026-06-15", 9 * 60, { hours: OFFICE })).toEqual({ ok: true, startsAt: at("2026-06-15", "09:00") });
    // The same hours every day read without a weekday, like SPEC's default.
    const short = week(Object.fromEntries(["0", "1", "2", "3", "4", "5", "6"].map((d) => [d, [{ start: "08:00", end: "12:00" }]])));
    expect(checkSlot(NOW, BERLIN, "2026-06-15", 13 * 60, { hours: short })).toMatchObject({
      message: "Appointments start every 30 minutes from 08:00 AM to 11:30 AM.",
    });
  });
});

describe("time off", () => {
  it("hides a whole day (and drops it) and the starts a partial one overlaps", () => {
    const timeOff = [
      { startsAt: at("2026-06-11", "00:00"), endsAt: at("2026-06-12", "00:00") }, // all of Thursday
      { startsAt: at("2026-06-12", "12:15"), endsAt: at("2026-06-12", "13:00") }, // part of Friday
    ];
    const days = computeSlots(NOW, BERLIN, [], { timeOff });
    expect(days.map((d) => d.date)).not.toContain("2026-06-11");
    const friday = times(days.find((d) => d.date === "2026-06-12"));
    expect(friday).toHaveLength(20);
    expect(friday).toContain("11:30 AM");
    expect(friday).not.toContain("12:00 PM"); // 12:00-12:30 overlaps 12:15
    expect(friday).not.toContain("12:30 PM");
    expect(friday).toContain("01:00 PM"); // the time off ends as it starts
  });

  it("refuses a booking inside it", () => {
    const timeOff = [{ startsAt: at("2026-06-12", "12:15"), endsAt: at("2026-06-12", "13:00") }];
    expect(checkSlot(NOW, BERLIN, "2026-06-12", 12 * 60, { timeOff })).toEqual({
      ok: false,
      reason: "time_off",
      message: "The doctor is not seeing patients at this time (time off). Please pick another time.",
    });
    expect(checkSlot(NOW, BERLIN, "2026-06-12", 13 * 60, { timeOff }).ok).toBe(true);
  });
});

describe("the booking policy", () => {
  it("the horizon sets the days offered and booked", () => {
    const policy = { bookingHorizonDays: 3, minNoticeMinutes: 0 };
    expect(computeSlots(NOW, BERLIN, [], { policy }).map((d) => d.date)).toEqual(["2026-06-10", "2026-06-11", "2026-06-12"]);
    expect(checkSlot(NOW, BERLIN, "2026-06-13", 600, { policy })).toMatchObject({ reason: "outside_window", message: "Appointments can be booked for the next 3 days only." });
    const twoWeeks = computeSlots(NOW, BERLIN, [], { policy: { bookingHorizonDays: 14, minNoticeMinutes: 0 } });
    expect(twoWeeks.at(-1)!.date).toBe("2026-06-23");
    expect(checkSlot(NOW, BERLIN, "2026-06-10", 600, { policy: { bookingHorizonDays: 1, minNoticeMinutes: 0 } }).ok).toBe(true);
    expect(checkSlot(NOW, BERLIN, "2026-06-11", 600, { policy: { bookingHorizonDays: 1, minNoticeMinutes: 0 } })).toMatchObject({
      message: "Appointments can be booked for today only.",
    });
  });

  it("the minimum notice skips starts too soon", () => {
    const now = new Date("2026-06-10T08:00:00Z"); // 10:00 Berlin
    const policy = { bookingHorizonDays: 7, minNoticeMinutes: 120 };
    const [today] = computeSlots(now, BERLIN, [], { policy });
    expect(today.slots[0].time).toBe("12:00 PM"); // exactly 2 hours ahead is enough
    expect(checkSlot(now, BERLIN, "2026-06-10", 11 * 60 + 30, { policy })).toEqual({
      ok: false,
      reason: "too_soon",
      message: "Appointments must be booked at least 2 hours ahead. Please pick a later slot.",
    });
    expect(checkSlot(now, BERLIN, "2026-06-10", 11 * 60, { policy: { bookingHorizonDays: 7, minNoticeMinutes: 90 } })).toMatchObject({
      message: "Appointments must be booked at least 90 minutes ahead. Please pick a later slot.",
    });
    expect(nextFreeSlot(now, BERLIN, [], { policy })).toMatchObject({ date: "2026-06-10", time: "12:00 PM" });
  });
});

describe("DST days with custom hours", () => {
  it("Berlin spring forward (29 March 2026): 02:00 and 02:30 do not exist", () => {
    const now = new Date("2026-03-28T06:00:00Z");
    const day = computeSlots(now, BERLIN, [], { hours: ALL_DAY }).find((d) => d.date === "2026-03-29")!;
    expect(day.slots).toHaveLength(46);
    expect(times(day)).not.toContain("02:00 AM");
    expect(times(day)).not.toContain("02:30 AM");
    const instants = day.slots.map((s) => s.startsAt.getTime());
    expect(new Set(instants).size).toBe(46);
    expect([...instants].sort((a, b) => a - b)).toEqual(instants);
    expect(day.slots.find((s) => s.time === "01:30 AM")!.startsAt.toISOString()).toBe("2026-03-29T00:30:00.000Z");
    expect(day.slots.find((s) => s.time === "03:00 AM")!.startsAt.toISOString()).toBe("2026-03-29T01:00:00.000Z");
    expect(checkSlot(now, BERLIN, "2026-03-29", 150, { hours: ALL_DAY })).toMatchObject({ ok: false, reason: "clock_change" });
    // Office hours on a Sunday made working: wall-clock 09:00 is 07:00 UTC after the switch.
    const sundays = week({ "0": lunchBreak });
    const sunday = computeSlots(now, BERLIN, [], { hours: sundays }).find((d) => d.date === "2026-03-29")!;
    expect(sunday.slots[0].startsAt.toISOString()).toBe("2026-03-29T07:00:00.000Z");
    expect(times(sunday)).toEqual(startsOfDay(lunchBreak).map(formatSlotTime));
  });

  it("Berlin fall back (25 October 2026): every wall-clock half hour once", () => {
    const now = new Date("2026-10-24T06:00:00Z");
    const day = computeSlots(now, BERLIN, [], { hours: ALL_DAY }).find((d) => d.date === "2026-10-25")!;
    expect(day.slots).toHaveLength(48);
    const instants = day.slots.map((s) => s.startsAt.getTime());
    expect(new Set(instants).size).toBe(48);
    expect([...instants].sort((a, b) => a - b)).toEqual(instants);
    const night = week({ "0": [{ start: "01:00", end: "04:00" }] });
    const sunday = computeSlots(now, BERLIN, [], { hours: night }).find((d) => d.date === "2026-10-25")!;
    expect(times(sunday)).toEqual(["01:00 AM", "01:30 AM", "02:00 AM", "02:30 AM", "03:00 AM", "03:30 AM"]);
    expect(sunday.slots.find((s) => s.time === "03:00 AM")!.startsAt.toISOString()).toBe("2026-10-25T02:00:00.000Z");
  });

  it("New York (8 March and 1 November 2026)", () => {
    const sundays = week({ "0": [{ start: "01:00", end: "04:00" }, { start: "09:00", end: "12:00" }] });
    const spring = computeSlots(new Date("2026-03-07T12:00:00Z"), NY, [], { hours: sundays }).find((d) => d.date === "2026-03-08")!;
    expect(times(spring)).toEqual(["01:00 AM", "01:30 AM", "03:00 AM", "03:30 AM", "09:00 AM", "09:30 AM", "10:00 AM", "10:30 AM", "11:00 AM", "11:30 AM"]);
    expect(spring.slots.find((s) => s.time === "09:00 AM")!.startsAt.toISOString()).toBe("2026-03-08T13:00:00.000Z"); // EDT
    const fall = computeSlots(new Date("2026-10-31T12:00:00Z"), NY, [], { hours: sundays }).find((d) => d.date === "2026-11-01")!;
    expect(fall.slots).toHaveLength(12);
    expect(fall.slots.find((s) => s.time === "09:00 AM")!.startsAt.toISOString()).toBe("2026-11-01T14:00:00.000Z"); // EST
    const allDay = computeSlots(new Date("2026-10-31T12:00:00Z"), NY, [], { hours: ALL_DAY }).find((d) => d.date === "2026-11-01")!;
    expect(allDay.slots).toHaveLength(48);
  });

  it("time off over the switch hides exactly the starts it covers", () => {
    const now = new Date("2026-03-28T06:00:00Z");
    // Sunday 01:00 to 04:00 wall clock is two real hours.
    const timeOff = [{ startsAt: at("2026-03-29", "01:00"), endsAt: at("2026-03-29", "04:00") }];
    const day = computeSlots(now, BERLIN, [], { hours: ALL_DAY, timeOff }).find((d) => d.date === "2026-03-29")!;
    expect(times(day)).not.toContain("01:00 AM");
    expect(times(day)).not.toContain("03:30 AM");
    expect(times(day)).toContain("04:00 AM");
    expect(day.slots).toHaveLength(46 - 4);
  });
});

describe("nextFreeSlot with hours, time off and policy", () => {
  it("is always the first slot of the listing", () => {
    const rulesList: SlotRules[] = [
      { hours: OFFICE },
      { hours: OFFICE, timeOff: [{ startsAt: at("2026-06-10", "00:00"), endsAt: at("2026-06-13", "00:00") }] },
      { hours: ALL_DAY, policy: { bookingHorizonDays: 2, minNoticeMinutes: 45 } },
      { hours: week({}) },
      { hours: week({ "6": [{ start: "23:30", end: "24:00" }] }) },
    ];
    const nows = ["2026-06-10T05:00:00Z", "2026-06-10T11:59:00Z", "2026-06-12T21:00:00Z", "2026-03-28T23:30:00Z", "2026-10-24T22:00:00Z"].map((t) => new Date(t));
    for (const tz of [BERLIN, NY]) {
      for (const now of nows) {
        for (const rules of rulesList) {
          const [first] = computeSlots(now, tz, [], rules);
          const expected = first ? { date: first.date, ...first.slots[0] } : null;
          expect(nextFreeSlot(now, tz, [], rules), `${tz} ${now.toISOString()}`).toEqual(expected);
        }
      }
    }
  });
});

describe("slots_booked for clients computing SPEC's grid", () => {
  const grid = (date: string) => SLOT_GRID.map((m) => instantAt(date, m, BERLIN));
  const labels = (starts: Date[], date: string) => starts.filter((s) => s >= at(date, "00:00") && s < at(addDays(date, 1), "00:00")).map((s) => formatSlotTime((s.getTime() - at(date, "00:00").getTime()) / 60_000));

  it("lists every future grid start the hours close, besides the taken ones", () => {
    const taken = [at("2026-06-11", "09:00"), at("2026-06-11", "10:00")];
    const closed = closedGridStarts(NOW, BERLIN, taken, { hours: OFFICE });
    // Saturday and Sunday: the whole grid.
    expect(labels(closed, "2026-06-13")).toEqual(grid("2026-06-13").map((_, i) => formatSlotTime(SLOT_GRID[i])));
    // A weekday: 13:00, 13:30 (lunch) and 17:00 to 20:30.
    expect(labels(closed, "2026-06-15")).toEqual(["01:00 PM", "01:30 PM", "05:00 PM", "05:30 PM", "06:00 PM", "06:30 PM", "07:00 PM", "07:30 PM", "08:00 PM", "08:30 PM"]);
    // Taken starts are listed even off the grid (09:00).
    expect(labels(closed, "2026-06-11")).toEqual(["09:00 AM", "10:00 AM", "01:00 PM", "01:30 PM", "05:00 PM", "05:30 PM", "06:00 PM", "06:30 PM", "07:00 PM", "07:30 PM", "08:00 PM", "08:30 PM"]);
    expect([...closed].sort((a, b) => a.getTime() - b.getTime())).toEqual(closed);
    // Nothing already past, nothing after the 7 days.
    expect(closed.every((s) => s > NOW && s < at("2026-06-17", "00:00"))).toBe(true);
  });

  it("what a SPEC client offers after removing slots_booked is exactly what the rule offers", () => {
    const now = new Date("2026-06-10T09:10:00Z");
    const cases: SlotRules[] = [
      { hours: OFFICE },
      { timeOff: [{ startsAt: at("2026-06-12", "00:00"), endsAt: at("2026-06-13", "00:00") }, { startsAt: at("2026-06-15", "15:10"), endsAt: at("2026-06-15", "16:00") }] },
      { policy: { bookingHorizonDays: 3, minNoticeMinutes: 60 } },
      { hours: OFFICE, policy: { bookingHorizonDays: 10, minNoticeMinutes: 0 } },
    ];
    const taken = [at("2026-06-11", "11:00")];
    for (const rules of cases) {
      const closed = new Set(closedGridStarts(now, BERLIN, taken, rules).map((d) => d.getTime()));
      const specClient = computeSlots(now, BERLIN, []).flatMap((d) => d.slots.map((s) => s.startsAt.getTime())).filter((t) => !closed.has(t));
      const rule = computeSlots(now, BERLIN, taken, rules)
        .flatMap((d) => d.slots)
        .filter((s) => SLOT_GRID.includes(s.minutes) && s.startsAt < at("2026-06-17", "00:00"))
        .map((s) => s.startsAt.getTime());
      expect(specClient).toEqual(rule);
    }
  });

  it("lists grid starts inside time off", () => {
    const timeOff = [{ startsAt: at("2026-06-12", "12:15"), endsAt: at("2026-06-12", "13:00") }];
    expect(labels(closedGridStarts(NOW, BERLIN, [], { timeOff }), "2026-06-12")).toEqual(["12:00 PM", "12:30 PM"]);
  });
});
