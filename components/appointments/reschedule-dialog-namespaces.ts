// The messages RescheduleDialog's client subtree reads (issue 29): every caller's ClientMessages
// lists them (the patient's appointment page, the doctor's and admin's lists). Apart from the
// dialog's client module so a server page can import the list.
import type { Messages } from "@/messages";

export const RESCHEDULE_DIALOG_NAMESPACES: (keyof Messages)[] = ["RescheduleDialog", "SlotFields"];
