import type { ComponentProps } from "react";
import { ClientMessages } from "@/components/intl/client-messages";
import { CalendarSubscriptionClient } from "@/components/schedule/calendar-subscription-client";

/** "Subscribe in your calendar" (My Schedule), with the messages its client part reads. */
export function CalendarSubscription(props: ComponentProps<typeof CalendarSubscriptionClient>) {
  return (
    <ClientMessages namespaces={["CalendarFeed"]}>
      <CalendarSubscriptionClient {...props} />
    </ClientMessages>
  );
}
