// The profile's language field accepts only a language the clinic offers (issue 29, item 5).
import { describe, expect, it } from "vitest";
import { isDomainError } from "@/lib/errors";
import { LANGUAGE_NOT_OFFERED, languageChoiceSchema, offeredLanguage } from "@/lib/accounts/language";

function refusal(fn: () => unknown) {
  try {
    fn();
  } catch (err) {
    return err;
  }
  throw new Error("not refused");
}

describe("offeredLanguage", () => {
  it("takes an offered language", () => {
    expect(offeredLanguage("fr", ["en", "fr"])).toBe("fr");
    expect(offeredLanguage("ar", ["en", "es", "fr", "ar"])).toBe("ar");
  });

  it.each([
    ["a language the clinic does not offer", "es", ["en", "fr"]],
    ["a language CareSlot does not speak", "de", ["en", "es", "fr", "ar"]],
    ["a region tag", "fr-CA", ["en", "fr"]],
    ["nothing", "", ["en", "fr"]],
  ] as const)("refuses %s with a 400 naming the field", (_label, value, offered) => {
    const err = refusal(() => offeredLanguage(value, offered));
    expect(isDomainError(err) && err.status).toBe(400);
    expect(isDomainError(err) && err.fieldErrors).toEqual({ locale: LANGUAGE_NOT_OFFERED });
  });

  it("reads the field's text as a code, whatever its case and spaces", () => {
    expect(languageChoiceSchema.parse(" FR ")).toBe("fr");
    expect(languageChoiceSchema.safeParse(42).success).toBe(false);
    expect(languageChoiceSchema.safeParse("x".repeat(17)).success).toBe(false);
  });
});
