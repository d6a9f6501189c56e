// Issue 48: the REST shapes of a series of visits (OpenAPI documents them, the routes and the
// tests parse real answers with them).
import { z } from "zod";
import { appointmentShape } from "@/lib/appointments/shapes";

export const seriesShape = z.strictObject({
  _id: z.string(),
  rrule: z.string().describe("RFC 5545: DTSTART;TZID=<clinic zone>:YYYYMMDDTHHMMSS and RRULE:FREQ=WEEKLY;INTERVAL=n;COUNT=n"),
  every: z.number().int().describe("Weeks between the dates (1, 2 or 4)"),
  count: z.number().int().describe("How many dates the rule gave"),
  time: z.string().describe('The series\' wall-clock time, e.g. "09:00 AM"'),
  userId: z.string().describe("The patient"),
  doctorId: z.string(),
  visitType: z.strictObject({ _id: z.string(), name: z.string() }),
  createdBy: z.string().nullable().describe("Who booked it"),
  createdAt: z.string(),
  done: z.number().int().describe("Dates completed"),
  open: z.number().int().describe("Dates still to come (pending, confirmed or checked in)"),
});

export const seriesAlternativeShape = z.strictObject({ date: z.string(), time: z.string() });

export const seriesConflictShape = z.strictObject({
  date: z.string().describe("The date of the rule that does not fit (the key for replacements)"),
  time: z.string(),
  reason: z.string(),
  alternatives: z.array(seriesAlternativeShape).describe("The nearest free time that day, and the same time on the nearest other day"),
});

/** 201 of POST /api/appointment/series, and the answer of GET and of the changes. */
export const seriesAnswerShape = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  series: seriesShape,
  appointments: z.array(appointmentShape).describe("Every date of the series, cancelled ones included, in order"),
});

/** 409: nothing booked (or changed); each date that does not fit with its alternatives. */
export const seriesConflictAnswerShape = z.strictObject({
  success: z.literal(false),
  message: z.string(),
  conflicts: z.array(seriesConflictShape),
});

export type SeriesDTO = z.output<typeof seriesShape>;
