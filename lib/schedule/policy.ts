// The clinic's booking policy, read through this one function wherever it
// matters (the slot rule in lib/schedule/slots.ts: the horizon and the minimum notice).
// The admin's Settings screen stores them in the clinic_settings row; its
// defaults are SPEC's (7 days, any future slot today, cancel until the start).
import { getClinicSettings } from "@/lib/clinic/settings";
import type { SlotPolicy } from "@/lib/schedule/slots";

export type BookingPolicy = SlotPolicy & {
  /** Patients cannot cancel online within this many hours of the start (0: until it starts). */
  cancelCutoffHours: number;
};

/** The clinic's booking policy: `{ bookingHorizonDays: 7, minNoticeMinutes: 0, cancelCutoffHours: 0, slotIntervalMinutes: 30 }` unless configured. */
export async function bookingPolicy(db?: Parameters<typeof getClinicSettings>[0]): Promise<BookingPolicy> {
  // Inside a transaction, pass its client: a second pooled connection per
  // booking would starve the pool under a burst (every connection held by a
  // transaction waiting for one more).
  const { bookingHorizonDays, minNoticeMinutes, cancelCutoffHours, slotIntervalMinutes } = await getClinicSettings(db);
  return { bookingHorizonDays, minNoticeMinutes, cancelCutoffHours, slotIntervalMinutes };
}

/**
 * Whether an appointment starting at `startsAt` is inside the clinic's
 * cancellation cutoff at `now`, where patients can no longer cancel or
 * reschedule online (0 hours: never; a visit that has started is refused
 * whatever the cutoff, see hasStarted).
 */
export function insideCancelCutoff(startsAt: Date, now: Date, cancelCutoffHours: number): boolean {
  return cancelCutoffHours > 0 && startsAt.getTime() - now.getTime() < cancelCutoffHours * 3_600_000;
}

/**
 * Whether the visit has started at `now` (from its start instant on). Patients
 * can no longer cancel or reschedule it online, whatever the cutoff (issue 22
 * item 4: a visit that started an hour ago could be moved to tomorrow, past
 * the open-appointments limit too); doctors and admins still can.
 */
export function hasStarted(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() <= now.getTime();
}

/** The patient's refusal once the visit has started, with the way out (the cutoff's wording). */
export const startedMessage = (verb: "cancelled" | "rescheduled") =>
  `This appointment has already started, so it can't be ${verb} online. Please call the clinic.`;
