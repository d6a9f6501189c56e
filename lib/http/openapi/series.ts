// The OpenAPI operations of a series of visits (issue 48, lib/appointments/series).
// Assembled with the other domains' in lib/http/openapi.ts.
import { seriesCancelSchema, seriesRequestSchema, seriesRescheduleSchema } from "@/lib/appointments/series/series-schema";
import { seriesAnswerShape, seriesConflictAnswerShape } from "@/lib/appointments/series/shapes";
import { message, type Operation } from "@/lib/http/openapi/operation";

const answer = { message, series: seriesAnswerShape.shape.series, appointments: seriesAnswerShape.shape.appointments };

export const seriesOperations: Operation[] = [
  {
    method: "post", path: "/api/appointment/series", tag: "appointments",
    summary:
      "Book a series of visits (issue 48): every 1, 2 or 4 weeks, `count` times (2 to the visit type's seriesMaxCount; the type must allow series), all at the same clinic wall-clock time across DST changes. " +
      "Each date is checked as one booking is (hours, time off, holds, buffers, overlaps; the booking window, which staff may pass up to 26 weeks ahead); the open-visit limit counts the series as one. " +
      "All dates fit: all are booked in one transaction (201). Some do not: nothing is booked, and the 409 lists each with why and alternatives (the nearest free time that day, the same time on the nearest other day); " +
      "book again with `replacements` (a date of the rule -> another { date, time }, or null to leave it out). " +
      "The front desk, admins, the doctor (with themself, for their own patients) and, when the clinic allows it (patientsMayBookSeries), patients for themselves and their dependents. " +
      "One email to the patient with every date and one calendar file holding each date as its own event",
    auth: "any", body: { kind: "json", schema: seriesRequestSchema }, status: 201,
    result: answer, errors: [403, 404, 409, 429], failures: { 409: seriesConflictAnswerShape },
  },
  {
    method: "get", path: "/api/appointment/series/{seriesId}", tag: "appointments",
    summary: "A series of visits with every date (its patient or their guardian, its doctor, an admin or the front desk). Each date is an appointment of its own, with `seriesId`",
    auth: "any", result: answer, errors: [403],
  },
  {
    method: "post", path: "/api/appointment/series/{seriesId}/cancel", tag: "appointments",
    summary:
      "Cancel dates of a series: `one` (appointmentId), `following` (appointmentId and every later date) or `all`. Dates done, checked in or a no-show never change. " +
      "One transaction, one email to each party concerned; the freed times go to the doctor's waitlist. Patients are refused (409) for dates started or within the cancellation cutoff",
    auth: "any", body: { kind: "json", schema: seriesCancelSchema }, result: answer, errors: [403, 409, 429],
  },
  {
    method: "post", path: "/api/appointment/series/{seriesId}/reschedule", tag: "appointments",
    summary:
      "Move dates of a series: `one` (it stays in the series) or `following` (this date and every later one move by the same number of days, to the new time). " +
      "Each new date is checked as a booking is; all or nothing (409 with the conflicts and alternatives). One email to each party concerned",
    auth: "any", body: { kind: "json", schema: seriesRescheduleSchema }, result: answer, errors: [403, 409, 429], failures: { 409: seriesConflictAnswerShape },
  },
];
