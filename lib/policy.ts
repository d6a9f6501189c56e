// The clinic's booking policy, read through this one function wherever it
// matters (the slot rule in lib/slots.ts: the horizon and the minimum notice).
// For now it returns SPEC's defaults from constants; the admin Settings screen
// stores these next (a clinic_settings row), and only this function changes.
import { SPEC_POLICY, type SlotPolicy } from "@/lib/slots";

export type BookingPolicy = SlotPolicy & {
  /** Patients cannot cancel online within this many hours of the start (0: until it starts). */
  cancelCutoffHours: number;
};

const DEFAULT_POLICY: BookingPolicy = { ...SPEC_POLICY, cancelCutoffHours: 0 };

/** The clinic's booking policy: `{ bookingHorizonDays: 7, minNoticeMinutes: 0, cancelCutoffHours: 0 }` unless configured. */
export async function bookingPolicy(): Promise<BookingPolicy> {
  return { ...DEFAULT_POLICY };
}
