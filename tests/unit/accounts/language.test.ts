// The profile's language field accepts only a language the clinic offers (issue 29, item 5).
import { describe, expect, it } from "vitest";
import { isDomainError } from "@/lib/errors";
import { offeredLanguage } from "@/lib/accounts/language";
import { LANGUAGE_NOT_OFFERED, languageChoiceSchema } from "@/lib/accounts/language-schema";

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

  it("reads only a language CareSlot speaks from the field", () => {
    expect(languageChoiceSchema.parse("fr")).toBe("fr");
    for (const bad of ["de", "FR", " fr", "", 42, null]) expect(languageChoiceSchema.safeParse(bad).success, String(bad)).toBe(false);
  });
});
