"use server";
// Logout as a server action: a plain form post (works before hydration, needs no
// next-auth client code in the page) that clears the session cookie and goes to
// /login, as SPEC section 2 says. Cross-site posts are refused by proxy.ts.
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { serverAction } from "@/lib/actions/safe-action";

/** next-auth's session cookie, with its secure prefix and chunk suffixes (".0", ".1"). */
const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;

// Public: signing out works with an expired session too.
const signOut = serverAction({ roles: "public" }, async (): Promise<never> => {
  const jar = await cookies();
  for (const { name } of jar.getAll()) {
    if (!SESSION_COOKIE.test(name)) continue;
    // A __Secure- cookie can only be overwritten by a Secure cookie.
    jar.set(name, "", { maxAge: 0, path: "/", httpOnly: true, sameSite: "lax", secure: name.startsWith("__Secure-") });
  }
  redirect("/login");
});

/** The form action of the Logout buttons (a form action resolves to nothing). */
export async function logout(): Promise<void> {
  await signOut();
}
