// next-auth's session cookie in requests: whether there is one, and deleting it
// (the logout actions, /session-ended, next-auth's session route). Its name
// pattern lives in lib/http/session-cookie-header.ts.
import { cookies } from "next/headers";
import { SESSION_COOKIE } from "@/lib/http/session-cookie-header";

/** True when the request carries a session cookie at all, whether or not the server still accepts it. */
export async function hasSessionCookie(): Promise<boolean> {
  return (await cookies()).getAll().some(({ name }) => SESSION_COOKIE.test(name));
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
