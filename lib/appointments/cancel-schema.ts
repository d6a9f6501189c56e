import { z } from "zod";
import { idSchema } from "@/lib/validation";
import { CANCEL_REASON_MAX } from "@/lib/appointments/cancel-reason-limit";

export { CANCEL_REASON_MAX };

const reasonSchema = z
  .string({ error: "The reason must be text" })
  .trim()
  .max(CANCEL_REASON_MAX, `The reason can be at most ${CANCEL_REASON_MAX} characters.`)
  .describe("Why it is cancelled (optional); shown to the other party and in the emails");

/** POST /api/appointment/cancel-appointment/{id}: an empty body, or `{reason}`. */
export const cancelBodySchema = z.strictObject({ reason: reasonSchema.optional() });

/** The cancel server action and the cancel dialog's form. */
export const cancelAppointmentSchema = z.strictObject({ id: idSchema, reason: reasonSchema.optional() });
