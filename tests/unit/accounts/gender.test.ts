import { describe, expect, it } from "vitest";
import { Gender as DbGender } from "@/lib/generated/prisma/enums";
import { GENDERS, genderLabel, genderValue } from "@/lib/accounts/gender";
import { profileSchema } from "@/lib/accounts/profile-schema";

describe("genders", () => {
  it("map one to one onto the database's values", () => {
    expect(GENDERS.map(genderValue).sort()).toEqual(Object.values(DbGender).sort());
    for (const g of GENDERS) expect(genderLabel(genderValue(g))).toBe(g);
  });

  it("are what the profile schema accepts, 'not specified' when missing", () => {
    const base = { name: "Ada Lovelace" };
    for (const gender of GENDERS) expect(profileSchema.parse({ ...base, gender }).gender).toBe(gender);
    expect(profileSchema.parse(base).gender).toBe("not specified");
    expect(profileSchema.safeParse({ ...base, gender: "other" }).error?.issues[0].message).toBe("Gender must be male, female or not specified");
  });
});
