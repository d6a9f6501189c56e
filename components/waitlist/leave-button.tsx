"use client";

// Leave a waitlist (the patient) or remove an entry (the desk, admins), after a confirmation:
// a live offer of the entry is withdrawn and its time goes to the next patient waiting.
import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { LogOut } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
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
import { leaveWaitlistAction } from "@/lib/actions/waitlist";

export function LeaveWaitlistButton({ entryId, doctorName, patientName, staff = false }: { entryId: string; doctorName: string; patientName: string; staff?: boolean }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, start] = useTransition();
  const verb = staff ? "Remove" : "Leave";
  const title = staff ? `Remove ${patientName} from ${doctorName}'s waitlist?` : `Leave ${doctorName}'s waitlist?`;
  return (
    <>
      <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)}>
        <LogOut aria-hidden /> {verb}
        <span className="sr-only">
          {" "}
          {staff ? `${patientName} from ${doctorName}'s waitlist` : `${doctorName}'s waitlist${patientName ? ` (${patientName})` : ""}`}
        </span>
      </Button>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{title}</AlertDialogTitle>
            <AlertDialogDescription>A time held for this entry goes to the next patient waiting.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Stay on it</AlertDialogCancel>
            <AlertDialogAction
              disabled={pending}
              onClick={(e) => {
                e.preventDefault();
                start(async () => {
                  const r = await leaveWaitlistAction(entryId);
                  if (r.ok) toast.success(r.message ?? "Done");
                  else toast.error(r.message);
                  setOpen(false);
                  router.refresh();
                });
              }}
            >
              {verb}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
