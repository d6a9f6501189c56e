// Which times suit a waitlist entry (issue 27): a start on one of its clinic days, on one of its
// weekdays (0 = Sunday; none named: any), in one of its parts of the day (none named: any), all in
// the clinic's time. Pure and browser-safe: the join form, the offers and the tests share it.

export const PARTS_OF_DAY = ["morning", "afternoon", "evening"] as const;
export type PartOfDay = (typeof PARTS_OF_DAY)[number];

/** Morning before 12:00, afternoon 12:00 to 17:00, evening from 17:00 (clinic time). */
export function partOfDay(minutes: number): PartOfDay {
  return minutes < 12 * 60 ? "morning" : minutes < 17 * 60 ? "afternoon" : "evening";
}

export const PART_LABELS: Record<PartOfDay, string> = {
  morning: "Mornings (before 12:00)",
  afternoon: "Afternoons (12:00–17:00)",
  evening: "Evenings (after 17:00)",
};

export type Wish = {
  /** Clinic-local YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
  partsOfDay: readonly string[];
  weekdays: readonly number[];
};

/** Whether a start (its clinic day, weekday and minutes from midnight) is one the entry asked for. */
export function suits(wish: Wish, start: { date: string; weekday: number; minutes: number }): boolean {
  if (start.date < wish.from || start.date > wish.to) return false;
  if (wish.weekdays.length && !wish.weekdays.includes(start.weekday)) return false;
  return wish.partsOfDay.length === 0 || wish.partsOfDay.includes(partOfDay(start.minutes));
}

