// The visit-type input (issue 24): one schema for the admin's form, the actions, the API and
// OpenAPI, with a clear message for each bound of the table's check constraints.
import { describe, expect, it } from "vitest";
import { moveVisitTypeSchema, visitTypeInputSchema } from "@/lib/visit-types/visit-type-schema";
import { fieldErrorsOf } from "@/lib/validation";

const valid = { name: "Follow-up", durationMinutes: 15 };

function problems(input: unknown): Record<string, string> {
  const r = visitTypeInputSchema.safeParse(input);
  return r.success ? {} : fieldErrorsOf(r.error);
}

describe("visitTypeInputSchema", () => {
  it("fills the defaults: no description, the doctor's fee, in person, no buffer, every doctor", () => {
    expect(visitTypeInputSchema.parse(valid)).toEqual({
      name: "Follow-up", description: "", durationMinutes: 15, price: null, mode: "in_person", bufferMinutes: 0, doctorIds: null, seriesAllowed: false, seriesMaxCount: 8,
    });
  });

  it("takes what a form sends: numbers as text, an empty price as the doctor's fee, names trimmed", () => {
    expect(visitTypeInputSchema.parse({ name: " Video ", durationMinutes: "20", price: "", bufferMinutes: "10", mode: "video", doctorIds: null })).toMatchObject({
      name: "Video", durationMinutes: 20, price: null, bufferMinutes: 10, mode: "video", doctorIds: null,
    });
    expect(visitTypeInputSchema.parse({ ...valid, price: "0" }).price).toBe(0);
    expect(visitTypeInputSchema.parse({ ...valid, price: null }).price).toBeNull();
    expect(visitTypeInputSchema.parse({ ...valid, price: 100000 }).price).toBe(100000);
  });

  it("keeps each doctor once", () => {
    expect(visitTypeInputSchema.parse({ ...valid, doctorIds: ["d1", "d2", "d1"] }).doctorIds).toEqual(["d1", "d2"]);
  });

  it.each([
    [{ durationMinutes: 15 }, "name", "The name is required"],
    [{ ...valid, name: "x".repeat(81) }, "name", "The name must be at most 80 characters"],
    [{ ...valid, description: "x".repeat(501) }, "description", "The description must be at most 500 characters"],
    [{ name: "A" }, "durationMinutes", "The duration is required"],
    [{ name: "A", durationMinutes: "" }, "durationMinutes", "The duration is required"],
    [{ name: "A", durationMinutes: 0 }, "durationMinutes", "The duration must be between 5 and 480 minutes"],
    [{ name: "A", durationMinutes: 485 }, "durationMinutes", "The duration must be between 5 and 480 minutes"],
    [{ name: "A", durationMinutes: 17 }, "durationMinutes", "The duration must be a multiple of 5 minutes"],
    [{ name: "A", durationMinutes: 15.5 }, "durationMinutes", "The duration must be a whole number of minutes"],
    [{ name: "A", durationMinutes: "soon" }, "durationMinutes", "The duration must be a whole number of minutes"],
    [{ ...valid, price: -1 }, "price", "The price must be between 0 and 100000"],
    [{ ...valid, price: 100001 }, "price", "The price must be between 0 and 100000"],
    [{ ...valid, price: 12.5 }, "price", "The price must be a whole number"],
    [{ ...valid, price: "cheap" }, "price", "The price must be a whole number, or empty for the doctor's fee"],
    [{ ...valid, bufferMinutes: 125 }, "bufferMinutes", "The buffer must be between 0 and 120 minutes"],
    [{ ...valid, bufferMinutes: 7 }, "bufferMinutes", "The buffer must be a multiple of 5 minutes"],
    [{ ...valid, mode: "phone" }, "mode", 'The mode must be "in_person" or "video"'],
    [{ ...valid, doctorIds: [] }, "doctorIds", "Choose at least one doctor, or offer it with every doctor"],
    [{ ...valid, doctorIds: "d1" }, "doctorIds", "doctorIds must be a list of doctor ids, or null for every doctor"],
    [{ ...valid, doctorIds: ["not an id"] }, "doctorIds.0", "That id is not valid"],
  ])("%j: %s says %s", (input, field, message) => {
    expect(problems(input)[field]).toBe(message);
  });

  it("accepts the bounds themselves", () => {
    for (const durationMinutes of [5, 480]) expect(problems({ ...valid, durationMinutes })).toEqual({});
    for (const bufferMinutes of [0, 120]) expect(problems({ ...valid, bufferMinutes })).toEqual({});
    expect(problems({ ...valid, name: "x".repeat(80), description: "x".repeat(500) })).toEqual({});
  });
});

describe("moveVisitTypeSchema", () => {
  it("takes up or down only", () => {
    expect(moveVisitTypeSchema.parse({ direction: "up" })).toEqual({ direction: "up" });
    expect(moveVisitTypeSchema.safeParse({ direction: "left" }).error?.issues[0].message).toBe('direction must be "up" or "down"');
    expect(moveVisitTypeSchema.safeParse({}).error?.issues[0].message).toBe('direction must be "up" or "down"');
  });
});
