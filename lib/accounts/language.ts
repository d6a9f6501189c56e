// The language a user picks on their profile (issue 29, item 5: "changed on
// the profile"): saved as users.locale, which their pages and every email sent
// to them follow. Only a language the clinic offers (CLINIC_LOCALES) can be
// chosen; the same rule as the switcher (app/language/route.ts).
import { badRequest } from "@/lib/errors";
import { offeredLocales, type Locale } from "@/lib/i18n/locales";
import { requireRole, saveUserLocale, type Actor } from "@/lib/accounts/users";
import { LANGUAGE_NOT_OFFERED } from "@/lib/accounts/language-schema";

/** `value` as one of the `offered` languages, else a 400 naming the field. Pure. */
export function offeredLanguage(value: string, offered: readonly Locale[]): Locale {
  const found = offered.find((l) => l === value);
  if (!found) throw badRequest(LANGUAGE_NOT_OFFERED, { locale: LANGUAGE_NOT_OFFERED });
  return found;
}

/** Saves the signed-in user's own language; returns it. Refuses a language the clinic does not offer, writing nothing. */
export async function changeOwnLanguage(actor: Actor | null, value: string, offered: readonly Locale[] = offeredLocales()): Promise<Locale> {
  const self = requireRole(actor);
  const locale = offeredLanguage(value, offered);
  await saveUserLocale(self, locale);
  return locale;
}
