"use server";

// The signup form: a new patient account, rate limited per address like the
// REST register route.
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { formChecked, formState, formText, serverAction, type FormState } from "@/lib/actions/safe-action";
import { REGISTERED, registerWithLimit } from "@/lib/accounts/sign-in";
import { clientAddress } from "@/lib/http/client-address";
import { safeReturnPath } from "@/lib/http/return-address";
import { signupSchema } from "@/lib/accounts/auth-schema";
import { localeToKeep } from "@/lib/auth/locale";

export const signupAction = serverAction(
  // signupSchema adds the confirmation and terms the form asks for on top of registration.
  { roles: "public", schema: signupSchema, success: REGISTERED },
  async (input): Promise<null> => {
    // The language of the page they signed up on becomes theirs (issue 29).
    await registerWithLimit(input, clientAddress(await headers()), await localeToKeep(), (await headers()).get("user-agent"));
    return null;
  },
);

export type SignupFormState = FormState<{ name: string; email: string; terms: boolean }>;

/**
 * The signup form posted before any script runs (issue 25), through
 * useActionState: the same action with the form's fields as the form with
 * scripts sends them (the terms box ticked or not). Success ends where the
 * form with scripts ends, on /login (keeping the return path), which then
 * says REGISTERED (`?registered=1`); a refusal renders /signup again with the
 * messages beside the fields and the name, email and box as they were.
 */
export async function signupFormAction(_previous: SignupFormState, form: FormData): Promise<SignupFormState> {
  const values = { name: formText(form, "name"), email: formText(form, "email"), terms: formChecked(form, "terms") };
  const result = await signupAction({ ...values, password: formText(form, "password"), confirmPassword: formText(form, "confirmPassword") });
  if (result.ok) {
    const back = safeReturnPath(formText(form, "callbackUrl"));
    redirect(`/login?registered=1${back ? `&callbackUrl=${encodeURIComponent(back)}` : ""}`);
  }
  return formState(result, values);
}
