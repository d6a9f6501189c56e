"use client";

// The footer of a form in a dialog: Cancel (closes it) and the submit button, which shows a
// spinner and its busy label while the form is sent. Shared by the admin's doctor and visit-type forms.
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";

// Labels come translated from the form (issue 29); English by default.
export function FormDialogFooter({
  submitting,
  label,
  busyLabel,
  cancelLabel = "Cancel",
}: {
  submitting: boolean;
  label: string;
  busyLabel: string;
  cancelLabel?: string;
}) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline" disabled={submitting}>
          {cancelLabel}
        </Button>
      </DialogClose>
      <Button type="submit" disabled={submitting}>
        {submitting ? <Spinner size="sm" className="text-current" label={busyLabel} /> : null}
        {submitting ? busyLabel : label}
      </Button>
    </DialogFooter>
  );
}
