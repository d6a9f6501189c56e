"use server";

// Server actions for booking, rescheduling, cancelling, completing, checking in and no-shows. Thin: the rules and
// the role/ownership checks live in lib/appointments/index.ts.
import { revalidatePath } from "next/cache";
import { serverAction } from "@/lib/actions/safe-action";
import {
  APPOINTMENT_BOOKED,
  APPOINTMENT_CANCELLED,
  APPOINTMENT_CHECKED_IN,
  APPOINTMENT_COMPLETED,
  APPOINTMENT_NO_SHOW,
  bookAppointment,
  cancelAppointment,
  checkInAppointment,
  completeAppointment,
  markNoShow,
} from "@/lib/appointments";
import { APPOINTMENT_RESCHEDULED, rescheduleAppointment, rescheduleOptions } from "@/lib/appointments/reschedule";
import { bookingSchema } from "@/lib/appointments/booking-schema";
import { cancelAppointmentSchema } from "@/lib/appointments/cancel-schema";
import { idSchema } from "@/lib/validation";
import { rescheduleAppointmentSchema } from "@/lib/appointments/reschedule-schema";

export const bookAppointmentAction = serverAction(
  // The booking panel answers this text with its "log in to book" prompt.
  { roles: [], schema: bookingSchema, success: APPOINTMENT_BOOKED, signedOut: "You must be logged in to book an appointment" },
  async (input, { actor }) => {
    const appointment = await bookAppointment(actor, input);
    revalidatePath(`/appointment/${appointment.doctorId}`);
    revalidatePath("/my-appointments");
    return appointment;
  },
);

export const cancelAppointmentAction = serverAction(
  { roles: [], schema: cancelAppointmentSchema, success: APPOINTMENT_CANCELLED },
  async ({ id, reason }, { actor }) => {
    const appointment = await cancelAppointment(actor, id, { reason });
    revalidatePath("/", "layout");
    return appointment;
  },
);

export const rescheduleAppointmentAction = serverAction(
  { roles: [], schema: rescheduleAppointmentSchema, success: APPOINTMENT_RESCHEDULED },
  async ({ id, ...slot }, { actor }) => {
    const appointment = await rescheduleAppointment(actor, id, slot);
    // As a cancel: the old slot is free again and the new one taken on every page that shows them.
    revalidatePath("/", "layout");
    return appointment;
  },
);

/** The free slots the reschedule dialog offers for an appointment (whoever may move it). */
export const rescheduleSlotsAction = serverAction(
  { roles: [], schema: idSchema, success: "Free times loaded" },
  async (id, { actor }) => rescheduleOptions(actor, id),
);

export const completeAppointmentAction = serverAction(
  { roles: [], schema: idSchema, success: APPOINTMENT_COMPLETED },
  async (id, { actor }) => {
    const appointment = await completeAppointment(actor, id);
    revalidatePath("/", "layout");
    return appointment;
  },
);

export const checkInAppointmentAction = serverAction(
  { roles: [], schema: idSchema, success: APPOINTMENT_CHECKED_IN },
  async (id, { actor }) => {
    const appointment = await checkInAppointment(actor, id);
    revalidatePath("/", "layout");
    return appointment;
  },
);

export const markNoShowAction = serverAction(
  { roles: [], schema: idSchema, success: APPOINTMENT_NO_SHOW },
  async (id, { actor }) => {
    const appointment = await markNoShow(actor, id);
    revalidatePath("/", "layout");
    return appointment;
  },
);
