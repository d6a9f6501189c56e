// Who is signed in, for server components and server actions. The session
// cookie is only a pointer: the user row is re-read on every request, so a
// deleted user, a changed role or a revoked session takes effect at once.
import { cache } from "react";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { getServerSession } from "next-auth";
import { authOptions } from "@/lib/auth/options";
import { findActor, type Actor } from "@/lib/users";
import type { Role } from "@/lib/generated/prisma/enums";

export const currentActor = cache(async (): Promise<Actor | null> => {
  // Request time only: `next build` must not prerender a page that reads the
  // session (authOptions() needs AUTH_SECRET, which builds do not have).
  await connection();
  const session = await getServerSession(authOptions());
  if (!session?.user?.id || typeof session.ver !== "number") return null;
  if (session.until && session.until < Date.now() / 1000) return null;
  return findActor(session.user.id, session.ver);
});

/**
 * For pages: the signed-in actor with one of `roles`. Signed-out visitors go
 * to /login (coming back to `returnTo`); a wrong role goes to /.
 */
export async function requirePageActor(returnTo: string, ...roles: Role[]): Promise<Actor> {
  const actor = await currentActor();
  if (!actor) redirect(`/login?callbackUrl=${encodeURIComponent(returnTo)}`);
  if (roles.length > 0 && !roles.includes(actor.role)) redirect("/");
  return actor;
}
