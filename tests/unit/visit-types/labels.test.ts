import { describe, expect, it } from "vitest";
import { durationText, feeText, showsVisitType, soleVisitTypeId, timeRange, visitTypeLine } from "@/lib/visit-types/labels";

describe("visit type labels", () => {
  it("names a type with its length", () => {
    expect(durationText(15)).toBe("15 min");
    expect(durationText(60)).toBe("60 min");
    expect(visitTypeLine({ name: "Follow-up", durationMinutes: 15 })).toBe("Follow-up · 15 min");
  });

  it("writes a visit's span with an en dash", () => {
    expect(timeRange("10:00 AM", "11:00 AM")).toBe("10:00 AM – 11:00 AM");
  });

  it("shows the fee as today unless the doctor's types cost differently", () => {
    expect(feeText(50, null)).toBe("$50");
    expect(feeText(50, undefined)).toBe("$50");
    expect(feeText(150, 40)).toBe("from $40");
    expect(feeText(1500, 1250)).toBe("from $1,250");
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
