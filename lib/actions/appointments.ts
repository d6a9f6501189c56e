"use server";

// Server actions for booking, cancelling and completing. Thin: the rules and
// the role/ownership checks live in lib/appointments.ts.
import { revalidatePath } from "next/cache";
import { actionActor, runAction, type ActionResult } from "@/lib/actions/safe-action";
import { bookAppointment, cancelAppointment, completeAppointment } from "@/lib/appointments";
import { bookingSchema, idSchema, type BookingInput } from "@/lib/validation";
import type { AppointmentDTO } from "@/lib/serialize";

export async function bookAppointmentAction(input: BookingInput): Promise<ActionResult<AppointmentDTO>> {
  return runAction(async () => {
    const actor = await actionActor("You must be logged in to book an appointment");
    const appointment = await bookAppointment(actor, bookingSchema.parse(input));
    revalidatePath(`/appointment/${appointment.doctorId}`);
    revalidatePath("/my-appointments");
    return appointment;
  }, "Appointment booked successfully");
}

export async function cancelAppointmentAction(id: string): Promise<ActionResult<AppointmentDTO>> {
  return runAction(async () => {
    const actor = await actionActor("You must be logged in to cancel an appointment");
    const appointment = await cancelAppointment(actor, idSchema.parse(id));
    revalidatePath("/", "layout");
    return appointment;
  }, "Appointment cancelled");
}

export async function completeAppointmentAction(id: string): Promise<ActionResult<AppointmentDTO>> {
  return runAction(async () => {
    const actor = await actionActor("You must be logged in to complete an appointment", "doctor", "admin");
    const appointment = await completeAppointment(actor, idSchema.parse(id));
    revalidatePath("/", "layout");
    return appointment;
  }, "Appointment marked as completed");
}
