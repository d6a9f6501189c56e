// A time radio's value in the plain booking and reschedule forms (issue 25): the day and the
// time together ("2026-11-27T10:30 AM", the time as the slots list it), so a time left checked on
// a day no longer chosen is never booked on another day's date. Browser-safe.

export const slotValue = (date: string, time: string) => `${date}T${time}`;

/** The day and time of a time radio's value, or null for anything else (the booking's schema checks the time). */
export function parseSlotValue(value: unknown): { date: string; time: string } | null {
  const m = typeof value === "string" ? /^(\d{4}-\d{2}-\d{2})T([0-9: APMapm]{1,8})$/.exec(value) : null;
  return m ? { date: m[1], time: m[2] } : null;
}
