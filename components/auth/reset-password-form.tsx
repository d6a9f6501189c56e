"use client";

// The form of an emailed password link (/reset-password?token=...): the new
// password twice, under the sign-up rule. Success ends every session of the
// account, so it goes on to the login page.
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { wordsReader, type Words } from "@/components/intl/words";
import { lazyResolver } from "@/components/forms/lazy-resolver";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/forms/fields";
import { resetPasswordAction } from "@/lib/actions/password-reset";
import type { ResetPasswordFormInput } from "@/lib/accounts/password-schema";

/** Validates with the server's schema, loaded on first focus (components/forms/lazy-resolver.ts). */
const resetPasswordResolver = lazyResolver(async () => {
  const [{ zodResolver }, { resetPasswordFormSchema }] = await Promise.all([import("@hookform/resolvers/zod"), import("@/lib/accounts/password-schema")]);
  return zodResolver(resetPasswordFormSchema);
});

/** The words this form shows (messages ResetPasswordForm), passed by its page: no next-intl on the client. */
export type ResetPasswordWords = Words<"confirmNewPasswordLabel" | "newPasswordLabel" | "resetFormLabel" | "savePasswordFailed" | "saving">;

export function ResetPasswordForm({ token, submitLabel, words }: { token: string; submitLabel: string; words: ResetPasswordWords }) {
  const t = wordsReader(words);
  const router = useRouter();
  const form = useForm<ResetPasswordFormInput>({
    resolver: resetPasswordResolver,
    defaultValues: { token, password: "", confirmPassword: "" },
  });

  const { onSubmit, pending: submitting } = useActionForm(form, {
    action: resetPasswordAction,
    fallback: t("savePasswordFailed"),
    fields: ["password", "confirmPassword"],
    // A link that stopped working (used in another tab, expired): the page says so and offers a new one.
    onRefused: (refusal) => refusal.fieldErrors?.token && router.refresh(),
    onSuccess: () => {
      router.replace("/login");
      router.refresh();
    },
  });

  return (
    <Form {...form}>
      <form onFocus={resetPasswordResolver.preload} method="post" onSubmit={onSubmit} className="space-y-4" noValidate aria-label={t("resetFormLabel")}>
        <TextField control={form.control} name="password" label={t("newPasswordLabel")} type="password" autoComplete="new-password" />
        <TextField control={form.control} name="confirmPassword" label={t("confirmNewPasswordLabel")} type="password" autoComplete="new-password" />
        <Button type="submit" className="w-full" size="lg" disabled={submitting}>
          {submitting ? t("saving") : submitLabel}
        </Button>
      </form>
    </Form>
  );
}
