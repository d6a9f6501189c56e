// The bookable-slot rule (SPEC section 9): 7 days starting today in the
// clinic's zone; starts from 10:00 to 20:30 every 30 minutes; starts already
// past are skipped, taken ones hidden, and days left empty dropped. The same
// rule validates bookings, so the picker and the server never disagree.
import { addDays, clinicDateOf, formatSlotTime, instantAt, type ClinicDate } from "@/lib/clinic-time";

export const SLOT_MINUTES = 30;
export const FIRST_SLOT_MINUTES = 10 * 60; // 10:00
export const LAST_SLOT_MINUTES = 20 * 60 + 30; // 20:30
export const BOOKING_WINDOW_DAYS = 7;

export type Slot = { time: string; minutes: number; startsAt: Date };
export type SlotDay = { date: ClinicDate; slots: Slot[] };

/** Minutes of day of every start on the grid. */
export const SLOT_GRID: readonly number[] = Array.from(
  { length: (LAST_SLOT_MINUTES - FIRST_SLOT_MINUTES) / SLOT_MINUTES + 1 },
  (_, i) => FIRST_SLOT_MINUTES + i * SLOT_MINUTES,
);

export function isOnGrid(minutes: number): boolean {
  return SLOT_GRID.includes(minutes);
}

/** The clinic dates a patient may book on, today first. */
export function bookingWindow(now: Date, tz: string): ClinicDate[] {
  const today = clinicDateOf(now, tz);
  return Array.from({ length: BOOKING_WINDOW_DAYS }, (_, i) => addDays(today, i));
}

/**
 * The free slots of one doctor. `taken` holds the start instants of the
 * doctor's active appointments (any extra ones are simply ignored).
 */
export function computeSlots(now: Date, tz: string, taken: Iterable<Date>): SlotDay[] {
  const takenMs = new Set(Array.from(taken, (d) => d.getTime()));
  const days: SlotDay[] = [];
  for (const date of bookingWindow(now, tz)) {
    const slots: Slot[] = [];
    for (const minutes of SLOT_GRID) {
      const startsAt = instantAt(date, minutes, tz);
      if (startsAt.getTime() <= now.getTime() || takenMs.has(startsAt.getTime())) continue;
      slots.push({ time: formatSlotTime(minutes), minutes, startsAt });
    }
    if (slots.length > 0) days.push({ date, slots });
  }
  return days;
}

export type SlotCheck =
  | { ok: true; startsAt: Date }
  | { ok: false; reason: "outside_window" | "off_grid" | "past" };

/** Whether `date` at `minutes` is a start the rule allows (ignoring who holds it). */
export function checkSlot(now: Date, tz: string, date: ClinicDate, minutes: number): SlotCheck {
  if (!bookingWindow(now, tz).includes(date)) return { ok: false, reason: "outside_window" };
  if (!isOnGrid(minutes)) return { ok: false, reason: "off_grid" };
  const startsAt = instantAt(date, minutes, tz);
  if (startsAt.getTime() <= now.getTime()) return { ok: false, reason: "past" };
  return { ok: true, startsAt };
}
