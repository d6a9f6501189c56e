import { describe, expect, it } from "vitest";
import { ENGLISH_ERROR_TEXT } from "@/components/errors/error-text";
import { OTHER_TEXT } from "@/components/errors/error-text-others";
import { documentLocale } from "@/components/layout/document-locale";
import { LOCALES } from "@/lib/i18n/locales";

describe("the error pages and the toaster: the language of <html lang> (components/layout/document-locale.ts)", () => {
  it("is the document's <html lang> when it is one of ours", () => {
    expect(documentLocale("fr")).toBe("fr");
    expect(documentLocale("ar")).toBe("ar");
    expect(documentLocale("es-419")).toBe("es");
    expect(documentLocale(" EN ")).toBe("en");
  });

  it("is English otherwise", () => {
    expect(documentLocale("de")).toBe("en");
    expect(documentLocale("")).toBe("en");
    expect(documentLocale(null)).toBe("en");
    expect(documentLocale(undefined)).toBe("en");
  });

  it("has every text in every language, English as before", () => {
    const errorText = (locale: (typeof LOCALES)[number]) => (locale === "en" ? ENGLISH_ERROR_TEXT : OTHER_TEXT[locale]);
    const keys = Object.keys(errorText("en")).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(errorText(locale)).sort()).toEqual(keys);
      for (const text of Object.values(errorText(locale))) expect(text.trim()).not.toBe("");
    }
    expect(errorText("en").rightBack).toBe("We'll be right back");
    expect(errorText("en").somethingWrong).toBe("Something went wrong");
  });
});
