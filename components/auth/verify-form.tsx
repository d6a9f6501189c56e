"use client";

// /login/verify's code form (issue 44): a plain form posted to its server action, so it works
// before any script runs; with scripts React submits the same action without a reload.
import Link from "next/link";
import { useActionState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FormNotice } from "@/components/forms/form-state";
import { verifyCodeAction } from "@/lib/actions/login-verify";
import { CODE_MAX_CHARS } from "@/lib/accounts/two-factor-schema";

export function VerifyForm({ callbackUrl }: { callbackUrl: string | null }) {
  const t = useTranslations("LoginVerify");
  const [state, formAction, pending] = useActionState(verifyCodeAction, null);
  if (state?.values.ended) {
    return (
      <div className="space-y-4">
        <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/10 p-3 text-sm font-medium text-destructive">
          {state.message}
        </p>
        <Button asChild className="w-full" size="lg">
          <Link href={callbackUrl ? `/login?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/login"}>{t("signInAgain")}</Link>
        </Button>
      </div>
    );
  }
  const codeError = state?.fieldErrors?.code;
  return (
    <form action={formAction} className="space-y-4">
      <FormNotice state={state} text={state?.message} />
      {callbackUrl ? <input type="hidden" name="callbackUrl" value={callbackUrl} /> : null}
      <div className="space-y-2">
        <Label htmlFor="code">{t("codeLabel")}</Label>
        <Input
          id="code"
          name="code"
          autoComplete="one-time-code"
          autoFocus
          required
          maxLength={CODE_MAX_CHARS}
          aria-describedby={codeError ? "code-error code-help" : "code-help"}
          aria-invalid={codeError ? true : undefined}
        />
        {/* The field's own refusal (FormNotice leaves a field's message to its field). */}
        {codeError ? (
          <p id="code-error" role="alert" className="text-sm font-medium text-destructive">
            {codeError}
          </p>
        ) : null}
        <p id="code-help" className="text-sm text-muted-foreground">
          {t("codeHelp")}
        </p>
      </div>
      <Button type="submit" className="w-full" size="lg" disabled={pending}>
        {pending ? t("verifying") : t("verifyButton")}
      </Button>
    </form>
  );
}
