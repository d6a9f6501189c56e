"use client";

// "Are you sure?": the one confirmation dialog of the app (archive, delete,
// cancel a visit, reset a link, sign out everywhere...). While the confirmed
// action runs (`pending`) the dialog stays open and busy: it cannot be closed,
// both buttons are disabled and the confirm button shows a spinner. The caller
// closes it when the action is done.
import type { ComponentProps, ReactNode } from "react";
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
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it (a Radix trigger: focus returns to it on close); none: the caller opens it. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** Shown between the description and the buttons (a reason to choose, the visits affected). */
  children?: ReactNode;
  /** The button that keeps things as they are. */
  cancelLabel: string;
  confirmLabel: ReactNode;
  /** Announced (and, with `showBusyLabel`, shown instead of the confirm label) while the action runs. */
  busyLabel: string;
  showBusyLabel?: boolean;
  pending?: boolean;
  /** A destructive action (red), the default; false for a neutral one. */
  destructive?: boolean;
  onConfirm: () => void;
  onCloseAutoFocus?: ComponentProps<typeof AlertDialogContent>["onCloseAutoFocus"];
};

export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  cancelLabel,
  confirmLabel,
  busyLabel,
  showBusyLabel = false,
  pending = false,
  destructive = true,
  onConfirm,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            variant={destructive ? "destructive" : "default"}
            disabled={pending}
            onClick={(e) => {
              // The dialog stays open (and busy) until the caller closes it.
              e.preventDefault();
              onConfirm();
            }}
          >
            {pending ? <Spinner size="sm" className="text-current" label={busyLabel} showLabel={showBusyLabel} /> : null}
            {pending && showBusyLabel ? null : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
