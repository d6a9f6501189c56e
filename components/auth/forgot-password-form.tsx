"use client";

// "Forgot password": one email field. The answer is the same whether or not
// the email has an account, and it replaces the form, saying what to do next.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { wordsReader, type Words } from "@/components/intl/words";
import { lazyResolver } from "@/components/forms/lazy-resolver";
import { useActionForm } from "@/components/forms/use-action-form";
import { MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/forms/fields";
import { forgotPasswordAction } from "@/lib/actions/password-reset";
import type { ForgotPasswordInput } from "@/lib/accounts/password-schema";

/** Validates with the server's schema, loaded on first focus (components/forms/lazy-resolver.ts). */
const forgotPasswordResolver = lazyResolver(async () => {
  const [{ zodResolver }, { forgotPasswordSchema }] = await Promise.all([import("@hookform/resolvers/zod"), import("@/lib/accounts/password-schema")]);
  return zodResolver(forgotPasswordSchema);
});

/** The words this form shows (messages ForgotPasswordForm), passed by its page: no next-intl on the client. */
export type ForgotPasswordWords = Words<"checkEmail" | "emailLabel" | "emailMeLink" | "emailPlaceholder" | "forgotFormLabel" | "noEmailHint" | "sendAnotherLink" | "sendLinkFailed" | "sending">;

export function ForgotPasswordForm({ words }: { words: ForgotPasswordWords }) {
  const t = wordsReader(words);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({ resolver: forgotPasswordResolver, defaultValues: { email: "" } });

  // The answer replaces the form: no toast.
  const { onSubmit, pending: submitting } = useActionForm(form, {
    action: forgotPasswordAction,
    fallback: t("sendLinkFailed"),
    successToast: false,
    onSuccess: (_data, message) => setSent(message ?? null),
  });

  if (sent) {
    return (
      <div role="status" className="flex gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm leading-relaxed">
        <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div className="space-y-2">
          <p className="font-medium">{t("checkEmail")}</p>
          <p>{sent}</p>
          <p className="text-muted-foreground">{t("noEmailHint")}</p>
          <Button type="button" variant="link" className="h-auto p-0" onClick={() => setSent(null)}>
            {t("sendAnotherLink")}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Form {...form}>
      <form onFocus={forgotPasswordResolver.preload} method="post" onSubmit={onSubmit} className="space-y-4" noValidate aria-label={t("forgotFormLabel")}>
        <TextField control={form.control} name="email" label={t("emailLabel")} type="email" autoComplete="email" placeholder={t("emailPlaceholder")} />
        <Button type="submit" className="w-full" size="lg" disabled={submitting}>
          {submitting ? t("sending") : t("emailMeLink")}
        </Button>
      </form>
    </Form>
  );
}
