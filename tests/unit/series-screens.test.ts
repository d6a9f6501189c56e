// Issue 48's screens: the plain rules they keep once (components/series): My Appointments groups a
// series where its first visit is; the choices for the dates that do not fit become the booking's
// replacements; what a visit's page says of its series and which visits a change may take.
import { describe, expect, it } from "vitest";
import { groupSeries } from "@/components/series/group-series";
import { replacementsOf } from "@/components/series/series-replacements";
import { defaultChoices, SKIP } from "@/components/series/series-shapes";
import { seriesCounts } from "@/components/series/series-facts";
import type { AppointmentStatus } from "@/lib/appointments/status";

describe("groupSeries", () => {
  it("gathers a series' visits at its first one and keeps the others in order", () => {
    const items = [
      { id: "a", s: null },
      { id: "b", s: "S" },
      { id: "c", s: null },
      { id: "d", s: "S" },
      { id: "e", s: "T" },
    ];
    const listed = groupSeries(items, (i) => i.s);
    expect(listed.map((l) => (l.kind === "visit" ? l.visit.id : `${l.seriesId}:${l.visits.map((v) => v.id).join("")}`))).toEqual(["a", "S:bd", "c", "T:e"]);
  });
});

describe("the choices for the dates that do not fit", () => {
  const conflicts = [
    { date: "2026-12-14", time: "10:00 AM", reason: "time off", alternatives: [{ date: "2026-12-14", time: "11:00 AM" }, { date: "2026-12-15", time: "10:00 AM" }] },
    { date: "2026-12-21", time: "10:00 AM", reason: "taken", alternatives: [] },
  ];
  it("start with each date's first alternative, or leave it out when there is none", () => {
    expect(defaultChoices(conflicts)).toEqual({ "2026-12-14": "2026-12-14T11:00 AM", "2026-12-21": SKIP });
  });
  it("become replacements by the rule's date: the slot chosen, or null to leave it out", () => {
    expect(replacementsOf(conflicts, { "2026-12-14": "2026-12-15T10:00 AM", "2026-12-21": SKIP })).toEqual({
      "2026-12-14": { date: "2026-12-15", time: "10:00 AM" },
      "2026-12-21": null,
    });
  });
});

describe("seriesCounts", () => {
  const v = (id: string, day: number, status: AppointmentStatus) => ({ _id: id, startsAt: `2026-12-${String(day).padStart(2, "0")}T09:00:00.000Z`, status });
  const visits = [v("1", 1, "completed"), v("2", 8, "no_show"), v("3", 15, "confirmed"), v("4", 22, "cancelled"), v("5", 29, "pending"), v("6", 30, "checked_in")];
  it("counts the dates kept and done, and the visits a change may take from a visit on", () => {
    expect(seriesCounts(visits, "3")).toEqual({ count: 5, done: 1, remaining: 2, following: 2 });
    expect(seriesCounts(visits, "5")).toEqual({ count: 5, done: 1, remaining: 2, following: 1 });
  });
});
