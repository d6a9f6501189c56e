// What the profile's language field and PUT /api/user/language send (issue 29,
// item 5): one of the languages CareSlot speaks. Which of them the clinic
// offers is the domain's rule (lib/accounts/language.ts). Pure, for the
// OpenAPI document and the tests.
import { z } from "zod";
import { LOCALES } from "@/lib/i18n/locales";

export const LANGUAGE_SAVED = "Language saved.";
export const LANGUAGE_NOT_OFFERED = "Choose one of the languages offered";

/** A language's code: en, es, fr or ar. */
export const languageChoiceSchema = z.enum(LOCALES, { error: LANGUAGE_NOT_OFFERED });

/** The body of PUT /api/user/language. */
export const languageRequestSchema = z.object({ locale: languageChoiceSchema });
