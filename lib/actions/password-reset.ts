"use server";

// "Forgot password" and the password link's form (/forgot-password,
// /reset-password), over the same domain calls as the REST routes.
import { headers } from "next/headers";
import { serverAction } from "@/lib/actions/safe-action";
import { currentSessionClaims } from "@/lib/auth/session";
import { clearSessionCookie } from "@/lib/auth/cookies";
import { PASSWORD_SET, requestPasswordReset, RESET_LINK_SENT, resetPassword } from "@/lib/accounts/password-reset";
import { clientAddress, requestOrigin } from "@/lib/http/client-address";
import { forgotPasswordSchema, resetPasswordFormSchema } from "@/lib/accounts/password-schema";

/** The same answer whether or not the email has an account. */
export const forgotPasswordAction = serverAction(
  { roles: "public", schema: forgotPasswordSchema, success: RESET_LINK_SENT },
  async (input): Promise<null> => {
    await requestPasswordReset(input, clientAddress(await headers()));
    return null;
  },
);

/**
 * Sets the password through the link. Every session of the account ends; a
 * browser signed in to that very account also loses its cookie here, so the
 * login page it goes to next does not send it away as signed in.
 */
export const resetPasswordAction = serverAction(
  { roles: "public", schema: resetPasswordFormSchema, success: PASSWORD_SET },
  async (input): Promise<null> => {
    const { userId } = await resetPassword(input, requestOrigin(await headers()));
    if ((await currentSessionClaims())?.userId === userId) await clearSessionCookie();
    return null;
  },
);
