"use client";

// Leave a waitlist (the patient) or remove an entry (the desk, admins), after a confirmation:
// a live offer of the entry is withdrawn and its time goes to the next patient waiting. Rendered
// through LeaveWaitlistButton (leave-button.tsx), which hands it its "WaitlistLeave" messages.
import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { LogOut } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { leaveWaitlistAction } from "@/lib/actions/waitlist";
import { useTranslations } from "next-intl";

export function LeaveWaitlistDialog({ entryId, doctorName, patientName, staff = false }: { entryId: string; doctorName: string; patientName: string; staff?: boolean }) {
  const t = useTranslations("WaitlistLeave");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, start] = useTransition();
  const verb = staff ? t("remove") : t("leave");
  const names = { doctor: doctorName, patient: patientName };
  const title = staff ? t("titleStaff", names) : t("titlePatient", names);
  return (
    <>
      <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)}>
        <LogOut aria-hidden /> {verb}
        <span className="sr-only">
          {" "}
          {staff ? t("whichStaff", names) : patientName ? t("whichPatientFor", names) : t("whichPatient", names)}
        </span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={t("description")}
        cancelLabel={t("stay")}
        confirmLabel={verb}
        busyLabel={verb}
        destructive={false}
        pending={pending}
        onConfirm={() =>
          start(async () => {
            const r = await leaveWaitlistAction(entryId);
            if (r.ok) toast.success(r.message ?? t("done"));
            else toast.error(r.message);
            setOpen(false);
            router.refresh();
          })
        }
      />
    </>
  );
}
