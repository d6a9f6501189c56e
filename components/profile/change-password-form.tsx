"use client";

// The form inside account-security.tsx's "Change password" dialog, loaded when
// the dialog opens. Saving ends every other session (lib/accounts/users.ts).
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { Loader2 } from "lucide-react";
import { lazyResolver } from "@/components/forms/lazy-resolver";
import { TextField } from "@/components/forms/fields";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { useActionForm } from "@/components/forms/use-action-form";
import { changePasswordAction } from "@/lib/actions/auth";
import type { ChangePasswordFormInput } from "@/lib/accounts/password-schema";

const EMPTY: ChangePasswordFormInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Validates with the server's schema, loaded on first focus (components/forms/lazy-resolver.ts). */
const changePasswordResolver = lazyResolver(async () => {
  const [{ zodResolver }, { changePasswordFormSchema }] = await Promise.all([import("@hookform/resolvers/zod"), import("@/lib/accounts/password-schema")]);
  return zodResolver(changePasswordFormSchema);
});

export function ChangePasswordForm({ onClose, onBusyChange }: { onClose: () => void; onBusyChange: (busy: boolean) => void }) {
  const t = useTranslations("AccountSecurity");
  const form = useForm<ChangePasswordFormInput>({ resolver: changePasswordResolver, defaultValues: EMPTY });
  const { onSubmit, pending: submitting } = useActionForm(form, {
    action: changePasswordAction,
    fallback: t("changePasswordFailed"),
    onSuccess: onClose,
  });
  useEffect(() => onBusyChange(submitting), [submitting, onBusyChange]);

  return (
    <Form {...form}>
      <form onFocus={changePasswordResolver.preload} method="post" onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t("changePasswordTitle")}>
        {/* Loaded after the dialog opened, so the dialog could not focus it itself. */}
        <TextField control={form.control} name="currentPassword" label={t("currentPasswordLabel")} type="password" autoComplete="current-password" autoFocus />
        <TextField control={form.control} name="newPassword" label={t("newPasswordLabel")} type="password" autoComplete="new-password" />
        <TextField control={form.control} name="confirmPassword" label={t("confirmNewPasswordLabel")} type="password" autoComplete="new-password" />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={submitting}>
            {t("cancelChange")}
          </Button>
          <Button type="submit" disabled={submitting}>
            {submitting ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {submitting ? t("saving") : t("savePassword")}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
