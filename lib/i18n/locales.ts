// The languages CareSlot speaks (issue 29) and the rule that picks one for a
// request. Pure except the two env readers at the bottom; docs/i18n.md has
// the decisions.
//
// The order (issue 29, 2): the signed-in user's saved choice, else the
// NEXT_LOCALE cookie the language switcher sets, else the browser's
// Accept-Language, else the clinic's default (CLINIC_LOCALE, default en).
// Only the languages the clinic offers (CLINIC_LOCALES) are ever answered:
// a saved choice or cookie naming another one is passed over.

/** Every language with messages in messages/<group>/<locale>.json. */
export const LOCALES = ["en", "es", "fr", "ar"] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of SPEC.md's strings, and of everything when nothing else decides. */
export const DEFAULT_LOCALE: Locale = "en";

/** The cookie the switcher sets (next-intl's own name for it). */
export const LOCALE_COOKIE = "NEXT_LOCALE";

/** Each language's name in itself, as the switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", es: "Español", fr: "Français", ar: "العربية" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The writing direction of a language's pages. */
export function localeDirection(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

/**
 * The language ranges of an Accept-Language header, best first (RFC 9110
 * 12.5.4): lower-cased, q=0 and "*" left out, equal weights in their order.
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  const ranges: { tag: string; q: number; at: number }[] = [];
  header.split(",").forEach((part, at) => {
    const [rawTag, ...params] = part.trim().split(";");
    const tag = rawTag.trim().toLowerCase();
    if (!tag || tag === "*" || !/^[a-z]{1,8}(?:-[a-z0-9]{1,8})*$/.test(tag)) return;
    let q = 1;
    for (const param of params) {
      const m = /^\s*q\s*=\s*(.*?)\s*$/i.exec(param);
      if (m) q = /^[0-9.]+$/.test(m[1]) ? Number(m[1]) : NaN;
    }
    if (!Number.isFinite(q) || q <= 0 || q > 1) return;
    ranges.push({ tag, q, at });
  });
  return ranges.sort((a, b) => b.q - a.q || a.at - b.at).map((r) => r.tag);
}

/**
 * The first offered language the header accepts: an exact tag, else its
 * primary language (fr-CA -> fr, es-419 -> es). Null when none fits.
 */
export function negotiateLocale(header: string | null | undefined, available: readonly Locale[]): Locale | null {
  for (const tag of acceptedLanguages(header)) {
    const exact = available.find((l) => l === tag);
    if (exact) return exact;
    const primary = available.find((l) => l === tag.split("-")[0]);
    if (primary) return primary;
  }
  return null;
}

export type LocaleInputs = {
  /** users.locale of the signed-in user (null or absent when signed out or never chosen). */
  saved?: string | null;
  /** The NEXT_LOCALE cookie's value. */
  cookie?: string | null;
  acceptLanguage?: string | null;
  /** CLINIC_LOCALE. */
  clinicDefault?: string | null;
  /** The offered languages (CLINIC_LOCALES); never empty in practice, en when it is. */
  available: readonly Locale[];
};

/** The language of one request (issue 29, 2). Always one of `available`. */
export function resolveLocale({ saved, cookie, acceptLanguage, clinicDefault, available }: LocaleInputs): Locale {
  const offered = available.length > 0 ? available : [DEFAULT_LOCALE];
  const pick = (value: string | null | undefined) => offered.find((l) => l === value?.trim().toLowerCase()) ?? null;
  return pick(saved) ?? pick(cookie) ?? negotiateLocale(acceptLanguage, offered) ?? pick(clinicDefault) ?? offered[0];
}

/**
 * The offered languages: CLINIC_LOCALES, a comma list of en/es/fr/ar (unknown
 * names ignored); all four by default, now that every screen and email has
 * them (issue 29). A clinic that wants fewer lists them; "en" alone gives
 * SPEC's English site without a switcher (docs/i18n.md).
 */
export function offeredLocales(env: Record<string, string | undefined> = process.env): Locale[] {
  const listed = (env.CLINIC_LOCALES ?? "")
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(isLocale);
  const unique = [...new Set(listed)];
  return unique.length > 0 ? unique : [...LOCALES];
}

/**
 * The language a sign-up keeps as the new user's (issue 40): the REST API's sign-up keeps its
 * Accept-Language when that names an offered language, as the web sign-up keeps its page's;
 * nothing while one language alone is offered (nothing to choose), nor for another language.
 */
export function signUpLocale(acceptLanguage: string | null | undefined, offered: readonly Locale[] = offeredLocales()): Locale | undefined {
  return offered.length > 1 ? (negotiateLocale(acceptLanguage, offered) ?? undefined) : undefined;
}

/** CLINIC_LOCALE (default en) when it is offered, else the first offered language. */
export function clinicLocale(env: Record<string, string | undefined> = process.env): Locale {
  const offered = offeredLocales(env);
  const wanted = env.CLINIC_LOCALE?.trim().toLowerCase() || DEFAULT_LOCALE;
  return offered.find((l) => l === wanted) ?? offered[0];
}
