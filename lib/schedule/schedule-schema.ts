// A doctor's week and time off, shared by the My Schedule form, the server
// actions, the REST routes and the OpenAPI document.
import { z } from "zod";
import { addDays, isClinicDate } from "@/lib/clinic-time";
import { weekdayName } from "@/lib/i18n/format";
import { clockMinutes, WEEKDAYS, type Weekday } from "@/lib/schedule/slots";
import { optionalText } from "@/lib/validation";

const ON_THE_HALF_HOUR = /^([01]\d|2[0-3]):[03]0$/;
const END_ON_THE_HALF_HOUR = /^(([01]\d|2[0-3]):[03]0|24:00)$/;
/** More would be pointless: a day has 48 half hours. */
const MAX_INTERVALS = 24;

const interval = z.strictObject(
  {
    start: z.string({ error: 'Each interval needs a start like "09:00"' }).trim().max(5, 'Times look like "09:00"'),
    end: z.string({ error: 'Each interval needs an end like "17:00"' }).trim().max(5, 'Times look like "17:00"'),
  },
  { error: 'Intervals look like {"start": "09:00", "end": "17:00"}' },
);

const dayHours = (day: number) =>
  z
    .array(interval, { error: `${weekdayName(day)}: give a list of intervals, or [] for a day off` })
    .max(MAX_INTERVALS, `${weekdayName(day)}: at most ${MAX_INTERVALS} intervals`);

/**
 * Zero or more intervals per weekday ("0" = Sunday ... "6" = Saturday), on
 * the half hour, each ending after it starts, in order and not overlapping.
 */
export const weeklyHoursSchema = z
  .strictObject(Object.fromEntries(WEEKDAYS.map((d) => [d, dayHours(Number(d))])) as Record<Weekday, ReturnType<typeof dayHours>>, {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? 'Weekdays are "0" (Sunday) to "6" (Saturday)'
        : 'The week lists each weekday "0" (Sunday) to "6" (Saturday) with its intervals',
  })
  .superRefine((week, ctx) => {
    for (const d of WEEKDAYS) {
      const name = weekdayName(Number(d));
      let previous: { start: string; end: string; endMinutes: number } | null = null;
      // Defensive: zod may run this on a week whose other parts already failed.
      const day: unknown[] = Array.isArray(week?.[d]) ? week[d] : [];
      for (const [i, item] of day.entries()) {
        const { start, end } = (item ?? {}) as { start?: unknown; end?: unknown };
        // Only short strings get here when zod runs this despite other problems; never echo more.
        if (typeof start !== "string" || typeof end !== "string" || start.length > 5 || end.length > 5) return;
        const at = (field: string, message: string) => ctx.addIssue({ code: "custom", path: [d, i, field], message });
        if (!ON_THE_HALF_HOUR.test(start)) {
          at("start", `${name}: "${start}" is not a start on the half hour (like 09:00 or 09:30)`);
          return;
        }
        if (!END_ON_THE_HALF_HOUR.test(end)) {
          at("end", `${name}: "${end}" is not an end on the half hour (like 17:00, 17:30 or 24:00)`);
          return;
        }
        const s = clockMinutes(start);
        const e = clockMinutes(end);
        if (e <= s) {
          at("end", `${name}: ${start}-${end} must end after it starts`);
          return;
        }
        if (previous && s < previous.endMinutes) {
          const message =
            clockMinutes(previous.start) >= s
              ? `${name}: list the intervals in order (${start}-${end} comes before ${previous.start}-${previous.end})`
              : `${name}: ${previous.start}-${previous.end} and ${start}-${end} overlap`;
          at("start", message);
          return;
        }
        previous = { start, end, endMinutes: e };
      }
    }
  });

export const scheduleSchema = z.object({ weekly: weeklyHoursSchema }, { error: 'A schedule looks like {"weekly": {...}}' });

/** PUT /api/doctor/schedule and PUT /api/admin/doctor/{id}/schedule (the GET answer's shape; `success` is ignored). */
export const scheduleRequestSchema = z.object({
  schedule: scheduleSchema.describe('{"weekly": {"0": [{"start": "10:00", "end": "21:00"}], ..., "6": [...]}}'),
});

// ---- time off ---------------------------------------------------------------------

/** The longest reason a time off may carry (also the form field's limit). */
export const TIME_OFF_REASON_MAX = 200;

const LOCAL_MOMENT = /^(\d{4}-\d{2}-\d{2})(?:T([01]\d|2[0-3]):([0-5]\d))?$/;

/** A clinic-local moment as sent: the date, and minutes of day when a time was given. */
export function parseLocalMoment(value: string): { date: string; minutes: number | null } | null {
  const m = LOCAL_MOMENT.exec(value);
  if (!m || !isClinicDate(m[1])) return null;
  return { date: m[1], minutes: m[2] === undefined ? null : Number(m[2]) * 60 + Number(m[3]) };
}

/**
 * Where a time off starts and ends in clinic wall-clock terms: a bare `from`
 * date starts at its midnight; a bare `to` date is inclusive, so the time off
 * ends at the next midnight.
 */
export function timeOffBounds(from: string, to: string) {
  const f = parseLocalMoment(from);
  const t = parseLocalMoment(to);
  if (!f || !t) return null;
  return {
    start: { date: f.date, minutes: f.minutes ?? 0 },
    end: t.minutes === null ? { date: addDays(t.date, 1), minutes: 0 } : { date: t.date, minutes: t.minutes },
  };
}

const localMoment = (label: string) =>
  z
    .string({ error: `${label} is required (YYYY-MM-DD or YYYY-MM-DDTHH:mm)` })
    .trim()
    .refine((v) => parseLocalMoment(v) !== null, `${label} must be a date (YYYY-MM-DD) or a date and time (YYYY-MM-DDTHH:mm)`);

const key = (b: { date: string; minutes: number }) => `${b.date}T${String(b.minutes).padStart(4, "0")}`;

/** POST .../time-off: clinic-local `from` and `to` (whole days, `to` inclusive, or exact times). */
export const timeOffSchema = z
  .object({
    from: localMoment("From").describe("Clinic-local YYYY-MM-DD (from its start) or YYYY-MM-DDTHH:mm"),
    to: localMoment("To").describe("Clinic-local YYYY-MM-DD (inclusive: to its end) or YYYY-MM-DDTHH:mm"),
    // Refused here, not only by the database: the preview stores nothing but must judge the same input.
    reason: optionalText("Reason", TIME_OFF_REASON_MAX).refine((v) => !v.includes("\u0000"), "Reason cannot contain a NUL character"),
    cancelAffected: z
      .boolean({ error: "cancelAffected must be true or false" })
      .optional()
      .default(false)
      .describe("Cancel the open appointments that fall inside (otherwise they make it a 409 that lists them)"),
  })
  .superRefine((v, ctx) => {
    const bounds = typeof v.from === "string" && typeof v.to === "string" ? timeOffBounds(v.from, v.to) : null;
    if (bounds && key(bounds.end) <= key(bounds.start)) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "The time off must end after it starts" });
    }
  });
export type TimeOffInput = z.input<typeof timeOffSchema>;
export type TimeOffRequest = z.output<typeof timeOffSchema>;
