// lib/auth: the web sign-in (next-auth, the session cookie, the signed-in actor of a page). An
// edge: imports domains and lib/http. (lib/README.md)
//
// Who is signed in, for server components and server actions. The session
// cookie is only a pointer: its server-side session row and the user row are
// re-read on every request, so a logout, a deleted user, a changed role, a
// closed account or a revoked session takes effect at once.
import { cache } from "react";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { headers } from "next/headers";
import { requestOrigin } from "@/lib/http/client-address";
import { getServerSession } from "next-auth";
import { authOptions } from "@/lib/auth/options";
import type { SessionClaims } from "@/lib/accounts/sessions";
import { hasSessionCookie } from "@/lib/auth/cookies";
import { findSessionActor, type Actor } from "@/lib/accounts/users";
import type { Role } from "@/lib/generated/prisma/enums";
import { mustSetUpSecondFactor, SECURITY_SETUP_PATH } from "@/lib/clinic/two-factor-policy";

/**
 * What the request's session cookie says, once next-auth has checked its
 * signature, whether or not the session still lives; null without a usable
 * cookie (none, forged, past its "remember me" deadline, or from before
 * server-side sessions, which carries no session id).
 */
export const currentSessionClaims = cache(async (): Promise<SessionClaims | null> => {
  // Request time only: `next build` must not prerender a page that reads the
  // session (authOptions() needs AUTH_SECRET, which builds do not have).
  await connection();
  const session = await getServerSession(authOptions());
  if (!session?.user?.id || typeof session.ver !== "number" || typeof session.sid !== "string") return null;
  if (session.until && session.until < Date.now() / 1000) return null;
  return { userId: session.user.id, version: session.ver, sessionId: session.sid };
});

export const currentActor = cache(async (): Promise<Actor | null> => {
  const claims = await currentSessionClaims();
  const actor = claims && (await findSessionActor(claims));
  // Where the request came from travels with the actor to the audit trail (lib/audit/record.ts).
  return actor && { ...actor, ...requestOrigin(await headers()) };
});

/**
 * For pages: the signed-in actor with one of `roles`. Signed-out visitors go
 * to /login (coming back to `returnTo`); a wrong role goes to /. A browser
 * whose session cookie the server no longer accepts (logged out elsewhere,
 * password changed, account closed) goes by /session-ended, which deletes the
 * cookie first: proxy.ts only reads the cookie and would keep sending a
 * browser that still has one away from /login.
 */
export async function requirePageActor(returnTo: string, ...roles: Role[]): Promise<Actor> {
  const actor = await currentActor();
  if (!actor) {
    const via = (await hasSessionCookie()) ? "/session-ended" : "/login";
    redirect(`${via}?callbackUrl=${encodeURIComponent(returnTo)}`);
  }
  if (roles.length > 0 && !roles.includes(actor.role)) redirect("/");
  // Staff screens wait for a second factor when the clinic requires one (issue 44).
  if (roles.length > 0 && (await mustSetUpSecondFactor(actor))) redirect(SECURITY_SETUP_PATH);
  return actor;
}

