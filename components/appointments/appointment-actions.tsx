"use client";

// Cancel and Complete for one open appointment, shared by the admin and
// doctor screens. The server actions re-check who may do what, revalidate
// the pages, and the lists re-render with the new status.
import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Check, X } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { cancelAppointmentAction, completeAppointmentAction } from "@/lib/actions/appointments";
import { cn } from "@/lib/utils";

export function AppointmentActions({
  appointmentId,
  patientName,
  when,
  canComplete,
  completeHint,
  size = "default",
  className,
}: {
  appointmentId: string;
  patientName: string;
  /** "22/11/2026 at 10:00 AM", for the confirmation and screen readers. */
  when: string;
  /** False before the appointment's day: the server refuses to complete it early. */
  canComplete: boolean;
  completeHint?: string;
  size?: "sm" | "default";
  className?: string;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [busy, setBusy] = useState<"cancel" | "complete" | null>(null);
  const [confirming, setConfirming] = useState(false);

  function run(kind: "cancel" | "complete") {
    setBusy(kind);
    startTransition(async () => {
      const result = kind === "cancel" ? await cancelAppointmentAction(appointmentId) : await completeAppointmentAction(appointmentId);
      if (result.ok) {
        // The action revalidated the pages: this screen's lists and figures
        // arrive with its answer.
        toast.success(result.message);
      } else {
        toast.error(result.message || (kind === "cancel" ? "Failed to cancel appointment" : "Failed to complete appointment"));
        // Someone else may have changed the appointment meanwhile: show what is true now.
        router.refresh();
      }
      setConfirming(false);
      setBusy(null);
    });
  }

  const target = <span className="sr-only"> appointment of {patientName} on {when}</span>;
  const hintId = `complete-hint-${appointmentId}`;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <div className="grid grid-cols-2 gap-2">
        <Button
          type="button"
          variant="outline"
          size={size}
          className="border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive"
          disabled={pending}
          onClick={() => setConfirming(true)}
        >
          {busy === "cancel" ? <Spinner size="sm" className="text-current" label="Cancelling" /> : <X aria-hidden />}
          Cancel{target}
        </Button>
        <Button
          type="button"
          size={size}
          disabled={pending || !canComplete}
          aria-describedby={!canComplete && completeHint ? hintId : undefined}
          onClick={() => run("complete")}
        >
          {busy === "complete" ? <Spinner size="sm" className="text-current" label="Completing" /> : <Check aria-hidden />}
          Complete{target}
        </Button>
      </div>
      {!canComplete && completeHint ? (
        <p id={hintId} className="text-right text-xs text-muted-foreground">
          {completeHint}
        </p>
      ) : null}

      <AlertDialog open={confirming} onOpenChange={(open) => !pending && setConfirming(open)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Cancel this appointment?</AlertDialogTitle>
            <AlertDialogDescription>
              {patientName}&apos;s appointment on {when} will be cancelled and the time slot freed. This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>Keep appointment</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              disabled={pending}
              onClick={(e) => {
                e.preventDefault();
                run("cancel");
              }}
            >
              {busy === "cancel" ? <Spinner size="sm" className="text-current" label="Cancelling" /> : null}
              Cancel appointment
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
