// Slot times on the days the clocks change (issue 46): a Slot's start and end are UTC instants,
// its booking link names the clinic's wall-clock date and time the booking page shows, and its
// id round-trips. Berlin: 2027-03-28 skips 02:00-03:00; 2026-10-25 repeats 02:00-03:00.
import { describe, expect, it } from "vitest";
import { freeStarts, type WeeklyHours } from "@/lib/schedule/slots";
import { parseSlotId, slot, slotIdOf } from "@/lib/fhir/slots";
import { BOOKING_DEEP_LINK } from "@/lib/fhir/extensions";

const tz = "Europe/Berlin";
const type = { id: "consultation", name: "Consultation", durationMinutes: 30 };
const night: WeeklyHours = Object.fromEntries(["0", "1", "2", "3", "4", "5", "6"].map((d) => [d, [{ start: "01:00", end: "04:00" }]])) as WeeklyHours;

function slotsOn(nowIso: string, date: string) {
  const starts = [...freeStarts(new Date(nowIso), tz, [], { hours: night, policy: { bookingHorizonDays: 2, minNoticeMinutes: 0, slotIntervalMinutes: 30 } })];
  return starts.filter((s) => s.date === date).map((s) => slot({ doctorId: "doc1", type, startsAt: s.startsAt, date: s.date, time: s.time }, "https://clinic.test"));
}
const linkOf = (s: ReturnType<typeof slot>) => new URL(s.extension!.find((e) => e.url === BOOKING_DEEP_LINK)!.valueUrl!);

describe("Slot times across a clock change", () => {
  it("spring forward: no start in the skipped hour, UTC instants in order, links in wall-clock time", () => {
    const day = slotsOn("2027-03-27T12:00:00Z", "2027-03-28");
    expect(day.map((s) => linkOf(s).searchParams.get("time"))).toEqual(["01:00 AM", "01:30 AM", "03:00 AM", "03:30 AM"]);
    expect(day.map((s) => s.start)).toEqual(["2027-03-28T00:00:00+00:00", "2027-03-28T00:30:00+00:00", "2027-03-28T01:00:00+00:00", "2027-03-28T01:30:00+00:00"]);
    // 03:00 local is 01:00 UTC, thirty minutes after 01:30 local (00:30 UTC): ends are 30 minutes on.
    expect(day.map((s) => s.end)).toEqual(["2027-03-28T00:30:00+00:00", "2027-03-28T01:00:00+00:00", "2027-03-28T01:30:00+00:00", "2027-03-28T02:00:00+00:00"]);
    for (const s of day) expect(linkOf(s).searchParams.get("date")).toBe("2027-03-28");
  });

  it("fall back: a repeated time is one start, and every id names its own instant", () => {
    const day = slotsOn("2026-10-24T12:00:00Z", "2026-10-25");
    const times = day.map((s) => linkOf(s).searchParams.get("time"));
    expect(new Set(times).size).toBe(times.length);
    const starts = day.map((s) => Date.parse(s.start));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    for (const s of day) expect(parseSlotId(s.id!)).toEqual({ doctorId: "doc1", visitTypeId: "consultation", startsAt: new Date(s.start) });
  });

  it("keeps ids within FHIR's 64 characters for the app's ids", () => {
    expect(slotIdOf("c".repeat(25), "seed-extended-consultation", new Date("2099-12-31T23:30:00Z")).length).toBeLessThanOrEqual(64);
    expect(parseSlotId("not-a-slot")).toBeNull();
  });
});
