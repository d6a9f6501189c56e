// The REST shapes of REST-CONTRACT.md for schedules (free slots, a doctor's week, time off): the query strings and the
// response shapes. Routes validate with them, lib/http/openapi.ts documents
// them, lib/schedule/ and lib/appointments/time-off.ts types its output by them, and the integration tests parse real
// answers with them (strict: no extra keys).
import { z } from "zod";
import { WEEKDAYS, type Weekday } from "@/lib/schedule/slots";
import { idSchema } from "@/lib/validation";

/** GET /api/doctor/{id}/slots: the free starts for one visit type. */
export const slotsQuery = z.object({
  visitType: idSchema.optional().describe("A visit type the doctor offers (GET /api/visit-types); their default type when absent"),
});

export const slotDayShape = z.strictObject({
  date: z.string(),
  slots: z.array(z.strictObject({ time: z.string(), minutes: z.number().int(), startsAt: z.string() })),
});

const hoursIntervalShape = z.strictObject({
  start: z.string().describe('"HH:mm" on the half hour, clinic time'),
  end: z.string().describe('"HH:mm" on the half hour, up to "24:00"'),
});

export const scheduleShape = z.strictObject({
  weekly: z
    .strictObject(Object.fromEntries(WEEKDAYS.map((d) => [d, z.array(hoursIntervalShape)])) as Record<Weekday, z.ZodArray<typeof hoursIntervalShape>>)
    .describe('Working intervals per weekday, "0" = Sunday ... "6" = Saturday; a slot starts every half hour from which 30 minutes fit'),
});

export const timeOffShape = z.strictObject({
  _id: z.string(),
  doctorId: z.string(),
  from: z.string().describe("Clinic-local YYYY-MM-DD (whole days) or YYYY-MM-DDTHH:mm"),
  to: z.string().describe("Clinic-local YYYY-MM-DD (whole days, inclusive) or YYYY-MM-DDTHH:mm"),
  wholeDays: z.boolean(),
  startsAt: z.string().describe("ISO instant"),
  endsAt: z.string().describe("ISO instant (exclusive)"),
  reason: z.string(),
});
