// `slots_booked` as lib/schedule/slots.ts closedGridStarts computes it, rewritten on
// tests/bench/lib/clinic-time.mjs for the baseline server (nothing compiled): every grid
// start (SPEC's 7 days, 10:00-20:30) whose half hour a busy span overlaps (an open visit to
// its end plus buffer, a waitlist hold), each visit's own start from today on, and every
// future grid start the rule does not offer the doctor's default visit at (hours, time off,
// the policy, the interval, a longer visit). Same rule, same results: the bench checks that
// the baseline answers the app's bytes.
import { addDays, clinicDateOf, clinicMinutesOf, formatSlotTime, instantAt, SLOT_GRID } from "./clinic-time.mjs";

const SLOT_MINUTES = 30;
const SLOT_MS = SLOT_MINUTES * 60_000;
const WINDOW_DAYS = 7;
const DAY_MINUTES = 24 * 60;
const FIRST = 10 * 60;
const END = 21 * 60; // the default hours: 10:00-21:00 every day
const WEEKDAYS = ["0", "1", "2", "3", "4", "5", "6"];

const clockMinutes = (clock) => {
  const [h, m] = clock.split(":").map(Number);
  return h * 60 + m;
};

/** The starts a day's intervals allow: every `step` minutes from which `length` minutes fit in one interval. */
function startsOfDay(intervals, step, length) {
  const starts = [];
  for (const { start, end } of intervals) {
    const last = clockMinutes(end) - length;
    for (let m = Math.ceil(clockMinutes(start) / step) * step; m <= last && m < DAY_MINUTES; m += step) starts.push(m);
  }
  return new Set(starts);
}

const isDefaultHours = (hours) =>
  WEEKDAYS.every((d) => hours[d].length === 1 && clockMinutes(hours[d][0].start) === FIRST && clockMinutes(hours[d][0].end) === END);

const weekdayOf = (date) => {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
};

/** `date` at `minutes` in `tz`, or null in a spring-forward gap (lib/schedule/slots.ts startInstant). */
function startInstant(date, minutes, tz) {
  const at = instantAt(date, minutes, tz);
  return clinicDateOf(at, tz) === date && clinicMinutesOf(at, tz) === minutes ? at : null;
}

const windowOf = (now, tz, days) => Array.from({ length: days }, (_, i) => addDays(clinicDateOf(now, tz), i));

/**
 * The closed starts of one doctor, sorted. `busy`: [{ startsAt, endsAt }] (visits with their
 * buffer, holds); `starts`: the visits' own starts; `hours`: the stored week or null (default);
 * `timeOff`: [{ startsAt, endsAt }]; `policy`: { bookingHorizonDays, minNoticeMinutes,
 * slotIntervalMinutes }; `visit`: { durationMinutes, bufferMinutes } or null (no type offered).
 */
export function closedGridStarts(now, tz, { busy, starts, hours, timeOff, policy, visit }) {
  const closed = new Map();
  const windowStart = instantAt(clinicDateOf(now, tz), 0, tz).getTime();
  for (const s of starts) if (s.getTime() >= windowStart) closed.set(s.getTime(), s);
  const step = policy.slotIntervalMinutes ?? SLOT_MINUTES;
  const length = visit ? visit.durationMinutes + visit.bufferMinutes : SLOT_MINUTES;
  const visitMs = length * 60_000;
  const week = hours ?? Object.fromEntries(WEEKDAYS.map((d) => [d, [{ start: "10:00", end: "21:00" }]]));
  const startsByDay = WEEKDAYS.map((d) => startsOfDay(week[d], step, length));
  const offersSpec =
    (!hours || isDefaultHours(hours)) &&
    policy.minNoticeMinutes === 0 &&
    policy.bookingHorizonDays >= WINDOW_DAYS &&
    timeOff.length === 0 &&
    step === SLOT_MINUTES &&
    visitMs === SLOT_MS &&
    visit !== null;
  const horizon = new Set(windowOf(now, tz, policy.bookingHorizonDays));
  const earliest = now.getTime() + policy.minNoticeMinutes * 60_000;
  const overlaps = (spans, from, to) => spans.some((b) => b.startsAt.getTime() < to && b.endsAt.getTime() > from);
  for (const date of windowOf(now, tz, WINDOW_DAYS)) {
    for (const minutes of SLOT_GRID) {
      const startsAt = startInstant(date, minutes, tz);
      if (!startsAt) continue;
      const at = startsAt.getTime();
      if (overlaps(busy, at, at + SLOT_MS)) {
        closed.set(at, startsAt);
        continue;
      }
      if (offersSpec || at <= now.getTime()) continue;
      const offered =
        visit !== null &&
        horizon.has(date) &&
        startsByDay[weekdayOf(date)].has(minutes) &&
        at >= earliest &&
        !overlaps(timeOff, at, at + visitMs) &&
        !overlaps(busy, at, at + visitMs);
      if (!offered) closed.set(at, startsAt);
    }
  }
  return [...closed.values()].sort((a, b) => a.getTime() - b.getTime());
}

/** The `slots_booked` map of closed starts: { "YYYY-MM-DD": ["10:00 AM", ...] }. */
export function slotsBookedMap(closed, tz) {
  const map = {};
  for (const s of closed) (map[clinicDateOf(s, tz)] ??= []).push(formatSlotTime(clinicMinutesOf(s, tz)));
  return map;
}
