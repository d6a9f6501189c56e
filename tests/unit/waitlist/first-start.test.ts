// The start a look at the waitlist offers (issue 27): the slot rule's free starts for the entry's
// visit length, the entry's days, weekdays and parts of the day in clinic time (a DST day
// included), no sooner than the hold allows, never one offered to the entry before.
import { describe, expect, it } from "vitest";
import { firstSuitingStart } from "@/lib/waitlist/first-start";
import { instantAt, formatSlotTime, clinicMinutesOf } from "@/lib/clinic-time";
import { SPEC_POLICY, type SlotRules, type WeeklyHours } from "@/lib/schedule/slots";

const BERLIN = "Europe/Berlin";
const at = (date: string, clock: string) => instantAt(date, Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3)), BERLIN);
const every = (start: string, end: string): WeeklyHours => Object.fromEntries(["0", "1", "2", "3", "4", "5", "6"].map((d) => [d, [{ start, end }]])) as WeeklyHours;
const rules = (hours: WeeklyHours, durationMinutes = 30): SlotRules => ({ hours, policy: { ...SPEC_POLICY, bookingHorizonDays: 14 }, visit: { durationMinutes, bufferMinutes: 0 } });
const any = (from: string, to: string) => ({ from, to, partsOfDay: [] as string[], weekdays: [] as number[] });
const none = { earliest: 0, offeredBefore: new Set<number>() };
const label = (s: { date: string; startsAt: Date } | null) => (s ? `${s.date} ${formatSlotTime(clinicMinutesOf(s.startsAt, BERLIN))}` : null);

describe("the start offered to a waitlist entry", () => {
  // Saturday 24 October 2026, 08:00 in Berlin; the clocks go back on Sunday the 25th at 03:00.
  const NOW = at("2026-10-24", "08:00");

  it("fits the entry's visit length among the bookings", () => {
    const busy = [{ startsAt: at("2026-10-24", "10:30"), endsAt: at("2026-10-24", "11:00") }];
    expect(label(firstSuitingStart(NOW, BERLIN, busy, rules(every("10:00", "12:00"), 60), any("2026-10-24", "2026-10-24"), none))).toBe("2026-10-24 11:00 AM");
    expect(label(firstSuitingStart(NOW, BERLIN, busy, rules(every("10:00", "12:00"), 30), any("2026-10-24", "2026-10-24"), none))).toBe("2026-10-24 10:00 AM");
  });

  it("reads parts of the day in clinic time on the day the clocks change", () => {
    // Evenings (from 17:00) on the 25th: 17:00 Berlin is 16:00 UTC that day (CET), 15:00 UTC the day before (CEST).
    const evenings = { ...any("2026-10-25", "2026-10-25"), partsOfDay: ["evening"] };
    const start = firstSuitingStart(NOW, BERLIN, [], rules(every("15:00", "19:00")), evenings, none);
    expect(label(start)).toBe("2026-10-25 05:00 PM");
    expect(start?.startsAt.toISOString()).toBe("2026-10-25T16:00:00.000Z");
    const mornings = { ...any("2026-10-25", "2026-10-25"), partsOfDay: ["morning"] };
    expect(firstSuitingStart(NOW, BERLIN, [], rules(every("15:00", "19:00")), mornings, none)).toBeNull();
  });

  it("keeps to the weekdays, the hold's earliest start and what was offered before", () => {
    const sundays = { ...any("2026-10-24", "2026-11-07"), weekdays: [0] };
    expect(label(firstSuitingStart(NOW, BERLIN, [], rules(every("10:00", "11:00")), sundays, none))).toBe("2026-10-25 10:00 AM");
    const soon = { earliest: at("2026-10-24", "10:15").getTime(), offeredBefore: new Set([at("2026-10-24", "10:30").getTime()]) };
    expect(label(firstSuitingStart(NOW, BERLIN, [], rules(every("10:00", "11:00")), any("2026-10-24", "2026-10-25"), soon))).toBe("2026-10-25 10:00 AM");
    // Nothing after the entry's last day.
    expect(firstSuitingStart(NOW, BERLIN, [{ startsAt: at("2026-10-24", "10:00"), endsAt: at("2026-10-24", "11:00") }], rules(every("10:00", "11:00")), any("2026-10-24", "2026-10-24"), none)).toBeNull();
  });
});
