// The front desk's booking forms (issue 26): a visit for a patient record (any patient, by id),
// and a walk-in (the doctor's next free start today, the patient checked in at once). Shared by
// the desk's dialog and its server actions.
import { z } from "zod";
import { bookingSchema } from "@/lib/appointments/booking-schema";
import { idSchema, optionalText } from "@/lib/validation";
import { answersInputSchema } from "@/lib/visit-types/answer-rules";

export const deskBookingSchema = bookingSchema.extend({ patientId: idSchema });

export const walkInSchema = z.object({
  patientId: idSchema,
  doctorId: idSchema,
  visitTypeId: idSchema.optional(),
  reason: optionalText("Reason", 500),
  // Issue 47: the type's questions, optional for the desk (required ones may wait: "Add answers").
  answers: answersInputSchema.optional(),
});
export type WalkIn = z.output<typeof walkInSchema>;

/** What the desk's dialog asks for the free starts of: a doctor and a visit type. */
export const deskSlotsSchema = z.object({ doctorId: idSchema, visitTypeId: idSchema.optional() });
