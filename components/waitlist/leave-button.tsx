// Leave (the patient) or Remove (the desk, admins) a waitlist entry: the confirmation dialog with
// its messages (issue 29), so every page that renders it (My Appointments, the desk's waitlist) gets
// it in its language without listing the "WaitlistLeave" namespace itself.
import type { ComponentProps } from "react";
import { ClientMessages } from "@/components/intl/client-messages";
import { LeaveWaitlistDialog } from "@/components/waitlist/leave-waitlist-dialog";

export function LeaveWaitlistButton(props: ComponentProps<typeof LeaveWaitlistDialog>) {
  return (
    <ClientMessages namespaces={["WaitlistLeave"]}>
      <LeaveWaitlistDialog {...props} />
    </ClientMessages>
  );
}
