import { z } from "zod";
import { parseSlotTime } from "@/lib/clinic-time";
import { clinicDateSchema, idSchema, optionalText } from "@/lib/validation";

/** A booking request: a doctor, a clinic date and a start time ("10:00 AM" or "10:00"). */
export const bookingSchema = z.object({
  doctorId: idSchema,
  date: clinicDateSchema,
  time: z
    .string({ error: "A time is required" })
    .trim()
    .refine((v) => parseSlotTime(v) !== null, "Times must look like 10:00 AM or 10:00")
    .transform((v) => parseSlotTime(v) as number),
  reason: optionalText("Reason", 500),
});
export type Booking = z.output<typeof bookingSchema>;
