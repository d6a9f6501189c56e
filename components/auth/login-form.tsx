"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useActionState, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { lazyResolver } from "@/components/forms/lazy-resolver";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/forms/fields";
import type { LoginInput } from "@/lib/accounts/auth-schema";
import { safeReturnPath } from "@/lib/http/return-address";
import { ROLE_HOME } from "@/lib/auth/landing";
import { loginFormAction } from "@/lib/actions/login";
import { SECOND_STEP_NEEDED, verifyPath } from "@/lib/auth/second-step-path";
import { FormNotice, serverFieldErrors } from "@/components/forms/form-state";
import { PasswordlessSignIn } from "@/components/auth/passkey-sign-in";

/** Validates with the server's schema, loaded on first focus (components/forms/lazy-resolver.ts). */
const loginResolver = lazyResolver(async () => {
  const [{ zodResolver }, { loginSchema }] = await Promise.all([import("@hookform/resolvers/zod"), import("@/lib/accounts/auth-schema")]);
  return zodResolver(loginSchema);
});

/** next-auth's client (~10 kB gzipped) is needed only to submit: loaded with the resolver, on first focus. */
const nextAuthClient = () => import("next-auth/react");

function preload() {
  loginResolver.preload();
  void nextAuthClient().catch(() => undefined);
}

/**
 * Two ways in, with the same checks, session and cookie: with scripts the form
 * validates here and signs in through next-auth's client (toasts, no reload);
 * posted before any script runs it goes to loginFormAction, and a refusal
 * comes back as this page with `state` (its message, the email and the box).
 */
export function LoginForm({ callbackUrl }: { callbackUrl: string | null }) {
  const t = useTranslations("LoginForm");
  const router = useRouter();
  const [state, formAction] = useActionState(loginFormAction, null);
  const [remember, setRemember] = useState(state?.values.remember ?? true);
  const errors = useMemo(() => serverFieldErrors<LoginInput>(state), [state]);
  const form = useForm<LoginInput>({ resolver: loginResolver, defaultValues: { email: state?.values.email ?? "", password: "" }, errors });
  // The posted form's refusal, until the form is submitted again with scripts.
  const [notice, setNotice] = useState(state?.message);

  async function onSubmit(values: LoginInput) {
    setNotice(undefined);
    const { getSession, signIn } = await nextAuthClient();
    const res = await signIn("credentials", {
      email: values.email,
      password: values.password,
      remember: String(remember),
      redirect: false,
    });
    // The password was right and the account has a second factor: its step follows (issue 44).
    if (res?.error === SECOND_STEP_NEEDED) {
      router.push(verifyPath(safeReturnPath(callbackUrl, window.location.origin)));
      return;
    }
    if (!res || res.error || !res.ok) {
      toast.error(res?.error && res.error !== "CredentialsSignin" ? res.error : t("loginFailed"));
      return;
    }
    const session = await getSession();
    toast.success(session?.user?.name ? t("welcomeBackNamed", { name: session.user.name }) : t("welcomeBack"));
    const role = session?.user?.role ?? "patient";
    // Only a page of this site is followed (see lib/http/return-address.ts).
    router.replace(safeReturnPath(callbackUrl, window.location.origin) ?? ROLE_HOME[role]);
    router.refresh();
  }

  const submitting = form.formState.isSubmitting;
  return (
    <Form {...form}>
      <form onFocus={preload} action={formAction} onSubmit={form.handleSubmit(onSubmit)} className="space-y-4" noValidate>
        <FormNotice state={state} text={notice} />
        {callbackUrl ? <input type="hidden" name="callbackUrl" value={callbackUrl} /> : null}
        <TextField control={form.control} name="email" label={t("emailLabel")} type="email" autoComplete="email" placeholder={t("emailPlaceholder")} />
        <TextField control={form.control} name="password" label={t("passwordLabel")} type="password" autoComplete="current-password" />
        <div className="flex items-center justify-between gap-2 text-sm">
          <div className="flex items-center gap-2">
            <Checkbox id="remember" name="remember" checked={remember} onCheckedChange={(v) => setRemember(v === true)} />
            <Label htmlFor="remember" className="font-normal">
              {t("rememberMe")}
            </Label>
          </div>
          <Link href="/forgot-password" className="text-primary underline-offset-4 hover:underline">
            {t("forgotPasswordLink")}
          </Link>
        </div>
        <Button type="submit" className="w-full" size="lg" disabled={submitting}>
          {submitting ? t("loggingIn") : t("loginButton")}
        </Button>
      </form>
      {/* Issue 44: an account with a passkey may sign in with it alone. */}
      <p className="my-4 text-center text-sm text-muted-foreground">{t("orDivider")}</p>
      <PasswordlessSignIn callbackUrl={callbackUrl} remember={remember} />
    </Form>
  );
}
