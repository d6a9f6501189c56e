// The statuses an appointment goes through, which of them are still open
// (they hold the slot and can be cancelled or completed), and how each is
// named on screen. Pure, so client components, server pages, the domain and
// the API schemas share this one list.

/** In the order an appointment lives through them; mirrors the database enum. */
export const APPOINTMENT_STATUSES = ["pending", "confirmed", "completed", "cancelled"] as const;

export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Open: booked and not yet completed or cancelled. */
export const OPEN_STATUSES = ["pending", "confirmed"] as const satisfies readonly AppointmentStatus[];

export function isOpenStatus(status: AppointmentStatus): boolean {
  return (OPEN_STATUSES as readonly AppointmentStatus[]).includes(status);
}

const LABELS: Record<AppointmentStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** "pending" -> "Pending", as badges and lists show it. */
export function statusLabel(status: AppointmentStatus): string {
  return LABELS[status];
}
