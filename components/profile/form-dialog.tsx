"use client";

// A profile action whose form opens in a dialog ("Change password", "Delete my account"). The form
// is mounted per opening, so it always opens empty; while it saves, the dialog stays open. Each
// form's code loads when its dialog first opens (next/dynamic in the caller, issue 15), with
// FormLoading in its place meanwhile.
import { useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { cn } from "@/lib/utils";

/** What the dialog gives its form: tell it when saving starts and ends, close it when done. */
export type DialogFormProps = { onBusyChange: (busy: boolean) => void; onClose: () => void };

type Props = {
  trigger: ReactNode;
  title: string;
  description: string;
  closeLabel: string;
  form: (props: DialogFormProps) => ReactNode;
};

export function FormDialog({ trigger, title, description, closeLabel, form }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent closeLabel={closeLabel}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open
          ? form({
              onBusyChange: setBusy,
              onClose: () => {
                setBusy(false);
                setOpen(false);
              },
            })
          : null}
      </DialogContent>
    </Dialog>
  );
}

/** In a form's place while its code loads; each of these namespaces has its "loadingForm" words. */
export function FormLoading({ namespace, className = "py-6" }: { namespace: "AccountSecurity" | "YourData" | "ProfileForm"; className?: string }) {
  const t = useTranslations(namespace);
  return (
    <p role="status" className={cn(className, "text-center text-sm text-muted-foreground")}>
      {t("loadingForm")}
    </p>
  );
}
