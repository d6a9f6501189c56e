// lib/schedule: when a doctor can be booked (the slot rule, weekly hours, time-off reads, the
// booking policy). Imports root, platform, outbox, accounts, clinic. (lib/README.md)
//
// The bookable-slot rule, one computation for the booking picker, the slots
// API, the next free slot on doctor cards, `slots_booked` and the check of
// every booking, so none of them can disagree.
//
// A slot starts at every half hour from which a whole 30 minutes fits inside
// one of the doctor's working intervals of that weekday (clinic wall-clock
// time), on the days of the booking horizon starting today in the clinic's
// zone. Starts already past (including the one starting now) or closer than
// the minimum notice are skipped, taken ones and those overlapping the
// doctor's time off hidden, and days left empty dropped.
//
// With nothing configured (no hours, no time off, the default policy) this
// is SPEC section 9 exactly: 7 days from today, 10:00 to 20:30 every 30 minutes.
import { addDays, clinicDateOf, clinicMinutesOf, formatSlotTime, instantAt, weekdayOf, type ClinicDate } from "@/lib/clinic-time";
import { plural, weekdayName } from "@/lib/format";

export const SLOT_MINUTES = 30;
export const FIRST_SLOT_MINUTES = 10 * 60; // 10:00
export const LAST_SLOT_MINUTES = 20 * 60 + 30; // 20:30
export const BOOKING_WINDOW_DAYS = 7;

const SLOT_MS = SLOT_MINUTES * 60_000;
const DAY_MINUTES = 24 * 60;

export type Slot = { time: string; minutes: number; startsAt: Date };
export type SlotDay = { date: ClinicDate; slots: Slot[] };

/** Minutes of day of every start on SPEC's grid (what clients built against SPEC.md offer). */
export const SLOT_GRID: readonly number[] = Array.from(
  { length: (LAST_SLOT_MINUTES - FIRST_SLOT_MINUTES) / SLOT_MINUTES + 1 },
  (_, i) => FIRST_SLOT_MINUTES + i * SLOT_MINUTES,
);

// ---- weekly hours -------------------------------------------------------------

/** Weekdays as the schedule's keys: "0" = Sunday ... "6" = Saturday. */
export const WEEKDAYS = ["0", "1", "2", "3", "4", "5", "6"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A working interval in clinic wall-clock time, "HH:mm" on the half hour; `end` may be "24:00". */
export type HoursInterval = { start: string; end: string };
export type WeeklyHours = Record<Weekday, HoursInterval[]>;

/** "09:30" -> 570, "24:00" -> 1440. */
export function clockMinutes(clock: string): number {
  const [h, m] = clock.split(":").map(Number);
  return h * 60 + m;
}

/** 570 -> "09:30", 1440 -> "24:00". */
export function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** Every doctor's hours until they set their own: each day 10:00-21:00, SPEC's grid. */
export const DEFAULT_WEEKLY_HOURS: WeeklyHours = Object.fromEntries(
  WEEKDAYS.map((d) => [d, [{ start: clockOf(FIRST_SLOT_MINUTES), end: clockOf(LAST_SLOT_MINUTES + SLOT_MINUTES) }]]),
) as WeeklyHours;

/** The starts (minutes of day) a day's intervals allow: every half hour from which 30 minutes fit in one interval. */
export function startsOfDay(intervals: readonly HoursInterval[]): number[] {
  const starts: number[] = [];
  for (const { start, end } of intervals) {
    const last = clockMinutes(end) - SLOT_MINUTES;
    for (let m = Math.ceil(clockMinutes(start) / SLOT_MINUTES) * SLOT_MINUTES; m <= last && m < DAY_MINUTES; m += SLOT_MINUTES) starts.push(m);
  }
  return starts;
}

export function sameHours(a: WeeklyHours, b: WeeklyHours): boolean {
  return WEEKDAYS.every(
    (d) => a[d].length === b[d].length && a[d].every((iv, i) => iv.start === b[d][i].start && iv.end === b[d][i].end),
  );
}

// ---- time off and policy ---------------------------------------------------------

/** A stretch of time off: no slot may overlap [startsAt, endsAt). */
export type TimeSpan = { startsAt: Date; endsAt: Date };

/** The parts of the clinic's booking policy the rule reads (lib/schedule/policy.ts supplies them). */
export type SlotPolicy = { bookingHorizonDays: number; minNoticeMinutes: number };

/** SPEC's policy: 7 days from today, any start still in the future. */
export const SPEC_POLICY: SlotPolicy = { bookingHorizonDays: BOOKING_WINDOW_DAYS, minNoticeMinutes: 0 };

/** What the rule knows of one doctor; anything left out is SPEC's default. */
export type SlotRules = {
  /** null or absent: DEFAULT_WEEKLY_HOURS. */
  hours?: WeeklyHours | null;
  timeOff?: readonly TimeSpan[];
  policy?: SlotPolicy;
};

// ---- instants ------------------------------------------------------------------------

// Wall-clock starts to instants, memoised: a time-zone conversion costs tens of
// microseconds and a listing page asks for the same starts for every doctor.
// Zone rules do not change while the process runs, so entries never go stale.
const instants = new Map<string, Date | null>();

/**
 * The instant `date` at `minutes` in `tz`, or null when the clocks skip that
 * wall-clock time (the spring-forward gap). On the fall-back day a repeated
 * time is one start, at its later occurrence.
 */
function startInstant(date: ClinicDate, minutes: number, tz: string): Date | null {
  const key = `${tz}|${date}|${minutes}`;
  let at = instants.get(key);
  if (at === undefined) {
    const candidate = instantAt(date, minutes, tz);
    at = clinicDateOf(candidate, tz) === date && clinicMinutesOf(candidate, tz) === minutes ? candidate : null;
    if (instants.size > 50_000) instants.clear();
    instants.set(key, at);
  }
  return at;
}

/** The clinic dates bookable from `now`, today first (`days` of them). */
export function bookingWindow(now: Date, tz: string, days = BOOKING_WINDOW_DAYS): ClinicDate[] {
  const today = clinicDateOf(now, tz);
  return Array.from({ length: days }, (_, i) => addDays(today, i));
}

// ---- the rule ------------------------------------------------------------------------

export type SlotRefusal = "outside_window" | "off_grid" | "outside_hours" | "clock_change" | "past" | "too_soon" | "time_off";

type Prepared = {
  now: Date;
  tz: string;
  hours: WeeklyHours;
  policy: SlotPolicy;
  window: ClinicDate[];
  starts: Set<number>[]; // by weekday
  earliest: number; // ms: starts before this are too soon
  timeOff: readonly TimeSpan[];
};

const DEFAULT_STARTS = WEEKDAYS.map((d) => new Set(startsOfDay(DEFAULT_WEEKLY_HOURS[d])));

function prepare(now: Date, tz: string, rules: SlotRules): Prepared {
  const hours = rules.hours ?? DEFAULT_WEEKLY_HOURS;
  const policy = rules.policy ?? SPEC_POLICY;
  return {
    now,
    tz,
    hours,
    policy,
    window: bookingWindow(now, tz, policy.bookingHorizonDays),
    starts: rules.hours ? WEEKDAYS.map((d) => new Set(startsOfDay(hours[d]))) : DEFAULT_STARTS,
    earliest: now.getTime() + policy.minNoticeMinutes * 60_000,
    timeOff: rules.timeOff ?? [],
  };
}

function inTimeOff(p: Prepared, startsAt: Date): boolean {
  const start = startsAt.getTime();
  return p.timeOff.some((t) => start < t.endsAt.getTime() && start + SLOT_MS > t.startsAt.getTime());
}

/** Why a start the day's hours allow is not bookable (taken aside), or null when it is. */
function refusalAt(p: Prepared, startsAt: Date): SlotRefusal | null {
  if (startsAt.getTime() <= p.now.getTime()) return "past";
  if (startsAt.getTime() < p.earliest) return "too_soon";
  if (inTimeOff(p, startsAt)) return "time_off";
  return null;
}

/** A free start with its clinic date. */
export type FreeStart = Slot & { date: ClinicDate };

/**
 * Every free start of the booking horizon in order: the doctor's starts minus
 * those past or too soon, overlapping time off, or `taken` (start instants of
 * the doctor's active appointments; extra ones are simply ignored). Lazy, so
 * a caller that wants the first free start stops there.
 */
export function* freeStarts(now: Date, tz: string, taken: Iterable<Date>, rules: SlotRules = {}): Generator<FreeStart> {
  const p = prepare(now, tz, rules);
  const takenMs = new Set(Array.from(taken, (d) => d.getTime()));
  for (const date of p.window) {
    for (const minutes of p.starts[weekdayOf(date)]) {
      const startsAt = startInstant(date, minutes, tz);
      if (!startsAt || takenMs.has(startsAt.getTime()) || refusalAt(p, startsAt)) continue;
      yield { date, time: formatSlotTime(minutes), minutes, startsAt };
    }
  }
}

/** The free slots of one doctor, by day; days left empty are dropped. */
export function computeSlots(now: Date, tz: string, taken: Iterable<Date>, rules: SlotRules = {}): SlotDay[] {
  const days: SlotDay[] = [];
  for (const { date, ...slot } of freeStarts(now, tz, taken, rules)) {
    const day = days.at(-1);
    if (day?.date === date) day.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return days;
}

/** The first free start (computeSlots(...)[0].slots[0] with its date) without building the week; null when none. */
export function nextFreeSlot(now: Date, tz: string, taken: Iterable<Date>, rules: SlotRules = {}): FreeStart | null {
  return freeStarts(now, tz, taken, rules).next().value ?? null;
}

export type SlotCheck = { ok: true; startsAt: Date } | { ok: false; reason: SlotRefusal; message: string };

/** Whether `date` at `minutes` is a start the rule allows (ignoring who holds it), and if not, why in words. */
export function checkSlot(now: Date, tz: string, date: ClinicDate, minutes: number, rules: SlotRules = {}): SlotCheck {
  const p = prepare(now, tz, rules);
  const refuse = (reason: SlotRefusal): SlotCheck => ({ ok: false, reason, message: refusalMessage(p, reason, date) });
  if (!p.window.includes(date)) return refuse("outside_window");
  if (minutes % SLOT_MINUTES !== 0) return refuse("off_grid");
  if (!p.starts[weekdayOf(date)].has(minutes)) return refuse("outside_hours");
  const startsAt = startInstant(date, minutes, tz);
  if (!startsAt) return refuse("clock_change");
  const refusal = refusalAt(p, startsAt);
  return refusal ? refuse(refusal) : { ok: true, startsAt };
}

/**
 * What `slots_booked` lists for clients that compute SPEC's grid themselves
 * (7 days from today, 10:00-20:30): the `taken` starts, plus every future
 * grid start in that window the rule does not offer for another reason (the
 * doctor's hours, time off, the policy), so such a client never offers a time
 * the doctor does not work. Sorted; for SPEC's defaults it is just `taken`.
 */
export function closedGridStarts(now: Date, tz: string, taken: Iterable<Date>, rules: SlotRules = {}): Date[] {
  const closed = new Map<number, Date>();
  for (const t of taken) closed.set(t.getTime(), t);
  const p = prepare(now, tz, rules);
  const offersSpec =
    (!rules.hours || sameHours(rules.hours, DEFAULT_WEEKLY_HOURS)) &&
    p.policy.minNoticeMinutes === 0 &&
    p.policy.bookingHorizonDays >= BOOKING_WINDOW_DAYS &&
    p.timeOff.length === 0;
  if (!offersSpec) {
    const horizon = new Set(p.window);
    for (const date of bookingWindow(now, tz)) {
      const starts = p.starts[weekdayOf(date)];
      for (const minutes of SLOT_GRID) {
        const startsAt = startInstant(date, minutes, tz);
        if (!startsAt || startsAt.getTime() <= now.getTime()) continue;
        const offered = horizon.has(date) && starts.has(minutes) && !refusalAt(p, startsAt);
        if (!offered) closed.set(startsAt.getTime(), startsAt);
      }
    }
  }
  return [...closed.values()].sort((a, b) => a.getTime() - b.getTime());
}

// ---- words ---------------------------------------------------------------------------

/** "from 09:00 AM to 12:30 PM" for the starts of one interval. */
function startsRange(starts: number[]): string {
  return starts.length === 1 ? `at ${formatSlotTime(starts[0])}` : `from ${formatSlotTime(starts[0])} to ${formatSlotTime(starts.at(-1)!)}`;
}

/** The starts of a day grouped into runs of consecutive half hours. */
function runsOf(starts: number[]): number[][] {
  const runs: number[][] = [];
  for (const m of starts) {
    const run = runs.at(-1);
    if (run && m - run.at(-1)! === SLOT_MINUTES) run.push(m);
    else runs.push([m]);
  }
  return runs;
}

/** The doctor's starts on `date`, in words, e.g. "Appointments start every 30 minutes from 10:00 AM to 08:30 PM." */
function hoursMessage(p: Prepared, date: ClinicDate): string {
  const day = weekdayOf(date);
  const starts = [...p.starts[day]].sort((a, b) => a - b);
  if (starts.length === 0) return `This doctor does not see patients on ${weekdayName(day)}s. Please pick another day.`;
  const ranges = runsOf(starts).map(startsRange).join(" and ");
  // The same hours every day need no weekday (SPEC's default reads as it always has).
  const everyDay = WEEKDAYS.every((d) => sameStarts(p.starts[Number(d)], p.starts[day]));
  return everyDay
    ? `Appointments start every 30 minutes ${ranges}.`
    : `On ${weekdayName(day)}s, appointments with this doctor start every 30 minutes ${ranges}.`;
}

function sameStarts(a: Set<number>, b: Set<number>): boolean {
  return a.size === b.size && [...a].every((m) => b.has(m));
}

function noticeText(minutes: number): string {
  return minutes % 60 === 0 ? plural(minutes / 60, "hour") : plural(minutes, "minute");
}

function refusalMessage(p: Prepared, reason: SlotRefusal, date: ClinicDate): string {
  switch (reason) {
    case "outside_window": {
      const days = p.policy.bookingHorizonDays;
      return days === 1 ? "Appointments can be booked for today only." : `Appointments can be booked for the next ${days} days only.`;
    }
    case "off_grid":
    case "outside_hours":
      return hoursMessage(p, date);
    case "clock_change":
      return "This time does not exist on that day because the clocks change. Please pick another time.";
    case "past":
      return "This time has already passed. Please pick a later slot.";
    case "too_soon":
      return `Appointments must be booked at least ${noticeText(p.policy.minNoticeMinutes)} ahead. Please pick a later slot.`;
    case "time_off":
      return "The doctor is not seeing patients at this time (time off). Please pick another time.";
  }
}
