// The statuses an appointment goes through, which of them are still open
// (they hold the slot and can still be completed), which the patient may
// cancel (their names on screen are messages). Pure, so client components, server
// pages, the domain and the API schemas share this one list.

/** In the order an appointment lives through them; mirrors the database enum. */
export const APPOINTMENT_STATUSES = ["pending", "confirmed", "checked_in", "completed", "cancelled", "no_show"] as const;

export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Open: booked and not yet completed, cancelled or a no-show. A checked-in patient is still open: they are at the clinic. */
export const OPEN_STATUSES = ["pending", "confirmed", "checked_in"] as const satisfies readonly AppointmentStatus[];

/**
 * Waiting for the patient: these can be cancelled, checked in or marked a
 * no-show. Once checked in (the patient arrived) an appointment can only be
 * completed.
 */
export const AWAITING_STATUSES = ["pending", "confirmed"] as const satisfies readonly AppointmentStatus[];

export function isOpenStatus(status: AppointmentStatus): boolean {
  return (OPEN_STATUSES as readonly AppointmentStatus[]).includes(status);
}

export function isAwaitingStatus(status: AppointmentStatus): boolean {
  return (AWAITING_STATUSES as readonly AppointmentStatus[]).includes(status);
}
