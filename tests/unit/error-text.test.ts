import { describe, expect, it } from "vitest";
import { errorLocale, errorText } from "@/components/errors/error-text";
import { LOCALES } from "@/lib/locales";

describe("the error pages' language (components/errors/error-text.ts)", () => {
  it("is the document's <html lang> when it is one of ours", () => {
    expect(errorLocale("fr")).toBe("fr");
    expect(errorLocale("ar")).toBe("ar");
    expect(errorLocale("es-419")).toBe("es");
    expect(errorLocale(" EN ")).toBe("en");
  });

  it("is English otherwise", () => {
    expect(errorLocale("de")).toBe("en");
    expect(errorLocale("")).toBe("en");
    expect(errorLocale(null)).toBe("en");
    expect(errorLocale(undefined)).toBe("en");
  });

  it("has every text in every language, English as before", () => {
    const keys = Object.keys(errorText("en")).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(errorText(locale)).sort()).toEqual(keys);
      for (const text of Object.values(errorText(locale))) expect(text.trim()).not.toBe("");
    }
    expect(errorText("en").rightBack).toBe("We'll be right back");
    expect(errorText("en").somethingWrong).toBe("Something went wrong");
  });
});
