import { z } from "zod";
import { parseSlotTime } from "@/lib/clinic-time";
import { clinicDateSchema, idSchema, optionalText } from "@/lib/validation";
import { answersInputSchema } from "@/lib/visit-types/answer-rules";

/** A booking request: a doctor, a clinic date, a start time ("10:00 AM" or "10:00") and optionally a visit type. */
export const bookingSchema = z.object({
  doctorId: idSchema,
  date: clinicDateSchema,
  time: z
    .string({ error: "A time is required" })
    .trim()
    .refine((v) => parseSlotTime(v) !== null, "Times must look like 10:00 AM or 10:00")
    .transform((v) => parseSlotTime(v) as number),
  reason: optionalText("Reason", 500),
  visitTypeId: idSchema.optional().describe("The visit type (GET /api/visit-types); the doctor's default type when absent"),
  answers: answersInputSchema.optional().describe("Answers to the visit type's questions (issue 47): [{ questionId, value }]"),
});
export type Booking = z.output<typeof bookingSchema>;
