import { describe, expect, it } from "vitest";
import { experienceYears, isBuiltInSpeciality, specialityName } from "@/lib/clinic/speciality-names";

describe("specialityName", () => {
  const french = (key: string) => `fr:${key}`;

  it("translates SPEC's specialities by their stored name", () => {
    expect(specialityName("Cardiologist", french)).toBe("fr:cardiologist");
    expect(specialityName("General Physician", french)).toBe("fr:generalPhysician");
  });

  it("keeps a speciality the clinic typed itself as entered", () => {
    expect(specialityName("Sports Medicine", french)).toBe("Sports Medicine");
    // Stored names are compared exactly: another spelling is the clinic's own text.
    expect(specialityName("cardiologist", french)).toBe("cardiologist");
    expect(isBuiltInSpeciality("Orthopedic")).toBe(true);
    expect(isBuiltInSpeciality("")).toBe(false);
  });
});

describe("experienceYears", () => {
  it("reads SPEC's 'N Years' text", () => {
    expect(experienceYears("10 Years")).toBe(10);
    expect(experienceYears("1 Year")).toBe(1);
    expect(experienceYears("0 Years")).toBe(0);
  });

  it("leaves any other text to be shown as entered (so English says exactly what was stored)", () => {
    expect(experienceYears("1 Years")).toBeNull();
    expect(experienceYears("5 Year")).toBeNull();
    expect(experienceYears("10+ Years")).toBeNull();
    expect(experienceYears(" 10 Years")).toBeNull();
    expect(experienceYears("ten years")).toBeNull();
    expect(experienceYears("")).toBeNull();
  });
});
