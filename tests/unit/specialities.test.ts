import { describe, expect, it } from "vitest";
import { SPECIALITIES, specialityFromSlug, specialitySlug } from "@/lib/specialities";

describe("speciality slugs", () => {
  it("lower-cases and replaces the first space with a hyphen", () => {
    expect(specialitySlug("General Physician")).toBe("general-physician");
    expect(specialitySlug("Cardiologist")).toBe("cardiologist");
  });
  it("maps slugs back case-insensitively, hyphens as spaces", () => {
    for (const s of SPECIALITIES) expect(specialityFromSlug(specialitySlug(s))).toBe(s);
    expect(specialityFromSlug("GENERAL-physician")).toBe("General Physician");
    expect(specialityFromSlug("general%20physician")).toBe("General Physician");
    expect(specialityFromSlug("astrologer")).toBeNull();
  });
});
