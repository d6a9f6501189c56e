"use client";

// "Erase record" on the desk's visit page (issue 45): a patient record without a login is erased as
// its person would delete an account: visits to come cancelled, then name, email, phone, date of
// birth and address erased. Refused (a toast) while a visit is in progress. docs/privacy.md.
import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { UserX } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { erasePatientRecordAction } from "@/lib/actions/privacy";

export function ErasePatientButton({ patientId, name }: { patientId: string; name: string }) {
  const t = useTranslations("DeskVisitActions");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, start] = useTransition();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button type="button" variant="outline" className="border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive">
          <UserX aria-hidden /> {t("eraseRecord")}
          <span className="sr-only"> {t("eraseRecordOf", { name })}</span>
        </Button>
      }
      title={t("eraseRecordTitle", { name })}
      description={t("eraseRecordDescription")}
      cancelLabel={t("keepRecord")}
      confirmLabel={t("confirmErase")}
      busyLabel={t("erasing")}
      showBusyLabel
      pending={pending}
      onConfirm={() =>
        start(async () => {
          const r = await erasePatientRecordAction(patientId);
          setOpen(false);
          if (r.ok) {
            toast.success(r.message ?? t("recordErased"));
            router.refresh();
          } else toast.error(r.message);
        })
      }
    />
  );
}
