"use server";

// Passkeys from the browser (issue 44, item 2): adding and removing one in "Sign-in security", a
// passkey as the second step at /login/verify, and "Sign in with a passkey" on /login. Thin:
// lib/accounts/passkeys.ts and passkey-sign-in.ts hold every rule. The sign-in attempt is the HttpOnly cookie of
// lib/auth/second-step.ts (sent only to /login and its verify page, where these actions post).
import { headers } from "next/headers";
import { revalidatePath } from "next/cache";
import { serverAction } from "@/lib/actions/safe-action";
import { signInAfterSecondStep } from "@/lib/auth/form-sign-in";
import { attemptToken, forgetAttemptToken, keepAttemptToken } from "@/lib/auth/second-step";
import { LOGIN_FAILED } from "@/lib/auth/landing";
import { clientAddress, requestOrigin } from "@/lib/http/client-address";
import { addPasskey, PASSKEY_ADDED, PASSKEY_PROMPT, PASSKEY_REMOVED, passkeyRegistrationOptions, removePasskey } from "@/lib/accounts/passkeys";
import { finishAttemptWithPasskey, finishPasswordless, passwordlessOptions, secondStepPasskeyOptions } from "@/lib/accounts/passkey-sign-in";
import { passkeyAssertionSchema, passkeyIdSchema, passkeyRegistrationSchema, passwordlessStartSchema } from "@/lib/accounts/passkey-schema";

export const passkeyRegistrationOptionsAction = serverAction({ roles: [], success: PASSKEY_PROMPT }, async (_input, { actor }) => passkeyRegistrationOptions(actor));

export const addPasskeyAction = serverAction({ roles: [], schema: passkeyRegistrationSchema, success: PASSKEY_ADDED }, async (input, { actor }) => {
  const passkey = await addPasskey(actor, input);
  revalidatePath("/security");
  return { id: passkey.id };
});

export const removePasskeyAction = serverAction({ roles: [], schema: passkeyIdSchema, success: PASSKEY_REMOVED }, async (id, { actor }) => {
  await removePasskey(actor, id);
  revalidatePath("/security");
});

/** /login/verify: the options for the account's passkeys, their challenge kept on the attempt. */
export const secondStepPasskeyOptionsAction = serverAction({ roles: "public", success: PASSKEY_PROMPT, failure: LOGIN_FAILED }, async () => secondStepPasskeyOptions((await attemptToken()) ?? ""));

/** /login/verify: a passkey's answer finishes the second step; the role, for the page to go on. */
export const secondStepPasskeyAction = serverAction({ roles: "public", schema: passkeyAssertionSchema, failure: LOGIN_FAILED }, async ({ response }) => {
  // The address and browser go to the audit trail's sign-in event (issue 45), as the password step's do.
  const { address, userAgent } = requestOrigin(await headers());
  const { actor, remember } = await finishAttemptWithPasskey((await attemptToken()) ?? "", response, address, userAgent);
  await forgetAttemptToken();
  return signInAfterSecondStep(actor, remember);
});

/** /login: "Sign in with a passkey" starts an attempt of its own (in the same cookie). */
export const passwordlessOptionsAction = serverAction({ roles: "public", schema: passwordlessStartSchema, success: PASSKEY_PROMPT, failure: LOGIN_FAILED }, async ({ remember }) => {
  const { attemptId, options } = await passwordlessOptions(remember, clientAddress(await headers()));
  await keepAttemptToken(attemptId);
  return options;
});

export const passwordlessSignInAction = serverAction({ roles: "public", schema: passkeyAssertionSchema, failure: LOGIN_FAILED }, async ({ response }) => {
  const token = (await attemptToken()) ?? "";
  await forgetAttemptToken();
  const { address, userAgent } = requestOrigin(await headers());
  const { actor, remember } = await finishPasswordless(token, response, address, userAgent);
  return signInAfterSecondStep(actor, remember);
});
