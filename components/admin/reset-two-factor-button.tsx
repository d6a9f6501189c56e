"use client";

// A lost device (issue 44, item 6): the admin resets an account's second factor from the staff
// screen, confirmed first. lib/actions/two-factor.ts re-checks the admin and does the rest
// (factors removed, sessions ended, the account emailed). Words: AdminResetTwoFactor.
import { useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { ShieldOff } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { resetSecondFactorAction } from "@/lib/actions/two-factor";

export function ResetTwoFactorButton({ userId, name }: { userId: string; name: string }) {
  const t = useTranslations("AdminResetTwoFactor");
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();

  function reset() {
    startTransition(async () => {
      const result = await resetSecondFactorAction(userId);
      if (result.ok) {
        toast.success(result.message);
        setOpen(false);
      } else {
        toast.error(result.message || t("failed"));
      }
    });
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button type="button" variant="outline" size="sm" disabled={pending}>
          <ShieldOff aria-hidden />
          {t("reset")}
          <span className="sr-only"> {name}</span>
        </Button>
      }
      title={t("title", { name })}
      description={t("text")}
      cancelLabel={t("keep")}
      confirmLabel={t("reset")}
      busyLabel={t("resetting")}
      pending={pending}
      onConfirm={reset}
    />
  );
}
