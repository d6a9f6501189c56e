"use server";
// Signing out and the password, from the web UI. Logout is a plain form post
// (works before hydration, needs no next-auth client code in the page) that
// ends the session on the server, clears the cookie and goes to /login, as
// SPEC section 2 says. Cross-site posts are refused by proxy.ts.
import { redirect } from "next/navigation";
import { serverAction } from "@/lib/actions/safe-action";
import { currentSessionClaims } from "@/lib/auth/session";
import { clearSessionCookie } from "@/lib/auth/cookies";
import { endSession } from "@/lib/accounts/sessions";
import { changePassword, PASSWORD_CHANGED, revokeAllSessions } from "@/lib/accounts/users";
import { changePasswordFormSchema } from "@/lib/accounts/password-schema";

// Public: signing out works with an expired or already ended session too.
const signOut = serverAction({ roles: "public" }, async (): Promise<never> => {
  const claims = await currentSessionClaims();
  if (claims) await endSession(claims.sessionId, claims.userId);
  await clearSessionCookie();
  redirect("/login");
});

/** The form action of the Logout buttons (a form action resolves to nothing). */
export async function logout(): Promise<void> {
  await signOut();
}

/** "Change password" on the profile screens: this session stays, every other one ends. */
export const changePasswordAction = serverAction(
  { roles: [], schema: changePasswordFormSchema, success: PASSWORD_CHANGED },
  async (input, { actor }): Promise<null> => {
    await changePassword(actor, input);
    return null;
  },
);

/** "Log out everywhere" on the profile screens: every session ends, this one too. */
export const logoutEverywhereAction = serverAction({ roles: [] }, async (_input, { actor }): Promise<never> => {
  await revokeAllSessions(actor);
  await clearSessionCookie();
  redirect("/login");
});
