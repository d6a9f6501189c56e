import { describe, expect, it } from "vitest";
import { specialityIn } from "@/lib/appointments/calendar-file";
import { signUpLocale } from "@/lib/i18n/locales";

describe("issue 40: calendar files and emails in the reader's language", () => {
  it("say SPEC's specialities translated and a clinic's own as entered", () => {
    expect(specialityIn("General Physician", "en")).toBe("General Physician");
    expect(specialityIn("Cardiologist", "fr")).toBe("Cardiologue");
    expect(specialityIn("Cardiologist", "ar")).toBe("طبيب قلب");
    expect(specialityIn("Sports Medicine", "es")).toBe("Sports Medicine");
  });
});

describe("issue 40: the language a REST sign-up keeps", () => {
  it("is the Accept-Language's first offered language, else none", () => {
    expect(signUpLocale("ar", ["en", "es", "fr", "ar"])).toBe("ar");
    expect(signUpLocale("de-DE,fr-CA;q=0.8", ["en", "es", "fr", "ar"])).toBe("fr");
    expect(signUpLocale("de", ["en", "es", "fr", "ar"])).toBeUndefined();
    expect(signUpLocale(null, ["en", "es", "fr", "ar"])).toBeUndefined();
    // One language offered: nothing to keep (the web sign-up keeps none either).
    expect(signUpLocale("en", ["en"])).toBeUndefined();
  });
});
