// lib/schedule: when a doctor can be booked (the slot rule, weekly hours, time-off reads, the
// booking policy). Imports root, platform, outbox, accounts, clinic, visit-types. (lib/README.md)
//
// The bookable-slot rule, one computation for the booking picker, the slots
// API, the next free slot on doctor cards, `slots_booked` and the check of
// every booking and reschedule, so none of them can disagree.
//
// A visit of a given length (its type's duration plus the buffer after it)
// may start at every step of the clinic's slot interval from which that whole
// length fits inside one of the doctor's working intervals of that weekday
// (clinic wall-clock time), on the days of the booking horizon starting today
// in the clinic's zone, clear of the doctor's time off and of every other
// open appointment of theirs (plus its buffer), whatever its type. Starts
// already past (including the one starting now) or closer than the minimum
// notice are skipped, and days left empty dropped. The database refuses the
// same overlaps (the exclusion constraints of migration 20261126000000_visit_types).
//
// With nothing configured (no hours, no time off, the default policy, SPEC's
// 30-minute consultation on a 30-minute interval) this is SPEC section 9
// exactly: 7 days from today, 10:00 to 20:30 every 30 minutes.
import { addDays, clinicDateOf, clinicMinutesOf, formatSlotTime, instantAt, weekdayOf, type ClinicDate } from "@/lib/clinic-time";
import { plural, weekdayName } from "@/lib/i18n/format";

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

/**
 * The starts (minutes of day) a day's intervals allow: every `step` minutes (counted from
 * midnight) from which `length` minutes fit in one interval. SPEC: every half hour, 30 minutes.
 */
export function startsOfDay(intervals: readonly HoursInterval[], step = SLOT_MINUTES, length = SLOT_MINUTES): number[] {
  const starts: number[] = [];
  for (const { start, end } of intervals) {
    const last = clockMinutes(end) - length;
    for (let m = Math.ceil(clockMinutes(start) / step) * step; m <= last && m < DAY_MINUTES; m += step) starts.push(m);
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
export type SlotPolicy = {
  bookingHorizonDays: number;
  minNoticeMinutes: number;
  /** Visits start on this step of the clock (issue 24); absent: 30, SPEC's grid. */
  slotIntervalMinutes?: number;
};

/** SPEC's policy: 7 days from today, any start still in the future, every 30 minutes. */
export const SPEC_POLICY: SlotPolicy = { bookingHorizonDays: BOOKING_WINDOW_DAYS, minNoticeMinutes: 0, slotIntervalMinutes: SLOT_MINUTES };

/** How long a visit keeps the doctor: its type's duration and the buffer after it. */
export type VisitLength = { durationMinutes: number; bufferMinutes: number };

/** SPEC's consultation: 30 minutes, no buffer. */
export const SPEC_VISIT: VisitLength = { durationMinutes: SLOT_MINUTES, bufferMinutes: 0 };

/**
 * What keeps a doctor busy: an open appointment from its start to its end plus its buffer. A
 * bare Date is SPEC's visit: 30 minutes from that start.
 */
export type Busy = Date | TimeSpan;

/** What the rule knows of one doctor; anything left out is SPEC's default. */
export type SlotRules = {
  /** null or absent: DEFAULT_WEEKLY_HOURS. */
  hours?: WeeklyHours | null;
  timeOff?: readonly TimeSpan[];
  policy?: SlotPolicy;
  /** The visit asked about; absent: SPEC's consultation. null: the doctor offers no visit type (no slot). */
  visit?: VisitLength | null;
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
  step: number; // the slot interval, minutes
  visit: VisitLength;
  visitMs: number; // duration plus buffer
  window: ClinicDate[];
  starts: Set<number>[]; // by weekday
  earliest: number; // ms: starts before this are too soon
  timeOff: readonly TimeSpan[];
  /** No visit type offered: nothing is bookable. */
  closed: boolean;
};

// The starts of the default hours, by (interval, length): a listing asks for the same ones for
// every doctor who kept the default hours.
const defaultStarts = new Map<string, Set<number>[]>();
function startsOfDefaultHours(step: number, length: number): Set<number>[] {
  const key = `${step}/${length}`;
  let starts = defaultStarts.get(key);
  if (!starts) {
    starts = WEEKDAYS.map((d) => new Set(startsOfDay(DEFAULT_WEEKLY_HOURS[d], step, length)));
    defaultStarts.set(key, starts);
  }
  return starts;
}

function prepare(now: Date, tz: string, rules: SlotRules): Prepared {
  const hours = rules.hours ?? DEFAULT_WEEKLY_HOURS;
  const policy = rules.policy ?? SPEC_POLICY;
  const step = policy.slotIntervalMinutes ?? SLOT_MINUTES;
  const visit = rules.visit ?? SPEC_VISIT;
  const length = visit.durationMinutes + visit.bufferMinutes;
  return {
    now,
    tz,
    hours,
    policy,
    step,
    visit,
    visitMs: length * 60_000,
    window: bookingWindow(now, tz, policy.bookingHorizonDays),
    starts: rules.hours ? WEEKDAYS.map((d) => new Set(startsOfDay(hours[d], step, length))) : startsOfDefaultHours(step, length),
    earliest: now.getTime() + policy.minNoticeMinutes * 60_000,
    timeOff: rules.timeOff ?? [],
    closed: rules.visit === null,
  };
}

function inTimeOff(p: Prepared, startsAt: Date): boolean {
  const start = startsAt.getTime();
  return p.timeOff.some((t) => start < t.endsAt.getTime() && start + p.visitMs > t.startsAt.getTime());
}

/**
 * The doctor's busy spans, sorted by start, with the latest end so far at each position: one
 * binary search answers "does [a, z) overlap any of them?" whatever their lengths.
 */
type BusyIndex = { starts: number[]; maxEnds: number[] };

function busyIndex(taken: Iterable<Busy>): BusyIndex {
  const spans = Array.from(taken, (b) =>
    b instanceof Date ? [b.getTime(), b.getTime() + SLOT_MS] : [b.startsAt.getTime(), b.endsAt.getTime()],
  ).sort((x, y) => x[0] - y[0]);
  const maxEnds: number[] = [];
  let max = -Infinity;
  for (const [, end] of spans) maxEnds.push((max = Math.max(max, end)));
  return { starts: spans.map((x) => x[0]), maxEnds };
}

function overlapsBusy(busy: BusyIndex, from: number, to: number): boolean {
  let lo = 0;
  let hi = busy.starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (busy.starts[mid] < to) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 && busy.maxEnds[lo - 1] > from;
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
 * Every free start of the booking horizon in order: the doctor's starts for
 * the visit's length minus those past or too soon, overlapping time off, or
 * overlapping `taken` (the doctor's open appointments, each to its end plus
 * buffer; ones outside the window are simply ignored). Lazy, so a caller that
 * wants the first free start stops there.
 */
export function* freeStarts(now: Date, tz: string, taken: Iterable<Busy>, rules: SlotRules = {}): Generator<FreeStart> {
  const p = prepare(now, tz, rules);
  if (p.closed) return;
  const busy = busyIndex(taken);
  for (const date of p.window) {
    for (const minutes of p.starts[weekdayOf(date)]) {
      const startsAt = startInstant(date, minutes, tz);
      if (!startsAt || refusalAt(p, startsAt)) continue;
      if (overlapsBusy(busy, startsAt.getTime(), startsAt.getTime() + p.visitMs)) continue;
      yield { date, time: formatSlotTime(minutes), minutes, startsAt };
    }
  }
}

/** The free slots of one doctor, by day; days left empty are dropped. */
export function computeSlots(now: Date, tz: string, taken: Iterable<Busy>, rules: SlotRules = {}): SlotDay[] {
  const days: SlotDay[] = [];
  for (const { date, ...slot } of freeStarts(now, tz, taken, rules)) {
    const day = days.at(-1);
    if (day?.date === date) day.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return days;
}

/** The first free start (computeSlots(...)[0].slots[0] with its date) without building the week; null when none. */
export function nextFreeSlot(now: Date, tz: string, taken: Iterable<Busy>, rules: SlotRules = {}): FreeStart | null {
  return freeStarts(now, tz, taken, rules).next().value ?? null;
}

export type SlotCheck = { ok: true; startsAt: Date } | { ok: false; reason: SlotRefusal; message: string };

/**
 * Whether `date` at `minutes` is a start the rule allows for the visit's length (ignoring
 * other appointments: the database's exclusion constraint settles those), and if not, why in words.
 */
export function checkSlot(now: Date, tz: string, date: ClinicDate, minutes: number, rules: SlotRules = {}): SlotCheck {
  const p = prepare(now, tz, rules);
  const refuse = (reason: SlotRefusal): SlotCheck => ({ ok: false, reason, message: refusalMessage(p, reason, date) });
  if (!p.window.includes(date)) return refuse("outside_window");
  if (minutes % p.step !== 0) return refuse("off_grid");
  if (!p.starts[weekdayOf(date)].has(minutes)) return refuse("outside_hours");
  const startsAt = startInstant(date, minutes, tz);
  if (!startsAt) return refuse("clock_change");
  const refusal = refusalAt(p, startsAt);
  return refusal ? refuse(refusal) : { ok: true, startsAt };
}

/**
 * What `slots_booked` lists for clients that compute SPEC's grid themselves
 * (7 days from today, 10:00-20:30): every grid start whose half hour an open
 * appointment of any length (with its buffer) overlaps, so a 60-minute visit
 * at 10:00 lists 10:00 and 10:30; plus every future grid start in that window
 * the rule does not offer the doctor's default visit at for another reason
 * (hours, time off, the policy, the interval, a longer default visit), so such
 * a client never offers a time a booking would be refused. `rules.visit` is
 * that default visit. Sorted; for SPEC's defaults it is just the taken starts.
 */
export function closedGridStarts(now: Date, tz: string, taken: Iterable<Busy>, rules: SlotRules = {}): Date[] {
  const closed = new Map<number, Date>();
  // Each appointment's own start too, on the grid or not (as slots_booked always listed them), from
  // today on: a visit of last night that runs past midnight is busy time, not a start of the window.
  const windowStart = instantAt(clinicDateOf(now, tz), 0, tz).getTime();
  for (const t of taken) {
    const start = t instanceof Date ? t : t.startsAt;
    if (start.getTime() >= windowStart) closed.set(start.getTime(), start);
  }
  const p = prepare(now, tz, rules);
  const busy = busyIndex(taken);
  const offersSpec =
    (!rules.hours || sameHours(rules.hours, DEFAULT_WEEKLY_HOURS)) &&
    p.policy.minNoticeMinutes === 0 &&
    p.policy.bookingHorizonDays >= BOOKING_WINDOW_DAYS &&
    p.timeOff.length === 0 &&
    p.step === SLOT_MINUTES &&
    p.visitMs === SLOT_MS &&
    !p.closed;
  const horizon = new Set(p.window);
  // Past grid starts are listed as before when an appointment holds them (SPEC's slots_booked
  // names booked times, past or not); only the "not offered" part looks at the future alone.
  for (const date of bookingWindow(now, tz)) {
    const starts = p.starts[weekdayOf(date)];
    for (const minutes of SLOT_GRID) {
      const startsAt = startInstant(date, minutes, tz);
      if (!startsAt) continue;
      const at = startsAt.getTime();
      if (overlapsBusy(busy, at, at + SLOT_MS)) {
        closed.set(at, startsAt);
        continue;
      }
      if (offersSpec || at <= now.getTime()) continue;
      const offered =
        !p.closed && horizon.has(date) && starts.has(minutes) && !refusalAt(p, startsAt) && !overlapsBusy(busy, at, at + p.visitMs);
      if (!offered) closed.set(at, startsAt);
    }
  }
  return [...closed.values()].sort((a, b) => a.getTime() - b.getTime());
}

// ---- words ---------------------------------------------------------------------------

/** "from 09:00 AM to 12:30 PM" for the starts of one interval. */
function startsRange(starts: number[]): string {
  return starts.length === 1 ? `at ${formatSlotTime(starts[0])}` : `from ${formatSlotTime(starts[0])} to ${formatSlotTime(starts.at(-1)!)}`;
}

/** The starts of a day grouped into runs one interval apart. */
function runsOf(starts: number[], step: number): number[][] {
  const runs: number[][] = [];
  for (const m of starts) {
    const run = runs.at(-1);
    if (run && m - run.at(-1)! === step) run.push(m);
    else runs.push([m]);
  }
  return runs;
}

/**
 * The doctor's starts on `date` for the visit asked about, in words, e.g. "Appointments start
 * every 30 minutes from 10:00 AM to 08:30 PM." (SPEC's visit), or "60-minute visits start every
 * 15 minutes from 10:00 AM to 08:00 PM." for another length.
 */
function hoursMessage(p: Prepared, date: ClinicDate): string {
  const day = weekdayOf(date);
  const starts = [...p.starts[day]].sort((a, b) => a - b);
  const what = p.visitMs === SLOT_MS ? "appointments" : `${p.visit.durationMinutes}-minute visits`;
  if (starts.length === 0) {
    return p.visitMs === SLOT_MS
      ? `This doctor does not see patients on ${weekdayName(day)}s. Please pick another day.`
      : `This doctor has no time for ${what} on ${weekdayName(day)}s. Please pick another day.`;
  }
  const ranges = runsOf(starts, p.step).map(startsRange).join(" and ");
  // The same hours every day need no weekday (SPEC's default reads as it always has).
  const everyDay = WEEKDAYS.every((d) => sameStarts(p.starts[Number(d)], p.starts[day]));
  const What = what[0].toUpperCase() + what.slice(1);
  return everyDay
    ? `${What} start every ${p.step} minutes ${ranges}.`
    : `On ${weekdayName(day)}s, ${what} with this doctor start every ${p.step} minutes ${ranges}.`;
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
