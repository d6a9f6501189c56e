// The input of a visit type (issue 24 items 1 and 7), one schema for the admin's form, the server
// actions, POST|PUT /api/admin/visit-types and the OpenAPI document. The bounds are those of the
// visit_types check constraints (migration 20261126000000_visit_types), checked here first with a
// clear message.
import { z } from "zod";
import { idSchema, optionalText, requiredText } from "@/lib/validation";
import { VISIT_MODES } from "@/lib/visit-types/shapes";

export const DURATION_MIN = 5;
export const DURATION_MAX = 480;
export const BUFFER_MAX = 120;
export const PRICE_MAX = 100_000;
export const NAME_MAX = 80;
export const DESCRIPTION_MAX = 500;
/** Every visit type may list at most this many doctors (far more than a clinic has). */
export const DOCTOR_IDS_MAX = 1000;

export const DURATION_RANGE = `The duration must be between ${DURATION_MIN} and ${DURATION_MAX} minutes`;
export const DURATION_STEP = "The duration must be a multiple of 5 minutes";
export const BUFFER_RANGE = `The buffer must be between 0 and ${BUFFER_MAX} minutes`;
export const BUFFER_STEP = "The buffer must be a multiple of 5 minutes";
export const PRICE_RANGE = `The price must be between 0 and ${PRICE_MAX}`;
export const SERIES_MAX_MIN = 2;
export const SERIES_MAX_MAX = 12;
export const SERIES_MAX_RANGE = `The most visits in a series must be between ${SERIES_MAX_MIN} and ${SERIES_MAX_MAX}`;
export const NO_DOCTORS = "Choose at least one doctor, or offer it with every doctor";

/**
 * Whole minutes, a multiple of 5, from `min` to `max`. Forms send text and JSON numbers, both
 * taken; a blank field is missing, not 0 (plain z.coerce would turn "" into 0).
 */
const minutes = (label: string, min: number, max: number, range: string, step: string) =>
  z
    .union([z.number(), z.string().trim().min(1, `${label} is required`)], {
      error: (iss) => (iss.input === undefined || iss.input === null ? `${label} is required` : `${label} must be a whole number of minutes`),
    })
    .pipe(
      z.coerce
        .number<string | number>({ error: `${label} must be a whole number of minutes` })
        .int(`${label} must be a whole number of minutes`)
        .min(min, range)
        .max(max, range)
        .multipleOf(5, step),
    );

/** Whole currency units; empty, null or absent: the doctor's own fee. */
const price = z
  .union([z.number(), z.string().trim(), z.null()], { error: "The price must be a whole number, or empty for the doctor's fee" })
  .transform((v) => (v === "" ? null : v))
  .pipe(
    z
      .coerce.number<string | number>({ error: "The price must be a whole number, or empty for the doctor's fee" })
      .int("The price must be a whole number")
      .min(0, PRICE_RANGE)
      .max(PRICE_MAX, PRICE_RANGE)
      .nullable(),
  )
  .default(null)
  .describe("Whole currency units, 0 to 100000; null or absent: the doctor's fee");

const doctorIds = z
  .array(idSchema, { error: "doctorIds must be a list of doctor ids, or null for every doctor" })
  .min(1, NO_DOCTORS)
  .max(DOCTOR_IDS_MAX, `At most ${DOCTOR_IDS_MAX} doctors`)
  .nullable()
  .optional()
  .transform((ids) => (ids ? [...new Set(ids)] : null))
  .describe("The doctors who offer it (existing doctor-profile ids); null or absent: every doctor");

/** A visit type as the admin creates it, or replaces it with PUT (fields left out take their defaults). */
export const visitTypeInputSchema = z.object({
  name: requiredText("The name", NAME_MAX),
  description: optionalText("The description", DESCRIPTION_MAX),
  durationMinutes: minutes("The duration", DURATION_MIN, DURATION_MAX, DURATION_RANGE, DURATION_STEP).describe(
    "Length of the visit: 5 to 480 minutes, a multiple of 5",
  ),
  price,
  mode: z
    .enum(VISIT_MODES, { error: 'The mode must be "in_person" or "video"' })
    .optional()
    .default("in_person")
    .describe("in_person (default) or video"),
  bufferMinutes: minutes("The buffer", 0, BUFFER_MAX, BUFFER_RANGE, BUFFER_STEP)
    .optional()
    .default(0)
    .describe("Minutes the doctor needs after the visit before the next one: 0 (default) to 120, a multiple of 5"),
  doctorIds,
  // Issue 48: a series of visits of this type (the bounds of the series_max_count check constraint).
  seriesAllowed: z
    .union([z.boolean(), z.enum(["on", "true", "false"])], { error: "seriesAllowed must be true or false" })
    .transform((v) => v === true || v === "on" || v === "true")
    .optional()
    .default(false)
    .describe("May be booked as a series of visits (default false)"),
  seriesMaxCount: z
    .union([z.number(), z.string().trim().min(1, "The most visits in a series is required")], { error: "The most visits in a series must be a whole number" })
    .pipe(
      z.coerce
        .number<string | number>({ error: "The most visits in a series must be a whole number" })
        .int("The most visits in a series must be a whole number")
        .min(SERIES_MAX_MIN, SERIES_MAX_RANGE)
        .max(SERIES_MAX_MAX, SERIES_MAX_RANGE),
    )
    .optional()
    .default(8)
    .describe("The most dates of a series of this type: 2 to 12 (default 8)"),
});

export type VisitTypeInput = z.output<typeof visitTypeInputSchema>;

export const MOVE_DIRECTIONS = ["up", "down"] as const;
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number];

/** POST /api/admin/visit-types/{id}/move: one place up or down the list (the first active type is the default). */
export const moveVisitTypeSchema = z.object({
  direction: z.enum(MOVE_DIRECTIONS, { error: 'direction must be "up" or "down"' }).describe("up: one place earlier; down: one place later"),
});
