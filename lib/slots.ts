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

/** A free start with its clinic date. */
export type FreeStart = Slot & { date: ClinicDate };

/**
 * The one free-slot rule: every start of the booking window in order, minus
 * those already past (including the one starting now) and the `taken` ones
 * (start instants of the doctor's active appointments; extra ones are simply
 * ignored). Lazy, so a caller that wants the first free start stops there:
 * each start costs a time-zone conversion, and a listing page asks for 24
 * doctors x 154 starts.
 */
export function* freeStarts(now: Date, tz: string, taken: Iterable<Date>): Generator<FreeStart> {
  const takenMs = new Set(Array.from(taken, (d) => d.getTime()));
  for (const date of bookingWindow(now, tz)) {
    for (const minutes of SLOT_GRID) {
      const startsAt = instantAt(date, minutes, tz);
      if (startsAt.getTime() <= now.getTime() || takenMs.has(startsAt.getTime())) continue;
      yield { date, time: formatSlotTime(minutes), minutes, startsAt };
    }
  }
}

/** The free slots of one doctor for the week, by day; days left empty are dropped. */
export function computeSlots(now: Date, tz: string, taken: Iterable<Date>): SlotDay[] {
  const days: SlotDay[] = [];
  for (const { date, ...slot } of freeStarts(now, tz, taken)) {
    const day = days.at(-1);
    if (day?.date === date) day.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return days;
}

/** The first free start (computeSlots(...)[0].slots[0] with its date) without building the week; null when none. */
export function nextFreeSlot(now: Date, tz: string, taken: Iterable<Date>): FreeStart | null {
  return freeStarts(now, tz, taken).next().value ?? null;
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
