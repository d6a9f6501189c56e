import type { ComponentProps } from "react";
import { ClientMessages } from "@/components/intl/client-messages";
import { WeeklyHoursFormClient } from "@/components/schedule/weekly-hours-form-client";

/** The week's hours (My Schedule, and an admin's view of a doctor's), with the messages its client part reads. */
export function WeeklyHoursForm(props: ComponentProps<typeof WeeklyHoursFormClient>) {
  return (
    <ClientMessages namespaces={["WeeklyHours", "TimeSelect"]}>
      <WeeklyHoursFormClient {...props} />
    </ClientMessages>
  );
}
