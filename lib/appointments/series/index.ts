// Issue 48: a series of visits (a course: physiotherapy weekly x 8). This file re-exports what
// the pages, server actions (lib/actions/series.ts) and routes use; inside lib/, import the module.
//   expand.ts       the RRULE and its dates (the `rrule` package, floating time placed in the clinic's zone)
//   who.ts          who may book or change a series; the type's allowance; the staff's 26-week reach
//   conflicts.ts    each date checked as one booking is, and the alternatives of those that do not fit
//   book.ts         bookSeries (all or nothing)
//   cancel.ts       cancelSeries: one, following or all
//   reschedule.ts   rescheduleSeries: one or following, the same shift, all or nothing
//   reads.ts        getSeries and the answer every route gives
//   emails.ts       the one email per booking or change, with one calendar file (emails/series.tsx)
export { bookSeries, SERIES_BOOKED } from "@/lib/appointments/series/book";
export { cancelSeries, SERIES_CANCELLED } from "@/lib/appointments/series/cancel";
export { rescheduleSeries, SERIES_RESCHEDULED } from "@/lib/appointments/series/reschedule";
export { getSeries } from "@/lib/appointments/series/reads";
