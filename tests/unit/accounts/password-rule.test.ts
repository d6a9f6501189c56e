import { describe, expect, it } from "vitest";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, optionalPasswordSchema, passwordSchema } from "@/lib/accounts/password-schema";
import { addDoctorSchema, editDoctorSchema } from "@/lib/doctors/doctor-schema";
import { loginSchema, registerSchema } from "@/lib/accounts/auth-schema";

const ofLength = (n: number) => "p".repeat(n);
const passwordErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.filter((i) => i.path[0] === "password").map((i) => i.message);

describe("the password rule", () => {
  it(`takes ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`, () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([6, 100]);
    const rule = passwordSchema();
    expect(rule.safeParse(ofLength(PASSWORD_MIN_LENGTH)).success).toBe(true);
    expect(rule.safeParse(ofLength(PASSWORD_MAX_LENGTH)).success).toBe(true);
    expect(rule.safeParse(ofLength(PASSWORD_MIN_LENGTH - 1)).error?.issues[0].message).toBe("Password must be at least 6 characters");
    expect(rule.safeParse(ofLength(PASSWORD_MAX_LENGTH + 1)).error?.issues[0].message).toBe("Password must be at most 100 characters");
    expect(rule.safeParse(undefined).error?.issues[0].message).toBe("Password is required");
  });

  it("is the same in every schema that takes a password", () => {
    const login = (password: string) => loginSchema.safeParse({ email: "a@b.co", password });
    const register = (password: string) => registerSchema.safeParse({ name: "Ada Lovelace", email: "a@b.co", password });
    const doctor = { name: "Dr. Who", email: "a@b.co", phone: "1", address: "A", speciality: "Cardiologist", experience: "1 Year", fees: "50", degree: "MBBS", about: "x" };
    const add = (password: string) => addDoctorSchema.safeParse({ ...doctor, password });
    const edit = (password: string) => editDoctorSchema.safeParse({ ...doctor, password });
    for (const parse of [login, register, add, edit]) {
      expect(passwordErrors(parse(ofLength(PASSWORD_MIN_LENGTH)))).toEqual([]);
      expect(passwordErrors(parse(ofLength(PASSWORD_MAX_LENGTH)))).toEqual([]);
      expect(passwordErrors(parse(ofLength(PASSWORD_MIN_LENGTH - 1)))).toHaveLength(1);
      expect(passwordErrors(parse(ofLength(PASSWORD_MAX_LENGTH + 1)))).toEqual(["Password must be at most 100 characters"]);
    }
    // The login form keeps its own wording (SPEC section 5).
    expect(passwordErrors(login("12345"))).toEqual(["Password should be at least 6 characters"]);
    expect(passwordErrors(register("12345"))).toEqual(["Password must be at least 6 characters"]);
  });

  it("may be left empty when editing a doctor (the password stays as it was)", () => {
    expect(optionalPasswordSchema.parse(undefined)).toBe("");
    expect(optionalPasswordSchema.parse("")).toBe("");
    expect(optionalPasswordSchema.safeParse("12345").error?.issues[0].message).toBe("Password must be at least 6 characters");
  });
});
