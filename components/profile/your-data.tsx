"use client";

// "Your data" on the patient's profile (issue 45): "Download my data" (a plain download link: the
// JSON file of /profile/my-data, no script needed) and "Delete my account" (a dialog: the password,
// a code where a second factor is on, and a typed confirmation). docs/privacy.md says what each does.
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Download, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormDialog, FormLoading } from "@/components/profile/form-dialog";
import { ProfileCard } from "@/components/profile/profile-card";

// The form (react-hook-form, validation) is loaded when the dialog opens, not with the profile page.
const DeleteAccountForm = dynamic(() => import("@/components/profile/delete-account-form").then((m) => m.DeleteAccountForm), {
  loading: () => <FormLoading namespace="YourData" />,
});

function DeleteAccountDialog({ secondFactor }: { secondFactor: boolean }) {
  const t = useTranslations("YourData");
  return (
    <FormDialog
      trigger={
        <Button type="button" variant="outline" className="border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive">
          <Trash2 aria-hidden /> {t("deleteButton")}
        </Button>
      }
      title={t("deleteTitle")}
      description={t("deleteDescription")}
      closeLabel={t("closeDialog")}
      form={(props) => <DeleteAccountForm secondFactor={secondFactor} {...props} />}
    />
  );
}

export function YourData({ secondFactor }: { secondFactor: boolean }) {
  const t = useTranslations("YourData");
  return (
    <ProfileCard id="your-data-title" title={t("title")}>
      <p className="text-sm text-muted-foreground">{t("intro")}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button asChild variant="outline">
          <a href="/profile/my-data" download>
            <Download aria-hidden /> {t("downloadButton")}
          </a>
        </Button>
        <DeleteAccountDialog secondFactor={secondFactor} />
      </div>
    </ProfileCard>
  );
}
