import { describe, expect, it } from "vitest";
import { showsVisitType, soleVisitTypeId, timeRange } from "@/lib/visit-types/labels";

describe("visit type labels", () => {
  it("writes a visit's span with an en dash", () => {
    expect(timeRange("10:00 AM", "11:00 AM")).toBe("10:00 AM – 11:00 AM");
  });

  it("hides the type line only for the clinic's one and only type", () => {
    expect(soleVisitTypeId([{ id: "a" }])).toBe("a");
    expect(soleVisitTypeId([{ id: "a" }, { id: "b" }])).toBeNull();
    expect(soleVisitTypeId([])).toBeNull();
    expect(showsVisitType("a", "a")).toBe(false);
    // Several types, or the appointment's type archived since: the line shows.
    expect(showsVisitType("a", null)).toBe(true);
    expect(showsVisitType("old", "a")).toBe(true);
  });
});
