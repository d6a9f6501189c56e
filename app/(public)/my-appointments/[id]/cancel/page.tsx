// "Cancel appointment" as a page (issue 25): where the button leads before any script runs (with
// one, the same button opens a dialog instead). The form posts to the cancel action; the rules
// (whose it is, the cutoff, the status) are the server's, and a refusal comes back here.
import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PlainActionForm } from "@/components/forms/plain-action-form";
import { CancelReasonField } from "@/components/appointments/cancel-reason-field";
import { cancelFromFormAction } from "@/lib/actions/appointments";
import { NO_REASON, PATIENT_CANCEL_REASONS } from "@/lib/appointments/cancel-reasons";
import { isAwaitingStatus } from "@/lib/appointments/status";
import { hasStarted } from "@/lib/schedule/policy";
import { loadForChange } from "../load-for-change";
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
    <div className="mx-auto max-w-xl space-y-6">
      <Link href={back} className="inline-flex items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline">
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden /> {t("backToDetails")}
      </Link>
      <div className="space-y-5 rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
        <div className="space-y-2">
          <h1 className="text-2xl font-bold tracking-tight">{t("cancelHeading")}</h1>
          <p className="text-sm text-muted-foreground">{t("cancelDescription", { summary })}</p>
        </div>
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
      </div>
    </div>
  );
}
