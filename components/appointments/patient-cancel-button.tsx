"use client";

import { useId, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { CalendarX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogLink } from "@/components/ui/dialog-link";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CancelReasonField } from "@/components/appointments/cancel-reason-field";
import { NO_REASON, PATIENT_CANCEL_REASONS, reasonText } from "@/lib/appointments/cancel-reasons";
import { cancelAppointmentAction } from "@/lib/actions/appointments";
import { cn } from "@/lib/utils";
import { useTranslations } from "next-intl";

type Props = {
  appointmentId: string;
  /** e.g. "Dr. Sarah Patel on Mon, 10/03/2025 at 10:30 AM CET" */
  summary: string;
  className?: string;
  size?: "sm" | "default";
};

/**
 * Cancel, behind a confirmation (its words: the "PatientCancel" and "CancelReason" messages, which
 * the caller's ClientMessages lists); the page refreshes to show the new status. The button is a link
 * to the cancel page (issue 25), so it cancels before any script runs; with one it opens the
 * dialog instead.
 */
export function PatientCancelButton({ appointmentId, summary, className, size = "sm" }: Props) {
  const t = useTranslations("PatientCancel");
  const router = useRouter();
  const reasonId = useId();
  const trigger = useRef<HTMLAnchorElement>(null);
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const [reason, setReason] = useState(NO_REASON);

  function confirm() {
    startTransition(async () => {
      let result: Awaited<ReturnType<typeof cancelAppointmentAction>>;
      try {
        result = await cancelAppointmentAction({
          id: appointmentId,
          reason: reasonText(reason) || undefined,
        });
      } catch {
        result = { ok: false, message: t("failed") };
      }
      if (result.ok) {
        toast.success(result.message);
        setOpen(false);
      } else {
        toast.error(result.message || t("failed"));
      }
      router.refresh();
    });
  }

  return (
    <>
      <Button
        asChild
        variant="outline"
        size={size}
        className={cn("border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive", className)}
      >
        <DialogLink ref={trigger} href={`/my-appointments/${appointmentId}/cancel`} onOpen={() => setOpen(true)}>
          <CalendarX aria-hidden /> {t("trigger")}
        </DialogLink>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("title")}
        description={t("description", { summary })}
        cancelLabel={t("keep")}
        confirmLabel={t("confirm")}
        busyLabel={t("cancelling")}
        showBusyLabel
        pending={pending}
        onConfirm={confirm}
        onCloseAutoFocus={(e) => {
          // No Radix trigger (the button is a link): focus goes back to it by hand.
          e.preventDefault();
          trigger.current?.focus();
        }}
      >
        <CancelReasonField id={reasonId} choices={PATIENT_CANCEL_REASONS} value={reason} onChange={setReason} disabled={pending} />
      </ConfirmDialog>
    </>
  );
}
