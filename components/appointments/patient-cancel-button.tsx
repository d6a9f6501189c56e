"use client";

import { useId, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { CalendarX, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogLink } from "@/components/ui/dialog-link";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
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
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
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
      <AlertDialogContent
        onCloseAutoFocus={(e) => {
          // No Radix trigger (the button is a link): focus goes back to it by hand.
          e.preventDefault();
          trigger.current?.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{t("title")}</AlertDialogTitle>
          <AlertDialogDescription>{t("description", { summary })}</AlertDialogDescription>
        </AlertDialogHeader>
        <CancelReasonField id={reasonId} choices={PATIENT_CANCEL_REASONS} value={reason} onChange={setReason} disabled={pending} />
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t("keep")}</AlertDialogCancel>
          {/* A plain button, so the dialog stays open (and busy) until the server answers. */}
          <Button variant="destructive" onClick={confirm} disabled={pending}>
            {pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {pending ? t("cancelling") : t("confirm")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
