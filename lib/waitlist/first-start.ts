// The start a look at a doctor's waitlist offers an entry (issue 27), apart from matching.ts so the
// join form's bundle does not carry the slot rule.
import { weekdayOf } from "@/lib/clinic-time";
import { freeStarts, type Busy, type FreeStart, type SlotRules } from "@/lib/schedule/slots";
import { suits, type Wish } from "@/lib/waitlist/matching";

/**
 * The start a look offers an entry: the earliest free one by the slot rule (the entry's visit
 * length, the doctor's hours, time off, bookings and holds, the policy) that suits the entry,
 * starts no sooner than `earliest` (too soon to hold is free for all) and was never offered to it.
 */
export function firstSuitingStart(
  now: Date,
  tz: string,
  taken: Iterable<Busy>,
  rules: SlotRules,
  wish: Wish,
  opts: { earliest: number; offeredBefore: ReadonlySet<number> },
): FreeStart | null {
  for (const start of freeStarts(now, tz, taken, rules)) {
    if (start.date > wish.to) return null;
    if (start.startsAt.getTime() < opts.earliest || opts.offeredBefore.has(start.startsAt.getTime())) continue;
    if (suits(wish, { date: start.date, weekday: weekdayOf(start.date), minutes: start.minutes })) return start;
  }
  return null;
}
