// next-auth's session cookie by name, for the places that clear it themselves
// (the logout actions and /session-ended).

/** next-auth's session cookie, with its secure prefix and chunk suffixes (".0", ".1"). */
const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;

export function isSessionCookie(name: string): boolean {
  return SESSION_COOKIE.test(name);
}

/** Set-Cookie options that delete `name` (a __Secure- cookie can only be overwritten by a Secure cookie). */
export function clearedCookie(name: string) {
  return { name, value: "", maxAge: 0, path: "/", httpOnly: true, sameSite: "lax" as const, secure: name.startsWith("__Secure-") };
}
