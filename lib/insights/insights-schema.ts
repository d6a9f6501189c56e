// Insights (issue 28): the range and filters the admin's and a doctor's figures are asked for,
// and the answer's shape; shared by the domain, GET /api/admin/insights, GET /api/doctor/insights,
// the CSV export and the OpenAPI document. Definitions of every figure: docs/insights.md.
import { z } from "zod";
import { clinicDateSchema, idSchema } from "@/lib/validation";

/** The longest range, in clinic days (both ends included). */
export const MAX_RANGE_DAYS = 366;
export const RANGE_INVERTED = "The range's end (to) must not be before its start (from)";
export const RANGE_TOO_LONG = `The range may cover at most ${MAX_RANGE_DAYS} days (from and to included)`;

/** Days from `from` to `to`, both included (1 for a single day). */
export function rangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const range = {
  from: clinicDateSchema.describe("First clinic-local day of the range (YYYY-MM-DD), included"),
  to: clinicDateSchema.describe(`Last clinic-local day of the range (YYYY-MM-DD), included; at most ${MAX_RANGE_DAYS} days from \`from\``),
};

type Range = { from: string; to: string };
function checkRange(r: Range, ctx: z.RefinementCtx) {
  if (r.to < r.from) ctx.addIssue({ code: "custom", message: RANGE_INVERTED, path: ["to"] });
  else if (rangeDays(r.from, r.to) > MAX_RANGE_DAYS) ctx.addIssue({ code: "custom", message: RANGE_TOO_LONG, path: ["to"] });
}

/** A doctor's own figures: the range alone. */
export const doctorInsightsQuery = z.object(range).superRefine(checkRange);
export type DoctorInsightsQuery = z.output<typeof doctorInsightsQuery>;

/** The admin's figures and the CSV export: the range and optional filters (all must match). */
export const adminInsightsQuery = z
  .object({
    ...range,
    doctorId: idSchema.optional().describe("Only this doctor's visits (a doctor-profile id)"),
    speciality: z.string().trim().min(1).max(100).optional().describe("Only doctors of this speciality (case ignored)"),
    visitTypeId: idSchema.optional().describe("Only visits of this visit type"),
  })
  .superRefine(checkRange);
export type AdminInsightsQuery = z.output<typeof adminInsightsQuery>;

const rate = (what: string) => z.number().min(0).max(1).nullable().describe(`${what}, a fraction 0..1; null when the week has no visits to count`);
const days = (what: string) => z.number().min(0).nullable().describe(`${what} (days, two decimals); null when the week has no visits to count`);

export const insightsDayShape = z.strictObject({
  date: z.string().describe("Clinic-local YYYY-MM-DD; every day of the range, in order"),
  completed: z.number().int(),
  noShow: z.number().int(),
  cancelled: z.number().int(),
  open: z.number().int().describe("Pending, confirmed or checked in"),
});

export const insightsShape = {
  from: z.string().describe("The range's first clinic day"),
  to: z.string().describe("The range's last clinic day"),
  days: z.array(insightsDayShape).describe("Visits per clinic day by status, counted on the clinic-local day of their start"),
  heatmap: z
    .array(z.strictObject({ weekday: z.number().int().min(0).max(6).describe("0 = Sunday"), hour: z.number().int().min(0).max(23).describe("Clinic-local hour of the start"), count: z.number().int() }))
    .describe("Booked (not cancelled) visits by clinic-local weekday and hour of their start: all 168 cells, weekday then hour"),
  weeks: z
    .array(
      z.strictObject({
        weekStart: z.string().describe("The Monday (clinic-local YYYY-MM-DD) of the week; weeks start on Monday. The first and last weeks count only the range's days"),
        noShowRate: rate("No-shows over visits with an outcome (completed + no-show) that started in the week"),
        cancellationRate: rate("Cancelled visits over every visit that started in the week"),
        leadTimeMedianDays: days("Median days from booking (created) to start of the week's booked (not cancelled) visits"),
        leadTimeP90Days: days("90th percentile of the same"),
        revenue: z.number().int().describe("Sum of the amounts of the week's completed visits, in whole currency units"),
      }),
    )
    .describe("Per week (Monday to Sunday, clinic time) of the range"),
  utilisation: z
    .array(
      z.strictObject({
        doctorId: z.string(),
        name: z.string(),
        bookedMinutes: z.number().int().describe("Length of the doctor's booked (not cancelled) visits starting in the range"),
        workingMinutes: z.number().int().describe("The doctor's weekly hours over the range's days, less time off"),
      }),
    )
    .describe("Per doctor, highest share of booked over working minutes first (doctors with no working minutes last)"),
  visitTypes: z
    .array(z.strictObject({ visitTypeId: z.string(), name: z.string(), count: z.number().int() }))
    .describe("Booked (not cancelled) visits per visit type, most first"),
  waitlistRefills: z.number().int().describe("Waitlist offers claimed whose time (the freed start) is in the range"),
};
export type Insights = z.output<z.ZodObject<typeof insightsShape>>;
