// The NEXT_LOCALE cookie (issue 29): set by the language switcher
// (app/language/route.ts) and by the profile's language field
// (lib/actions/profile.ts), always with the same attributes: a year, the whole
// site, SameSite=Lax, HttpOnly (no script needs it), Secure behind https.
import { LOCALE_COOKIE, type Locale } from "@/lib/i18n/locales";
import { sessionCookieIsSecure } from "@/lib/auth/session-cookie";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

type CookieOptions = { path: string; maxAge: number; sameSite: "lax"; httpOnly: boolean; secure: boolean };

/** A response's cookies (NextResponse.cookies) or a server action's (cookies() from next/headers). */
type CookieJar = { set: (name: string, value: string, options: CookieOptions) => unknown };

/** Sets the language cookie on `jar` for the request it answers. */
export function setLocaleCookie(jar: CookieJar, locale: Locale, request: { headers: Headers; url: string }): void {
  jar.set(LOCALE_COOKIE, locale, { path: "/", maxAge: YEAR_SECONDS, sameSite: "lax", httpOnly: true, secure: sessionCookieIsSecure(request) });
}
