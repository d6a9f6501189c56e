"use client";

// "Your data" on the patient's profile (issue 45): "Download my data" (a plain download link: the
// JSON file of /profile/my-data, no script needed) and "Delete my account" (a dialog: the password,
// a code where a second factor is on, and a typed confirmation). docs/privacy.md says what each does.
import { useState } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Download, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";

// The form (react-hook-form, validation) is loaded when the dialog opens, not with the profile page.
const DeleteAccountForm = dynamic(() => import("@/components/profile/delete-account-form").then((m) => m.DeleteAccountForm), {
  loading: () => <LoadingForm />,
});

function LoadingForm() {
  const t = useTranslations("YourData");
  return (
    <p role="status" className="py-6 text-center text-sm text-muted-foreground">
      {t("loadingForm")}
    </p>
  );
}

function DeleteAccountDialog({ secondFactor }: { secondFactor: boolean }) {
  const t = useTranslations("YourData");
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" className="border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive">
          <Trash2 aria-hidden /> {t("deleteButton")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("closeDialog")}>
        <DialogHeader>
          <DialogTitle>{t("deleteTitle")}</DialogTitle>
          <DialogDescription>{t("deleteDescription")}</DialogDescription>
        </DialogHeader>
        {open ? (
          <DeleteAccountForm
            secondFactor={secondFactor}
            onBusyChange={setBusy}
            onClose={() => {
              setBusy(false);
              setOpen(false);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

export function YourData({ secondFactor }: { secondFactor: boolean }) {
  const t = useTranslations("YourData");
  return (
    <section aria-labelledby="your-data-title" className="mx-auto max-w-3xl space-y-4 rounded-2xl border bg-card p-5 shadow-xs sm:p-6">
      <h2 id="your-data-title" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {t("title")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("intro")}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button asChild variant="outline">
          <a href="/profile/my-data" download>
            <Download aria-hidden /> {t("downloadButton")}
          </a>
        </Button>
        <DeleteAccountDialog secondFactor={secondFactor} />
      </div>
    </section>
  );
}
