// The messages the booking panel's client subtree reads (issue 29), for the ClientMessages that
// wraps it: BookingPanel itself (and its clinic zone line and device zone note), the visit type cards and the day and
// time fields. Apart from the panel's client module so a server page can import the list.
import type { Messages } from "@/messages";

export const BOOKING_PANEL_NAMESPACES: (keyof Messages)[] = ["BookingPanel", "VisitTypePicker", "SlotFields", "IntakeQuestions"];
