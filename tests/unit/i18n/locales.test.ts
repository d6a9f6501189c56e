// The language rule of issue 29 (lib/i18n/locales.ts): saved choice, cookie,
// Accept-Language, clinic default; only offered languages; the gate's env.
import { describe, expect, it } from "vitest";
import { acceptedLanguages, clinicLocale, localeDirection, negotiateLocale, offeredLocales, resolveLocale, type Locale } from "@/lib/i18n/locales";

const ALL: Locale[] = ["en", "es", "fr", "ar"];

describe("acceptedLanguages", () => {
  it("orders ranges by q-value, keeping the header's order for equal weights", () => {
    expect(acceptedLanguages("de;q=0.5, fr-CA, fr;q=0.9, en;q=0.9")).toEqual(["fr-ca", "fr", "en", "de"]);
  });
  it("leaves out q=0, *, malformed tags and weights", () => {
    expect(acceptedLanguages("es;q=0, *, en;q=abc, ar;q=2, x y, fr;q=0.1")).toEqual(["fr"]);
    expect(acceptedLanguages("")).toEqual([]);
    expect(acceptedLanguages(null)).toEqual([]);
  });
});

describe("negotiateLocale", () => {
  it("falls back from a region to its language (fr-CA -> fr, es-419 -> es)", () => {
    expect(negotiateLocale("fr-CA", ALL)).toBe("fr");
    expect(negotiateLocale("es-419,en;q=0.5", ALL)).toBe("es");
    expect(negotiateLocale("AR-EG", ALL)).toBe("ar");
  });
  it("takes the best offered one, skipping those not offered", () => {
    expect(negotiateLocale("de-DE, de;q=0.9, fr;q=0.8, en;q=0.7", ALL)).toBe("fr");
    expect(negotiateLocale("fr, en;q=0.8", ["en", "es"])).toBe("en");
    expect(negotiateLocale("de, it", ALL)).toBeNull();
  });
});

describe("resolveLocale", () => {
  const base = { acceptLanguage: "es", clinicDefault: "en", available: ALL };
  it("saved choice, then cookie, then Accept-Language, then the clinic's default", () => {
    expect(resolveLocale({ ...base, saved: "ar", cookie: "fr" })).toBe("ar");
    expect(resolveLocale({ ...base, saved: null, cookie: "fr" })).toBe("fr");
    expect(resolveLocale({ ...base, cookie: undefined })).toBe("es");
    expect(resolveLocale({ ...base, acceptLanguage: "de" })).toBe("en");
    expect(resolveLocale({ available: ALL, clinicDefault: "fr" })).toBe("fr");
  });
  it("passes over values that are not offered or not languages", () => {
    expect(resolveLocale({ ...base, saved: "fr", cookie: "xx", available: ["en", "es"] })).toBe("es");
    expect(resolveLocale({ saved: "ar", cookie: "fr", acceptLanguage: "fr", clinicDefault: "es", available: ["en"] })).toBe("en");
    expect(resolveLocale({ cookie: " FR ", available: ALL })).toBe("fr");
  });
  it("answers the first offered language when nothing fits, and en when none is offered", () => {
    expect(resolveLocale({ acceptLanguage: "de", clinicDefault: "it", available: ["fr", "en"] })).toBe("fr");
    expect(resolveLocale({ available: [] })).toBe("en");
  });
});

describe("the gate: CLINIC_LOCALES and CLINIC_LOCALE", () => {
  it("offers all four by default, with English the clinic's default", () => {
    expect(offeredLocales({})).toEqual(["en", "es", "fr", "ar"]);
    expect(offeredLocales({ CLINIC_LOCALES: " , de" })).toEqual(["en", "es", "fr", "ar"]);
    expect(offeredLocales({ CLINIC_LOCALES: "en" })).toEqual(["en"]);
    expect(clinicLocale({})).toBe("en");
  });
  it("offers the listed known languages, once each", () => {
    expect(offeredLocales({ CLINIC_LOCALES: "en, es,FR,ar,de,fr" })).toEqual(["en", "es", "fr", "ar"]);
  });
  it("takes CLINIC_LOCALE (default en) when offered, else the first offered", () => {
    expect(clinicLocale({ CLINIC_LOCALES: "en,fr", CLINIC_LOCALE: "fr" })).toBe("fr");
    expect(clinicLocale({ CLINIC_LOCALES: "fr,en" })).toBe("en");
    expect(clinicLocale({ CLINIC_LOCALES: "en", CLINIC_LOCALE: "fr" })).toBe("en");
    expect(clinicLocale({ CLINIC_LOCALES: "es,fr", CLINIC_LOCALE: "ar" })).toBe("es");
  });
});

it("Arabic reads right to left, the others left to right", () => {
  expect(ALL.map(localeDirection)).toEqual(["ltr", "ltr", "ltr", "rtl"]);
});
