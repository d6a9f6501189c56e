"use client";

// Reschedule, Cancel, Check in, No-show and Complete for one open appointment,
// shared by the admin and doctor screens: while it awaits the patient all five
// (check in, no-show and complete from its day on); once checked in, Complete only. The server actions re-check who may do what, revalidate
// the pages, and the lists re-render with the new status.
import { useId, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Check, LogIn, UserX, X } from "@/components/ui/icons";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { RescheduleDialog } from "@/components/appointments/reschedule-dialog";
import { CancelReasonField } from "@/components/appointments/cancel-reason-field";
import { NO_REASON, STAFF_CANCEL_REASONS, reasonText } from "@/lib/appointments/cancel-reasons";
import { cancelAppointmentAction, checkInAppointmentAction, completeAppointmentAction, markNoShowAction } from "@/lib/actions/appointments";
import { isAwaitingStatus, type AppointmentStatus } from "@/lib/appointments/status";
import { cn } from "@/lib/utils";

type Kind = "cancel" | "complete" | "checkIn" | "noShow";
const ACTIONS = {
  complete: completeAppointmentAction,
  checkIn: checkInAppointmentAction,
  noShow: markNoShowAction,
};
/** The toast when an action fails without a message of its own. */
const FAILED = {
  cancel: "failedCancel",
  complete: "failedComplete",
  checkIn: "failedCheckIn",
  noShow: "failedNoShow",
} as const satisfies Record<Kind, string>;

export function AppointmentActions({
  appointmentId,
  status,
  patientName,
  when,
  canComplete,
  completeHint,
  size = "default",
  className,
}: {
  appointmentId: string;
  status: AppointmentStatus;
  patientName: string;
  /** "22/11/2026 at 10:00 AM" in the page's language, for the confirmation and screen readers. */
  when: string;
  /** False before the appointment's day: the server refuses to complete it early. */
  canComplete: boolean;
  completeHint?: string;
  size?: "sm" | "default";
  className?: string;
}) {
  const t = useTranslations("AppointmentActions");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [busy, setBusy] = useState<Kind | null>(null);
  const [confirming, setConfirming] = useState(false);
  // The cancel confirmation is mounted on its first opening (then kept, for its closing
  // animation and focus return): a page of a dozen cards rendered a closed one each (issue 43).
  const [confirmShown, setConfirmShown] = useState(false);
  const [reason, setReason] = useState(NO_REASON);
  const reasonId = useId();
  const awaiting = isAwaitingStatus(status);

  function run(kind: Kind) {
    setBusy(kind);
    startTransition(async () => {
      const result =
        kind === "cancel"
          ? await cancelAppointmentAction({
              id: appointmentId,
              reason: reasonText(reason) || undefined,
            })
          : await ACTIONS[kind](appointmentId);
      if (result.ok) {
        // The action revalidated the pages: this screen's lists and figures
        // arrive with its answer.
        toast.success(result.message);
      } else {
        toast.error(result.message || t(FAILED[kind]));
        // Someone else may have changed the appointment meanwhile: show what is true now.
        router.refresh();
      }
      setConfirming(false);
      setBusy(null);
    });
  }

  const target = <span className="sr-only">{t("target", { name: patientName, when })}</span>;
  const hintId = `complete-hint-${appointmentId}`;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      {awaiting ? (
        <div className="grid grid-cols-2 gap-2">
          <Button
            type="button"
            variant="secondary"
            size={size}
            disabled={pending || !canComplete}
            aria-describedby={!canComplete && completeHint ? hintId : undefined}
            onClick={() => run("checkIn")}
          >
            {busy === "checkIn" ? <Spinner size="sm" className="text-current" label={t("checkingIn")} /> : <LogIn aria-hidden />}
            {t("checkIn")}
            {target}
          </Button>
          <Button
            type="button"
            variant="outline"
            size={size}
            disabled={pending || !canComplete}
            aria-describedby={!canComplete && completeHint ? hintId : undefined}
            onClick={() => run("noShow")}
          >
            {busy === "noShow" ? <Spinner size="sm" className="text-current" label={t("markingNoShow")} /> : <UserX aria-hidden />}
            {t("noShow")}
            {target}
          </Button>
        </div>
      ) : null}
      <div className={cn("grid gap-2", awaiting ? "grid-cols-2" : "grid-cols-1")}>
        {awaiting ? (
          <Button
            type="button"
            variant="outline"
            size={size}
            className="border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive"
            disabled={pending}
            onClick={() => {
              setConfirmShown(true);
              setConfirming(true);
            }}
          >
            {busy === "cancel" ? <Spinner size="sm" className="text-current" label={t("cancelling")} /> : <X aria-hidden />}
            {t("cancel")}
            {target}
          </Button>
        ) : null}
        <Button
          type="button"
          size={size}
          disabled={pending || !canComplete}
          aria-describedby={!canComplete && completeHint ? hintId : undefined}
          onClick={() => run("complete")}
        >
          {busy === "complete" ? <Spinner size="sm" className="text-current" label={t("completing")} /> : <Check aria-hidden />}
          {t("complete")}
          {target}
        </Button>
      </div>
      {awaiting ? (
        <RescheduleDialog
          appointmentId={appointmentId}
          current={t("rescheduleCurrent", { name: patientName, when })}
          size={size}
          label={
            <>
              {t("reschedule")}
              {target}
            </>
          }
          className="w-full"
        />
      ) : null}
      {!canComplete && completeHint ? (
        <p id={hintId} className="text-end text-xs text-muted-foreground">
          {completeHint}
        </p>
      ) : null}

      {confirmShown ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t("confirmTitle")}
          description={t("confirmText", { name: patientName, when })}
          cancelLabel={t("keepAppointment")}
          confirmLabel={t("cancelAppointment")}
          busyLabel={t("cancelling")}
          pending={pending}
          onConfirm={() => run("cancel")}
        >
          <CancelReasonField id={reasonId} choices={STAFF_CANCEL_REASONS} value={reason} onChange={setReason} disabled={pending} />
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
