"use client";

import { useRouter } from "next/navigation";
import { useActionState, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { lazyResolver } from "@/components/forms/lazy-resolver";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { TextField } from "@/components/forms/fields";
import type { SignupInput } from "@/lib/accounts/auth-schema";
import { signupAction, signupFormAction } from "@/lib/actions/signup";
import { FormNotice, serverFieldErrors } from "@/components/forms/form-state";

const EMPTY: SignupInput = { name: "", email: "", password: "", confirmPassword: "", terms: false };

/** Validates with the server's schema, loaded on first focus (components/forms/lazy-resolver.ts). */
const signupResolver = lazyResolver(async () => {
  const [{ zodResolver }, { signupSchema }] = await Promise.all([import("@hookform/resolvers/zod"), import("@/lib/accounts/auth-schema")]);
  return zodResolver(signupSchema);
});

/**
 * With scripts the form validates here and calls signupAction (toasts, no
 * reload); posted before any script runs it goes to signupFormAction, and a
 * refusal comes back as this page with `state` (messages and what was typed).
 */
export function SignupForm({ callbackUrl }: { callbackUrl: string | null }) {
  const t = useTranslations("SignupForm");
  const router = useRouter();
  const [state, formAction] = useActionState(signupFormAction, null);
  const errors = useMemo(() => serverFieldErrors<SignupInput>(state), [state]);
  const form = useForm<SignupInput>({ resolver: signupResolver, defaultValues: state ? { ...EMPTY, ...state.values } : EMPTY, errors });
  // The posted form's refusal, until the form is submitted again with scripts.
  const [notice, setNotice] = useState(state?.message);

  const { onSubmit, pending: submitting } = useActionForm(form, {
    action: (values) => {
      setNotice(undefined);
      return signupAction(values);
    },
    fallback: t("registrationFailed"),
    onSuccess: () => {
      form.reset(EMPTY);
      router.push(callbackUrl ? `/login?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/login");
    },
  });
  return (
    <Form {...form}>
      <form onFocus={signupResolver.preload} action={formAction} onSubmit={onSubmit} className="space-y-4" noValidate>
        <FormNotice state={state} text={notice} />
        {callbackUrl ? <input type="hidden" name="callbackUrl" value={callbackUrl} /> : null}
        <TextField control={form.control} name="name" label={t("fullNameLabel")} autoComplete="name" />
        <TextField control={form.control} name="email" label={t("emailLabel")} type="email" autoComplete="email" placeholder={t("emailPlaceholder")} />
        <TextField control={form.control} name="password" label={t("passwordLabel")} type="password" autoComplete="new-password" />
        <TextField control={form.control} name="confirmPassword" label={t("confirmPasswordLabel")} type="password" autoComplete="new-password" />
        <FormField
          control={form.control}
          name="terms"
          render={({ field }) => (
            <FormItem>
              <div className="flex items-start gap-2">
                <FormControl>
                  <Checkbox name={field.name} checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
                </FormControl>
                <FormLabel className="font-normal leading-snug">{t("acceptTerms")}</FormLabel>
              </div>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" className="w-full" size="lg" disabled={submitting}>
          {submitting ? t("signingUp") : t("signUpButton")}
        </Button>
      </form>
    </Form>
  );
}
