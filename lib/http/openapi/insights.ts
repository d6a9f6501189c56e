// The OpenAPI operations of the admin's and the doctor's figures (lib/insights, issue 28); the CSV export is written in openapi.ts (it answers a file).
// Assembled with the other domains' in lib/http/openapi.ts.
import { adminInsightsQuery, doctorInsightsQuery, insightsShape, MAX_RANGE_DAYS } from "@/lib/insights/insights-schema";
import { type Operation } from "@/lib/http/openapi/operation";

export const insightsOperations: Operation[] = [
  {
    method: "get", path: "/api/admin/insights", tag: "insights",
    summary:
      "The clinic's figures for a range of clinic days (the clinic's time zone), optionally of one doctor, speciality or visit type: visits per day by status, " +
      "a weekday x hour heatmap of starts, per week (weeks start on Monday) the no-show and cancellation rates (fractions; null without visits to count), " +
      "lead time median and 90th percentile in days and revenue, utilisation per doctor, visits per visit type and waitlist refills. " +
      `Every figure counts visits by their start; a range inverted or over ${MAX_RANGE_DAYS} days is a 400. Definitions: docs/insights.md`,
    auth: ["admin"], query: adminInsightsQuery, result: insightsShape,
  },
  {
    method: "get", path: "/api/doctor/insights", tag: "insights",
    summary: "The caller's own figures for a range of clinic days, in the shape of GET /api/admin/insights (weeks start on Monday; utilisation is theirs alone)",
    auth: ["doctor"], query: doctorInsightsQuery, result: insightsShape, errors: [404],
  },
];
