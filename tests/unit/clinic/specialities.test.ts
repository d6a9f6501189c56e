import { describe, expect, it } from "vitest";
import { SPECIALITIES, effectiveSpeciality, specialityFromSlug, specialitySlug, type Speciality } from "@/lib/clinic/specialities";

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

describe("the speciality a route lists", () => {
  const counted: Speciality[] = [];
  const doctorsOf = (counts: Partial<Record<Speciality, number>>) => async (s: Speciality) => {
    counted.push(s);
    return counts[s] ?? 0;
  };

  it("is the requested one when at least one doctor has it", async () => {
    expect(await effectiveSpeciality("Cardiologist", doctorsOf({ Cardiologist: 1 }))).toBe("Cardiologist");
  });

  it("is none (every doctor, 'Browse Doctors') when no doctor has it or none was named", async () => {
    expect(await effectiveSpeciality("Neurologist", doctorsOf({ Cardiologist: 3 }))).toBeNull();
    counted.length = 0;
    expect(await effectiveSpeciality(null, doctorsOf({ Cardiologist: 3 }))).toBeNull();
    expect(counted).toEqual([]); // nothing to count
  });
});
