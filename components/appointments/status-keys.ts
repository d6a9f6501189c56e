// Each status's message key, the same in every namespace that words statuses ("PatientStatus" on
// the patient's pages, "DeskBoard" on the desk's time grid): `statusCheckedIn` and so on.
import type { AppointmentStatus } from "@/lib/appointments/status";

export const STATUS_KEYS = {
  pending: "statusPending",
  confirmed: "statusConfirmed",
  checked_in: "statusCheckedIn",
  completed: "statusCompleted",
  cancelled: "statusCancelled",
  no_show: "statusNoShow",
} as const satisfies Record<AppointmentStatus, string>;
