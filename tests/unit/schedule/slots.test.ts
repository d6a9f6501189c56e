import { describe, expect, it } from "vitest";
import { bookingWindow, checkSlot, computeSlots, nextFreeSlot, SLOT_GRID } from "@/lib/schedule/slots";
import { instantAt } from "@/lib/clinic-time";

const BERLIN = "Europe/Berlin";
const NY = "America/New_York";

describe("the slot grid", () => {
  it("has 22 half-hour starts from 10:00 to 20:30", () => {
    expect(SLOT_GRID).toHaveLength(22);
    expect(SLOT_GRID[0]).toBe(600);
    expect(SLOT_GRID.at(-1)).toBe(20 * 60 + 30);
  });
});

describe("computeSlots", () => {
  it("offers 7 days from today, all 22 slots on days not yet started", () => {
    const now = new Date("2026-06-10T05:00:00Z"); // 07:00 in Berlin
    const days = computeSlots(now, BERLIN, []);
    expect(days.map((d) => d.date)).toEqual(bookingWindow(now, BERLIN));
    expect(days[0].date).toBe("2026-06-10");
    expect(days.at(-1)!.date).toBe("2026-06-16");
    for (const d of days) expect(d.slots).toHaveLength(22);
    expect(days[0].slots[0].time).toBe("10:00 AM");
    expect(days[0].slots[0].startsAt.toISOString()).toBe("2026-06-10T08:00:00.000Z");
  });

  it("skips starts already past today, including the one starting now", () => {
    const now = new Date("2026-06-10T12:30:00Z"); // 14:30 in Berlin
    const [today] = computeSlots(now, BERLIN, []);
    expect(today.slots[0].time).toBe("03:00 PM");
  });

  it("hides taken slots", () => {
    const now = new Date("2026-06-10T05:00:00Z");
    const taken = [instantAt("2026-06-11", 600, BERLIN), instantAt("2026-06-11", 630, BERLIN)];
    const day = computeSlots(now, BERLIN, taken).find((d) => d.date === "2026-06-11")!;
    expect(day.slots).toHaveLength(20);
    expect(day.slots[0].time).toBe("11:00 AM");
  });

  it("drops days left with no slot", () => {
    const now = new Date("2026-06-10T19:00:00Z"); // 21:00 in Berlin: today is over
    const days = computeSlots(now, BERLIN, []);
    expect(days[0].date).toBe("2026-06-11");
    expect(days).toHaveLength(6);
    const allOfTomorrow = SLOT_GRID.map((m) => instantAt("2026-06-11", m, BERLIN));
    expect(computeSlots(now, BERLIN, allOfTomorrow)[0].date).toBe("2026-06-12");
  });

  it("uses the clinic's day, not the server's or UTC's", () => {
    // 23:30 UTC on 10 June is 01:30 on 11 June in Berlin: the window starts on the 11th.
    const now = new Date("2026-06-10T23:30:00Z");
    expect(computeSlots(now, BERLIN, [])[0].date).toBe("2026-06-11");
    expect(computeSlots(now, NY, [])[0].date).toBe("2026-06-10");
  });

  it("keeps 22 wall-clock slots on the spring-forward day (Berlin, 29 March 2026)", () => {
    const now = new Date("2026-03-28T06:00:00Z");
    const day = computeSlots(now, BERLIN, []).find((d) => d.date === "2026-03-29")!;
    expect(day.slots).toHaveLength(22);
    // 10:00 is UTC+2 after the switch, 09:00 UTC before it on the day before.
    expect(day.slots[0].startsAt.toISOString()).toBe("2026-03-29T08:00:00.000Z");
    const before = computeSlots(now, BERLIN, []).find((d) => d.date === "2026-03-28")!;
    expect(before.slots[0].startsAt.toISOString()).toBe("2026-03-28T09:00:00.000Z");
  });

  it("keeps 22 wall-clock slots on the fall-back day (Berlin, 25 October 2026)", () => {
    const now = new Date("2026-10-24T06:00:00Z");
    const day = computeSlots(now, BERLIN, []).find((d) => d.date === "2026-10-25")!;
    expect(day.slots).toHaveLength(22);
    expect(day.slots[0].startsAt.toISOString()).toBe("2026-10-25T09:00:00.000Z");
    expect(day.slots.at(-1)!.startsAt.toISOString()).toBe("2026-10-25T19:30:00.000Z");
  });

  it("handles US DST days (New York, 8 March and 1 November 2026)", () => {
    const spring = computeSlots(new Date("2026-03-07T12:00:00Z"), NY, []).find((d) => d.date === "2026-03-08")!;
    expect(spring.slots[0].startsAt.toISOString()).toBe("2026-03-08T14:00:00.000Z");
    const fall = computeSlots(new Date("2026-10-31T12:00:00Z"), NY, []).find((d) => d.date === "2026-11-01")!;
    expect(fall.slots[0].startsAt.toISOString()).toBe("2026-11-01T15:00:00.000Z");
    expect(fall.slots).toHaveLength(22);
  });

  it("counts 'now' on the DST day correctly when skipping past slots", () => {
    // 29 March 2026, 11:15 Berlin summer time = 09:15 UTC: 10:00, 10:30 and 11:00 are past.
    const [today] = computeSlots(new Date("2026-03-29T09:15:00Z"), BERLIN, []);
    expect(today.slots[0].time).toBe("11:30 AM");
  });
});

describe("nextFreeSlot", () => {
  /** The week listing's first slot, with its date: what nextFreeSlot must always give. */
  const firstOfWeek = (now: Date, tz: string, taken: Date[]) => {
    const [day] = computeSlots(now, tz, taken);
    return day ? { date: day.date, ...day.slots[0] } : null;
  };

  it("agrees with the week listing whatever the time, zone and bookings", () => {
    const nows = [
      "2026-06-10T05:00:00Z", // before opening
      "2026-06-10T12:30:00Z", // on a start
      "2026-06-10T12:31:00Z", // just after a start
      "2026-06-10T19:00:00Z", // after the last start in Berlin
      "2026-06-10T23:30:00Z", // already tomorrow in Berlin, not in New York
      "2026-03-29T09:15:00Z", // spring-forward day
      "2026-10-25T08:00:00Z", // fall-back day
    ].map((t) => new Date(t));
    for (const tz of [BERLIN, NY, "Asia/Kolkata", "Pacific/Kiritimati"]) {
      for (const now of nows) {
        const all = computeSlots(now, tz, []).flatMap((d) => d.slots.map((s) => s.startsAt));
        const takenSets = [[], all.slice(0, 1), all.slice(0, 5), all.slice(0, 30), all.filter((_, i) => i % 2 === 0), all];
        for (const taken of takenSets) {
          expect(nextFreeSlot(now, tz, taken), `${tz} ${now.toISOString()} ${taken.length} taken`).toEqual(firstOfWeek(now, tz, taken));
        }
      }
    }
  });

  it("is null when every slot of the week is taken", () => {
    const now = new Date("2026-06-10T05:00:00Z");
    const all = computeSlots(now, BERLIN, []).flatMap((d) => d.slots.map((s) => s.startsAt));
    expect(nextFreeSlot(now, BERLIN, all)).toBeNull();
  });

  it("gives the date with the slot", () => {
    const now = new Date("2026-06-10T19:00:00Z"); // 21:00 in Berlin: today is over
    expect(nextFreeSlot(now, BERLIN, [])).toMatchObject({ date: "2026-06-11", time: "10:00 AM", minutes: 600 });
  });
});

describe("checkSlot", () => {
  const now = new Date("2026-06-10T12:30:00Z"); // 14:30 Berlin
  it("accepts a future start on the grid within 7 days", () => {
    const r = checkSlot(now, BERLIN, "2026-06-16", 20 * 60 + 30);
    expect(r.ok).toBe(true);
  });
  it("refuses the 8th day, off-grid times, hours outside 10:00-20:30 and past starts, in SPEC's words", () => {
    const grid = "Appointments start every 30 minutes from 10:00 AM to 08:30 PM.";
    expect(checkSlot(now, BERLIN, "2026-06-17", 600)).toEqual({ ok: false, reason: "outside_window", message: "Appointments can be booked for the next 7 days only." });
    expect(checkSlot(now, BERLIN, "2026-06-09", 600)).toMatchObject({ ok: false, reason: "outside_window" });
    expect(checkSlot(now, BERLIN, "2026-06-11", 615)).toEqual({ ok: false, reason: "off_grid", message: grid });
    expect(checkSlot(now, BERLIN, "2026-06-11", 9 * 60 + 30)).toEqual({ ok: false, reason: "outside_hours", message: grid });
    expect(checkSlot(now, BERLIN, "2026-06-11", 21 * 60)).toEqual({ ok: false, reason: "outside_hours", message: grid });
    expect(checkSlot(now, BERLIN, "2026-06-10", 14 * 60 + 30)).toEqual({ ok: false, reason: "past", message: "This time has already passed. Please pick a later slot." });
  });
});
