// The catalogue of server texts (lib/i18n/message-catalogue.ts): exact texts,
// patterns with their parts translated, plurals, unknown texts left alone, and
// English never touched.
import { describe, expect, it } from "vitest";
import { catalogueTranslator, serverTextTranslator, translateFieldErrors } from "@/lib/i18n/message-catalogue";
import { rateLimited } from "@/lib/errors";
import { PROFILE_UPDATED } from "@/lib/accounts/users";
import { fullNameSchema } from "@/lib/accounts/auth-schema";
import { fieldErrorsOf } from "@/lib/validation";
import { DURATION_RANGE } from "@/lib/visit-types/visit-type-schema";

describe("catalogueTranslator", () => {
  const english = { hello: "Hello", required: "{label} is required", atMost: "{label} must be at most {max} characters", at: "{label} must be at most {max}", name: "Name", wait: "{minutes} minutes" };
  const french = { hello: "Bonjour", required: "{label} : champ obligatoire", atMost: "{label} : {max} caractères au maximum", at: "{label} : au plus {max}", name: "Nom", wait: "{minutes, plural, one {# minute} other {# minutes}}" };
  const t = catalogueTranslator(english, french, "fr");

  it("translates an exact text, and a pattern with its parts", () => {
    expect(t("Hello")).toBe("Bonjour");
    expect(t("Name is required")).toBe("Nom : champ obligatoire");
    expect(t("Surname is required")).toBe("Surname : champ obligatoire");
  });
  it("prefers the pattern with the most fixed text", () => {
    expect(t("Name must be at most 2026 characters")).toBe("Nom : 2026 caractères au maximum");
    expect(t("Name must be at most 7")).toBe("Nom : au plus 7");
  });
  it("passes numbers to ICU plurals", () => {
    expect(t("10 minutes")).toBe("10 minutes");
  });
  it("leaves an unknown text (a clinic's words, a text already translated) as it is", () => {
    expect(t("Dr. Chen is on leave")).toBe("Dr. Chen is on leave");
    expect(t("Bonjour")).toBe("Bonjour");
  });
  it("falls back to English for a message missing in the language", () => {
    const partial = catalogueTranslator(english, { hello: "Bonjour" }, "fr");
    expect(partial("Name is required")).toBe("Name is required");
  });
  it("English is the identity", () => {
    expect(catalogueTranslator(english, french, "en")("Hello")).toBe("Hello");
  });
});

describe("messages/server catalogues", () => {
  it("English loads nothing and changes nothing", async () => {
    const t = await serverTextTranslator("en");
    expect(t(PROFILE_UPDATED)).toBe(PROFILE_UPDATED);
  });

  it("translates constants, zod messages and composed errors in each language", async () => {
    const [es, fr, ar] = await Promise.all([serverTextTranslator("es"), serverTextTranslator("fr"), serverTextTranslator("ar")]);
    expect(fr(PROFILE_UPDATED)).toBe("Profil mis à jour avec succès\u00a0!");
    expect(es(PROFILE_UPDATED)).toBe("¡Perfil actualizado correctamente!");
    expect(ar(PROFILE_UPDATED)).toBe("تم تحديث الملف الشخصي بنجاح!");
    // A constant built from numbers (a pattern in the catalogue).
    expect(fr(DURATION_RANGE)).toBe("La durée doit être comprise entre 5 et 480 minutes");
    // A zod message, through fieldErrorsOf as the edges see it.
    const parsed = fullNameSchema.safeParse("ab");
    const errors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    expect(translateFieldErrors(errors, es)).toEqual({ _: "El nombre completo debe tener al menos 3 caracteres" });
    // A rate limit: both its parts translated, Arabic plurals by count.
    expect(fr(rateLimited(45).message)).toBe("Trop de tentatives. Veuillez réessayer dans 45 secondes.");
    expect(ar(rateLimited(2).message)).toBe("محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد ثانيتين.");
    expect(es(rateLimited(1).message)).toBe("Demasiados intentos. Vuelva a intentarlo dentro de 1 segundo.");
    expect(es(rateLimited(600).message)).toBe("Demasiados intentos. Vuelva a intentarlo dentro de 10 minutos.");
  });

  it("field names and values stay as they are", async () => {
    const fr = await serverTextTranslator("fr");
    expect(translateFieldErrors({ name: "Name is required" }, fr)).toEqual({ name: "Nom\u00a0: champ obligatoire" });
    expect(translateFieldErrors(undefined, fr)).toBeUndefined();
    expect(fr("Speciality must be one of: General physician, Dermatologist")).toBe("La spécialité doit être l’une de celles-ci\u00a0: General physician, Dermatologist");
  });
});
