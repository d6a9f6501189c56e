// next-auth's session cookie as it appears in a raw Cookie header: for the
// proxy (its /login and /signup gate) and the page cache, which run before
// next/headers exists. lib/auth/cookies.ts reads and clears it in requests.

/** next-auth's session cookie, with its secure prefix and chunk suffixes (".0", ".1"). */
export const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;

/** True when a raw Cookie header carries a session cookie at all, whether or not the server still accepts it. */
export function cookieHeaderHasSession(header: string | null): boolean {
  return (header ?? "").split(";").some((pair) => SESSION_COOKIE.test(pair.split("=", 1)[0].trim()));
}

/** The session cookies (a chunked one has several) named in a raw Cookie header. */
export function sessionCookieNames(header: string | null): string[] {
  return (header ?? "")
    .split(";")
    .map((pair) => pair.split("=", 1)[0].trim())
    .filter((name) => SESSION_COOKIE.test(name));
}

/** The Cookie header without its session cookies, or null when nothing is left. */
export function withoutSessionCookies(header: string | null): string | null {
  const kept = (header ?? "")
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair && !SESSION_COOKIE.test(pair.split("=", 1)[0].trim()));
  return kept.length ? kept.join("; ") : null;
}
