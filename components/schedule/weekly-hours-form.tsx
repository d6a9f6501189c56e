import type { ComponentProps } from "react";
import { ClientMessages } from "@/components/intl/client-messages";
import { WeeklyHoursFormClient } from "@/components/schedule/weekly-hours-form-client";
import { bookingPolicy } from "@/lib/schedule/policy";
import { SLOT_MINUTES } from "@/lib/schedule/slots";

/**
 * The week's hours (My Schedule, and an admin's view of a doctor's), with the messages its client
 * part reads and the clinic's slot interval its help names (issue 40: not always half an hour).
 */
export async function WeeklyHoursForm(props: Omit<ComponentProps<typeof WeeklyHoursFormClient>, "slotIntervalMinutes">) {
  const { slotIntervalMinutes } = await bookingPolicy();
  return (
    <ClientMessages namespaces={["WeeklyHours", "TimeSelect"]}>
      <WeeklyHoursFormClient {...props} slotIntervalMinutes={slotIntervalMinutes ?? SLOT_MINUTES} />
    </ClientMessages>
  );
}
