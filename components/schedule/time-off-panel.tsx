import type { ComponentProps } from "react";
import { ClientMessages } from "@/components/intl/client-messages";
import { TimeOffPanelClient } from "@/components/schedule/time-off-panel-client";

/** Time off (My Schedule, and an admin's view of a doctor's), with the messages its client part reads. */
export function TimeOffPanel(props: ComponentProps<typeof TimeOffPanelClient>) {
  return (
    <ClientMessages namespaces={["TimeOff", "TimeSelect"]}>
      <TimeOffPanelClient {...props} />
    </ClientMessages>
  );
}
