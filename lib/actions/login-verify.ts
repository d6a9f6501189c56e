"use server";

// The second step of a web sign-in (issue 44): /login/verify's code form, which works as a plain
// form before any script runs, like /login. The attempt is the browser's cookie
// (lib/auth/second-step.ts); a right code starts the session as the password form does and goes
// where the login would have gone; a wrong one comes back with the same message each time; the
// fifth ends the attempt (the password must be given again).
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { formState, formText, serverAction, type FormState } from "@/lib/actions/safe-action";
import { signInAfterSecondStep } from "@/lib/auth/form-sign-in";
import { attemptToken, forgetAttemptToken } from "@/lib/auth/second-step";
import { ROLE_HOME, LOGIN_FAILED } from "@/lib/auth/landing";
import { requestOrigin } from "@/lib/http/client-address";
import { safeReturnPath } from "@/lib/http/return-address";
import { secondFactorCodeSchema } from "@/lib/accounts/two-factor-schema";
import { findAttempt, finishAttemptWithCode } from "@/lib/accounts/two-factor-sign-in";

export type VerifyFormState = FormState<{ ended: boolean }>;

const verify = serverAction({ roles: "public", schema: secondFactorCodeSchema, failure: LOGIN_FAILED }, async ({ code }) => {
  const token = (await attemptToken()) ?? "";
  // The address and browser go to the audit trail's sign-in event (issue 45), as the password step's do.
  const { address, userAgent } = requestOrigin(await headers());
  const { actor, remember } = await finishAttemptWithCode(token, code, address, userAgent);
  await forgetAttemptToken();
  return signInAfterSecondStep(actor, remember);
});

/** The code form's action (useActionState): signs in and redirects, or returns what the form shows. */
export async function verifyCodeAction(_previous: VerifyFormState, form: FormData): Promise<VerifyFormState> {
  const result = await verify({ code: formText(form, "code") });
  if (result.ok) redirect(safeReturnPath(formText(form, "callbackUrl")) ?? ROLE_HOME[result.data]);
  // Ended (five wrong codes, or ten minutes): the cookie goes too, and the page offers /login.
  const ended = !(await findAttempt(await attemptToken()));
  if (ended) await forgetAttemptToken();
  return formState(result, { ended });
}
