// The language switcher's target (issue 29): GET /language?to=fr[&back=/doctors].
// A plain link, so switching works without JavaScript: it sets the
// NEXT_LOCALE cookie, saves the choice as the signed-in user's own (their
// emails follow it), and sends the browser back to the page it came from:
// `back`, else the Referer, and only ever a path of this site.
//
// A language that is not offered (CLINIC_LOCALES) changes nothing. Nor does a
// request another site started (Sec-Fetch-Site cross-site or same-site): a
// link elsewhere cannot change someone's language, it only comes back. Without
// Sec-Fetch-Site, only the cookie changes unless the Referer or Origin is this site.
import { NextResponse, type NextRequest } from "next/server";
import { isLocale, offeredLocales } from "@/lib/i18n/locales";
import { safeReturnPath } from "@/lib/http/return-address";
import { saveUserLocale } from "@/lib/accounts/users";
import { hasSessionCookie } from "@/lib/auth/cookies";
import { currentActor } from "@/lib/auth/session";
import { setLocaleCookie } from "@/lib/auth/locale-cookie";

/**
 * This site's origin as the browser addressed it (the Host header, as proxy.ts
 * reads it): the server's own idea of its URL can name another host
 * (localhost for 127.0.0.1), whose Referer would not match.
 */
function browserOrigin(request: NextRequest): string {
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? request.nextUrl.host;
  return `${request.nextUrl.protocol}//${host}`;
}

/**
 * Whether this site started the request, as far as saving to the account goes (issue 41, finding 4):
 * Fetch Metadata says so, or, without it (an older browser, or a client that leaves it out), a
 * Referer or Origin of this very origin does. A missing header proves nothing.
 */
function provenFromHere(request: NextRequest, site: string | null, origin: string): boolean {
  if (site !== null) return site === "same-origin" || site === "none";
  const originOf = (value: string | null) => (value && URL.canParse(value) ? new URL(value).origin : null);
  return originOf(request.headers.get("origin")) === origin || originOf(request.headers.get("referer")) === origin;
}

export async function GET(request: NextRequest) {
  const origin = browserOrigin(request);
  const back =
    safeReturnPath(request.nextUrl.searchParams.get("back"), origin) ?? safeReturnPath(request.headers.get("referer"), origin) ?? "/";
  // A relative Location: the browser resolves it against the address it used, so its cookies go with it.
  const res = new NextResponse(null, { status: 303, headers: { Location: back, "Cache-Control": "no-store" } });

  const to = request.nextUrl.searchParams.get("to");
  const offered = offeredLocales();
  const site = request.headers.get("sec-fetch-site");
  const notFromElsewhere = site === null || site === "same-origin" || site === "none";
  if (!isLocale(to) || !offered.includes(to) || offered.length < 2 || !notFromElsewhere) return res;

  setLocaleCookie(res.cookies, to, request);
  if (provenFromHere(request, site, origin) && (await hasSessionCookie())) {
    try {
      const actor = await currentActor();
      if (actor) await saveUserLocale(actor, to);
    } catch {
      // The database cannot answer: the cookie still carries the choice for this browser.
    }
  }
  return res;
}
