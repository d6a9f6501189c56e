// "Cancel appointment" as a page (issue 25): where the button leads before any script runs (with
// one, the same button opens a dialog instead). The form posts to the cancel action; the rules
// (whose it is, the cutoff, the status) are the server's, and a refusal comes back here.
import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { PlainActionForm } from "@/components/forms/plain-action-form";
import { CancelReasonField } from "@/components/appointments/cancel-reason-field";
import { cancelFromFormAction } from "@/lib/actions/appointments";
import { NO_REASON, PATIENT_CANCEL_REASONS } from "@/lib/appointments/cancel-reasons";
import { isAwaitingStatus } from "@/lib/appointments/status";
import { hasStarted } from "@/lib/schedule/policy";
import { loadForChange } from "../load-for-change";
import { ChangePage } from "../change-page";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("AppointmentChange");
  return { title: t("cancelMetaTitle"), robots: { index: false } };
}

export default async function CancelAppointmentPage({ params }: { params: Promise<{ id: string }> }) {
  const { a, summary } = await loadForChange((await params).id, "cancel");
  const back = `/my-appointments/${a._id}`;
  const t = await getTranslations("AppointmentChange");
  // Once it no longer awaits the patient or has begun, the server refuses it: say so at once.
  const changeable = isAwaitingStatus(a.status) && !hasStarted(new Date(a.startsAt), new Date());
  return (
    <ChangePage back={back} backText={t("backToDetails")} heading={t("cancelHeading")} description={t("cancelDescription", { summary })}>
      {!changeable ? (
        <div className="space-y-4">
          <p role="alert" className="text-sm font-medium text-destructive">
            {t("cannotCancel")}
          </p>
          <Button asChild variant="outline">
            <Link href={back}>{t("backToAppointment")}</Link>
          </Button>
        </div>
      ) : (
        <PlainActionForm
          action={cancelFromFormAction}
          submit={t("cancelConfirm")}
          pendingText={t("cancelling")}
          variant="destructive"
          errorId="cancel-error"
          aside={
            <Button asChild variant="outline">
              <Link href={back}>{t("keepAppointment")}</Link>
            </Button>
          }
        >
          <input type="hidden" name="id" value={a._id} />
          <CancelReasonField id="cancel-reason" choices={PATIENT_CANCEL_REASONS} value={NO_REASON} />
        </PlainActionForm>
      )}
    </ChangePage>
  );
}
