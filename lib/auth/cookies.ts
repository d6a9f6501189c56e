// next-auth's session cookie, for the places that look for it or clear it
// themselves: the logout actions, /session-ended, the page cache and the
// proxy's /login and /signup gate.
import { cookies } from "next/headers";

/** next-auth's session cookie, with its secure prefix and chunk suffixes (".0", ".1"). */
const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;

/** True when the request carries a session cookie at all, whether or not the server still accepts it. */
export async function hasSessionCookie(): Promise<boolean> {
  return (await cookies()).getAll().some(({ name }) => SESSION_COOKIE.test(name));
}

/** The same, from a raw Cookie header: for the proxy's page cache, which runs before next/headers exists. */
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

/** Deletes the session cookie from the browser (in a server action or route handler). */
export async function clearSessionCookie(): Promise<void> {
  const jar = await cookies();
  for (const { name } of jar.getAll()) {
    if (!SESSION_COOKIE.test(name)) continue;
    // A __Secure- cookie can only be overwritten by a Secure cookie.
    jar.set(name, "", { maxAge: 0, path: "/", httpOnly: true, sameSite: "lax", secure: name.startsWith("__Secure-") });
  }
}
