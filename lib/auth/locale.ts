// The language of the page being rendered (issue 29): lib/i18n/locales.ts's rule
// over this request's signed-in user, NEXT_LOCALE cookie and Accept-Language.
// i18n/request.ts gives it to next-intl; server actions read it too (sign-up
// keeps it as the new user's language).
import { cache } from "react";
import { cookies, headers } from "next/headers";
import { clinicLocale, LOCALE_COOKIE, offeredLocales, resolveLocale, type Locale } from "@/lib/i18n/locales";
import { hasSessionCookie } from "@/lib/auth/cookies";
import { currentActor } from "@/lib/auth/session";

/** The saved language of the signed-in user; none without a session cookie (no session read then) or when it cannot be read. */
async function savedLocale(): Promise<Locale | undefined> {
  if (!(await hasSessionCookie())) return undefined;
  try {
    return (await currentActor())?.locale;
  } catch {
    // The database cannot answer: the page decides what to show; its words follow the cookie.
    return undefined;
  }
}

export const requestLocale = cache(async (): Promise<Locale> => {
  const available = offeredLocales();
  // One language offered (CLINIC_LOCALES=en, say): nothing to read.
  if (available.length === 1) return available[0];
  const [jar, h, saved] = await Promise.all([cookies(), headers(), savedLocale()]);
  return resolveLocale({
    saved,
    cookie: jar.get(LOCALE_COOKIE)?.value,
    acceptLanguage: h.get("accept-language"),
    clinicDefault: clinicLocale(),
    available,
  });
});

/**
 * The page's language to keep as a new user's own (sign-up), or none while the
 * clinic offers one language: nobody chose it, and their emails follow the
 * clinic's default until they do.
 */
export async function localeToKeep(): Promise<Locale | undefined> {
  return offeredLocales().length > 1 ? requestLocale() : undefined;
}
