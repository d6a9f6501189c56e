// Signing in from the login form when it is posted before any script runs
// (issue 25: every form works as a plain form first; lib/actions/login.ts).
//
// Why here and not by posting the form to next-auth's own
// /api/auth/callback/credentials: that endpoint wants next-auth's CSRF token,
// whose cookie a server-rendered (and page-cached) /login cannot set, and it
// answers a refusal with a redirect to an error page, losing the form. So this
// does what next-auth's credentials callback does (next-auth
// core/routes/callback.js), with next-auth's own pieces:
// - the same checks and session: authorizeWebSignIn, which the credentials
//   provider's authorize() calls too (rate limits, refusals, "Remember me");
// - the same token: next-auth's default claims passed through the same jwt
//   callback of authOptions(), encoded by next-auth/jwt's encode with the
//   same secret and lifetime;
// - the same cookie: next-auth's name (__Secure- when next-auth would use it,
//   lib/auth/session-cookie.ts), its options (HttpOnly, SameSite=Lax, path /,
//   Secure) and expiry, split into ".0", ".1" chunks past next-auth's size.
// Cross-site posts are refused before this runs, as for every server action
// (proxy.ts, then Next's own Origin check for actions), which is what
// next-auth's CSRF token guards its endpoint against.
import { cookies, headers } from "next/headers";
import { encode } from "next-auth/jwt";
import { authOptions, authorizeWebSignIn, startWebSession } from "@/lib/auth/options";
import { SecondStepNeeded } from "@/lib/auth/second-step";
import type { Actor } from "@/lib/accounts/users";
import { sessionCookieIsSecure } from "@/lib/auth/session-cookie";
import type { Role } from "@/lib/generated/prisma/enums";

/** next-auth's chunk size for the session cookie (4096 bytes less its estimate of the cookie's own attributes). */
const CHUNK_SIZE = 4096 - 163;

/**
 * Checks the credentials, starts the session, sets the session cookie and returns the user's role;
 * "verify" when the account goes on to its second step (/login/verify); throws like authorize().
 */
export async function signInWithForm(input: { email: string; password: string; remember: boolean }): Promise<Role | "verify"> {
  const requestHeaders = await headers();
  try {
    return await writeSessionCookie(await authorizeWebSignIn({ email: input.email, password: input.password }, input.remember, requestHeaders));
  } catch (err) {
    if (err instanceof SecondStepNeeded) return "verify";
    throw err;
  }
}

/** Signs in an account whose second step is done (lib/actions/login-verify.ts). */
export async function signInAfterSecondStep(actor: Actor, remember: boolean): Promise<Role> {
  return writeSessionCookie(await startWebSession(actor, remember));
}

/** Sets next-auth's session cookie for a started web session; returns the user's role. */
async function writeSessionCookie(user: Awaited<ReturnType<typeof startWebSession>>): Promise<Role> {
  const requestHeaders = await headers();

  const options = authOptions();
  const maxAge = options.session!.maxAge!;
  const token = await options.callbacks!.jwt!({
    token: { name: user.name, email: user.email, picture: user.image, sub: user.id },
    user,
    account: { providerAccountId: user.id, type: "credentials", provider: "credentials" },
    isNewUser: false,
    trigger: "signIn",
  });
  const value = await encode({ token, secret: options.secret!, maxAge });

  const secure = sessionCookieIsSecure({ headers: requestHeaders, url: `http://${requestHeaders.get("host") ?? "localhost"}/` });
  const name = `${secure ? "__Secure-" : ""}next-auth.session-token`;
  const cookie = { httpOnly: true, sameSite: "lax", path: "/", secure, expires: new Date(Date.now() + maxAge * 1000) } as const;
  const jar = await cookies();
  if (value.length <= CHUNK_SIZE) {
    jar.set(name, value, cookie);
  } else {
    for (let i = 0; i * CHUNK_SIZE < value.length; i++) jar.set(`${name}.${i}`, value.slice(i * CHUNK_SIZE, (i + 1) * CHUNK_SIZE), cookie);
  }
  return user.role;
}
