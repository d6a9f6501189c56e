// Issue 48: the shapes of a series of visits, shared by the forms, the server actions, the REST
// routes and OpenAPI. Browser-safe (zod and the clinic clock only).
import { z } from "zod";
import { parseSlotTime } from "@/lib/clinic-time";
import { clinicDateSchema, idSchema, optionalText } from "@/lib/validation";
import { answersInputSchema } from "@/lib/visit-types/answer-rules";

/** How often a series repeats: every 1, 2 or 4 weeks. */

/** A visit type's most dates in a series (the check constraint of migration 20261129500000). */
export const SERIES_MAX_COUNT_MIN = 2;
export const SERIES_MAX_COUNT_MAX = 12;

/** How far ahead staff may book a series, past the booking window (patients stay inside it). */
export const STAFF_SERIES_WEEKS = 26;

const slotTime = z
  .string({ error: "A time is required" })
  .trim()
  .refine((v) => parseSlotTime(v) !== null, "Times must look like 10:00 AM or 10:00")
  .transform((v) => parseSlotTime(v) as number);

const every = z
  .union([z.literal(1), z.literal(2), z.literal(4)], { error: "A series repeats every 1, 2 or 4 weeks" })
  .describe("Weeks between the dates: 1, 2 or 4");

const count = z
  .number({ error: "The number of visits must be a whole number" })
  .int("The number of visits must be a whole number")
  .min(SERIES_MAX_COUNT_MIN, `A series has at least ${SERIES_MAX_COUNT_MIN} visits`)
  .max(SERIES_MAX_COUNT_MAX, `A series has at most ${SERIES_MAX_COUNT_MAX} visits`)
  .describe("How many dates, 2 to the visit type's seriesMaxCount");

/** Another date and time for one date of the series that does not fit. */
export const seriesSlotSchema = z.object({ date: clinicDateSchema, time: slotTime });

/**
 * What to do with the dates that did not fit, by the date the rule gave them: another date and
 * time (one of the alternatives offered, or any other), or null to leave that date out.
 */
export const replacementsSchema = z
  .record(clinicDateSchema, seriesSlotSchema.nullable(), { error: "replacements must map dates (YYYY-MM-DD) to a date and time, or null" })
  .refine((r) => Object.keys(r).length <= SERIES_MAX_COUNT_MAX, "Too many replacements")
  .describe("For a date of the rule (YYYY-MM-DD): another { date, time } to book instead, or null to leave that date out");

/** A series asked about or booked: the rule (start date and time, every, count) and the visit. */
export const seriesRequestSchema = z.object({
  doctorId: idSchema,
  visitTypeId: idSchema.describe("The visit type (GET /api/visit-types); it must allow series (seriesAllowed)"),
  date: clinicDateSchema.describe("The first date, clinic-local YYYY-MM-DD"),
  time: slotTime.describe('The start time of every date, clinic wall clock ("10:00 AM" or "10:00")'),
  every,
  count,
  reason: optionalText("Reason", 500),
  userId: idSchema.optional().describe("The patient; defaults to the caller. Staff must name a patient."),
  replacements: replacementsSchema.optional(),
  answers: answersInputSchema
    .optional()
    .describe("Answers to the visit type's questions (issue 47), given once: every date's visit keeps its own copy. Required ones are required of a patient; staff may add them later"),
});
export type SeriesRequest = z.output<typeof seriesRequestSchema>;

export const SERIES_SCOPES = ["one", "following", "all"] as const;

export const APPOINTMENT_ID_NEEDED = "Say which date (appointmentId) for this scope.";

/** Cancelling one date, this and the following, or all (those not done, checked in or a no-show). */
export const seriesCancelSchema = z
  .object({
    scope: z.enum(SERIES_SCOPES, { error: 'scope must be "one", "following" or "all"' }),
    appointmentId: idSchema.optional().describe("The date (one of the series' appointments); required for one and following"),
    reason: optionalText("Reason", 500),
  })
  .refine((v) => v.scope === "all" || v.appointmentId !== undefined, { message: APPOINTMENT_ID_NEEDED, path: ["appointmentId"] });
export type SeriesCancel = Omit<z.output<typeof seriesCancelSchema>, "reason"> & { reason?: string };

/** Moving one date (it stays in the series) or this and the following by the same shift. */
export const seriesRescheduleSchema = z.object({
  scope: z.enum(["one", "following"], { error: 'scope must be "one" or "following"' }),
  appointmentId: idSchema.describe("The date to move (one of the series' appointments)"),
  date: clinicDateSchema.describe("Its new date; with following, the later dates move by the same number of days"),
  time: slotTime.describe("Its new time; with following, every later date gets this time"),
});
export type SeriesReschedule = z.output<typeof seriesRescheduleSchema>;
