"use server";

// The login form posted before any script runs (issue 25). With scripts the
// form signs in through next-auth's client (components/auth/login-form.tsx);
// both ways run the same checks and make the same session and cookie
// (lib/auth/form-sign-in.ts says why this one does not post to next-auth).
// Success goes where the form with scripts goes: the safe return path, else
// the role's home; a refusal renders /login again with the message and the
// email and "Remember me" as they were (never the password).
import { redirect } from "next/navigation";
import { formChecked, formState, formText, serverAction, type FormState } from "@/lib/actions/safe-action";
import { signInWithForm } from "@/lib/auth/form-sign-in";
import { LOGIN_FAILED, ROLE_HOME } from "@/lib/auth/landing";
import { safeReturnPath } from "@/lib/http/return-address";
import { loginFormSchema } from "@/lib/accounts/auth-schema";
import { verifyPath } from "@/lib/auth/second-step";

export type LoginFormState = FormState<{ email: string; remember: boolean }>;

const signIn = serverAction({ roles: "public", schema: loginFormSchema, failure: LOGIN_FAILED }, signInWithForm);

/** The login form's action (useActionState): signs in and redirects, or returns what the form shows. */
export async function loginFormAction(_previous: LoginFormState, form: FormData): Promise<LoginFormState> {
  const values = { email: formText(form, "email"), remember: formChecked(form, "remember") };
  const result = await signIn({ ...values, password: formText(form, "password") });
  const returnTo = safeReturnPath(formText(form, "callbackUrl"));
  // A second factor: the password was right, the second step follows (issue 44).
  if (result.ok) redirect(result.data === "verify" ? verifyPath(returnTo) : (returnTo ?? ROLE_HOME[result.data]));
  return formState(result, values);
}
