import { z } from "zod";
import { bookingSchema } from "@/lib/appointments/booking-schema";
import { idSchema } from "@/lib/validation";

/** The new slot of a reschedule: a clinic date and a start time, in the booking's own formats. */
const slotFields = { date: bookingSchema.shape.date, time: bookingSchema.shape.time };

/** POST /api/appointment/reschedule-appointment/{id}: `{date, time}`. */
export const rescheduleBodySchema = z.object(slotFields);
export type RescheduleInput = z.output<typeof rescheduleBodySchema>;

/** The reschedule server action and dialog: the appointment and its new slot. */
export const rescheduleAppointmentSchema = z.object({ id: idSchema, ...slotFields });
