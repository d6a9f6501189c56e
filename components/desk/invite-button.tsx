"use client";

// "Send invitation" (issue 26): a patient record with an email and no login gets the email with
// a link to set a password; the record becomes their account.
import { useTransition } from "react";
import { MailPlus } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { invitePatientAction } from "@/lib/actions/desk";

export function InviteButton({ patientId, name }: { patientId: string; name: string }) {
  const t = useTranslations("DeskVisitActions");
  const [pending, start] = useTransition();
  return (
    <Button
      type="button"
      variant="outline"
      disabled={pending}
      onClick={() =>
        start(async () => {
          const r = await invitePatientAction(patientId);
          if (r.ok) toast.success(r.message ?? t("invitationSent"));
          else toast.error(r.message);
        })
      }
    >
      {pending ? <Spinner size="sm" label={t("sending")} /> : <MailPlus aria-hidden />}
      {t("sendInvitation")}
      <span className="sr-only"> {t("sendInvitationTo", { name })}</span>
    </Button>
  );
}
