// The REST API's language rule (issue 29, lib/http/error-response.ts): the
// request's Accept-Language when it names an offered language, else English;
// never a cookie or a session.
import { describe, expect, it } from "vitest";
import { apiLocale, apiMessagesVary } from "@/lib/http/error-response";
import type { Locale } from "@/lib/i18n/locales";

const ALL: Locale[] = ["en", "es", "fr", "ar"];

describe("apiLocale", () => {
  it("follows Accept-Language among the offered languages (region -> language, by q-value)", () => {
    expect(apiLocale("fr", ALL)).toBe("fr");
    expect(apiLocale("es-419,en;q=0.5", ALL)).toBe("es");
    expect(apiLocale("de, ar;q=0.4, fr;q=0.2", ALL)).toBe("ar");
  });
  it("is English without the header, with English, or with a language not offered", () => {
    expect(apiLocale(null, ALL)).toBe("en");
    expect(apiLocale("", ALL)).toBe("en");
    expect(apiLocale("en-GB,fr;q=0.9", ALL)).toBe("en");
    expect(apiLocale("de-DE", ALL)).toBe("en");
    expect(apiLocale("ar", ["en", "fr"])).toBe("en");
  });
  it("is always English while English alone is offered (the gate closed)", () => {
    expect(apiLocale("fr", ["en"])).toBe("en");
    expect(apiMessagesVary(["en"])).toBe(false);
  });
  it("is English, not the clinic's language, when none is asked for", () => {
    expect(apiLocale(undefined, ["fr", "ar"])).toBe("en");
    expect(apiMessagesVary(["fr", "ar"])).toBe(true);
  });
});
