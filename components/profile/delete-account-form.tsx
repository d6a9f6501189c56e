"use client";

// The form inside your-data.tsx's "Delete my account" dialog, loaded when the dialog opens. The
// typed confirmation is a safeguard against a slip (the server asks for the password, and a code
// where a second factor is on). Once deleted, this browser is signed out and leaves for the home page.
import { useEffect, useId, useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { Loader2 } from "lucide-react";
import { lazyResolver } from "@/components/forms/lazy-resolver";
import { TextField } from "@/components/forms/fields";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useActionForm } from "@/components/forms/use-action-form";
import { deleteAccountAction } from "@/lib/actions/privacy";
import type { DeleteAccountInput } from "@/lib/privacy/erase-schema";

type Values = { password: string; otp?: string };
const EMPTY: Values = { password: "", otp: "" };

const deleteAccountResolver = lazyResolver(async () => {
  const [{ zodResolver }, { deleteAccountSchema }] = await Promise.all([import("@hookform/resolvers/zod"), import("@/lib/privacy/erase-schema")]);
  return zodResolver(deleteAccountSchema);
});

export function DeleteAccountForm({ secondFactor, onClose, onBusyChange }: { secondFactor: boolean; onClose: () => void; onBusyChange: (busy: boolean) => void }) {
  const t = useTranslations("YourData");
  const router = useRouter();
  const confirmId = useId();
  const [typed, setTyped] = useState("");
  const word = t("confirmWord");
  const confirmed = typed.trim().toLocaleUpperCase() === word.toLocaleUpperCase();
  const form = useForm<Values, unknown, DeleteAccountInput>({ resolver: deleteAccountResolver, defaultValues: EMPTY });
  const { onSubmit, pending } = useActionForm(form, {
    action: deleteAccountAction,
    fallback: t("deleteFailed"),
    onSuccess: () => {
      // The session is over: to the home page, signed out (the refresh drops the account's screens).
      router.replace("/");
      router.refresh();
    },
  });
  useEffect(() => onBusyChange(pending), [pending, onBusyChange]);

  return (
    <Form {...form}>
      <form onFocus={deleteAccountResolver.preload} method="post" onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t("deleteTitle")}>
        <ul className="list-disc space-y-1 ps-5 text-sm text-muted-foreground">
          <li>{t("deleteVisits")}</li>
          <li>{t("deleteFamily")}</li>
          <li>{t("deleteKept")}</li>
        </ul>
        <TextField control={form.control} name="password" label={t("passwordLabel")} type="password" autoComplete="current-password" autoFocus />
        {secondFactor ? <TextField control={form.control} name="otp" label={t("codeLabel")} description={t("codeHelp")} autoComplete="one-time-code" inputMode="text" /> : null}
        <div className="space-y-2">
          <Label htmlFor={confirmId}>{t("confirmLabel", { word })}</Label>
          <Input id={confirmId} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" aria-describedby={`${confirmId}-help`} />
          <p id={`${confirmId}-help`} className="text-sm text-muted-foreground">
            {t("confirmHelp")}
          </p>
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
            {t("keepAccount")}
          </Button>
          <Button type="submit" variant="destructive" disabled={pending || !confirmed}>
            {pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {pending ? t("deleting") : t("confirmDelete")}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
