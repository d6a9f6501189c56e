"use server";

// Server actions for booking, rescheduling, cancelling, completing, checking in and no-shows. Thin: the rules and
// the role/ownership checks live in lib/appointments/ (book/, cancel.ts, outcomes.ts).
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { inPageLanguage, serverAction, type FormState } from "@/lib/actions/safe-action";
import { currentActor } from "@/lib/auth/session";
import { APPOINTMENT_BOOKED, bookAppointment } from "@/lib/appointments/book";
import { APPOINTMENT_CANCELLED, cancelAppointment } from "@/lib/appointments/cancel";
import { APPOINTMENT_CHECKED_IN, APPOINTMENT_COMPLETED, APPOINTMENT_NO_SHOW, checkInAppointment, completeAppointment, markNoShow } from "@/lib/appointments/outcomes";
import { APPOINTMENT_RESCHEDULED, rescheduleAppointment, rescheduleOptions } from "@/lib/appointments/reschedule";
import { bookingSchema } from "@/lib/appointments/booking-schema";
import { cancelAppointmentSchema } from "@/lib/appointments/cancel-schema";
import { idSchema } from "@/lib/validation";
import { rescheduleAppointmentSchema } from "@/lib/appointments/reschedule-schema";
import { SELECT_SLOT, type BookedVisit, type BookingChoice } from "@/lib/appointments/booking-form";
import { reasonText } from "@/lib/appointments/cancel-reasons";
import { parseSlotValue } from "@/lib/appointments/slot-value";
import { formAnswers, postedAnswers, questionsOfBooking } from "@/lib/appointments/form-answers";

export const bookAppointmentAction = serverAction(
  // The booking panel answers this text with its "log in to book" prompt.
  // `patientId`: a dependent of the patient booking (issue 26: families); absent, the patient themself.
  { roles: [], schema: bookingSchema.extend({ patientId: idSchema.optional() }), success: APPOINTMENT_BOOKED, signedOut: "You must be logged in to book an appointment" },
  async ({ patientId, ...input }, { actor }) => {
    const appointment = await bookAppointment(actor, input, patientId ? { patientId } : {});
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

// The plain forms (issue 25): the booking page, the cancel page and the reschedule page post
// their fields here, before any script runs or with one (useActionState). Each reads its form
// and calls the action above, so the rules, roles and messages are the same as everywhere.

const field = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

/** The booking form's state: the choice as sent comes back with a refusal, the visit booked with success. */
export type BookingFormState = FormState<BookingChoice, BookedVisit>;

/** Book from the booking page's form: `doctorId`, `type`, `date`, `slot` ("YYYY-MM-DDTHH:mm"), `reason`, `answer.<questionId>`. */
export async function bookFromFormAction(_previous: BookingFormState, form: FormData): Promise<BookingFormState> {
  const date = field(form, "date");
  const slot = field(form, "slot");
  const reason = field(form, "reason");
  const posted = postedAnswers(form);
  const chosen = parseSlotValue(slot);
  // A time is a time of the chosen day: one left checked on another day is no choice.
  if (!chosen || chosen.date !== date) return { ok: false, message: await inPageLanguage(SELECT_SLOT), values: { date, slot: "", reason, answers: posted } };
  const type = field(form, "type");
  const patientId = field(form, "patientId");
  const doctorId = field(form, "doctorId");
  const answers = formAnswers(await questionsOfBooking(doctorId, type), posted);
  const result = await bookAppointmentAction({
    ...(patientId ? { patientId } : {}),
    doctorId,
    date: chosen.date,
    time: chosen.time,
    reason: reason.trim(),
    ...(type ? { visitTypeId: type } : {}),
    ...(answers ? { answers } : {}),
  });
  if (result.ok)
    return {
      ok: true,
      message: result.message ?? APPOINTMENT_BOOKED,
      // A booking starts the choice afresh (SPEC).
      values: { date, slot: "", reason: "" },
      data: { id: result.data._id, ...chosen, typeName: result.data.visitType?.name ?? null },
    };
  return {
    ok: false,
    message: result.message,
    ...(result.fieldErrors ? { fieldErrors: result.fieldErrors } : {}),
    values: { date, slot, reason, answers: posted },
    // Refused for want of a session (the message is in the page's language: not compared).
    signedOut: await currentActor().then((actor) => !actor, () => false),
  };
}

/** Cancel from the cancel page's form (`id`, `reasonChoice`, `reasonDetails`); done: the appointment's page. */
export async function cancelFromFormAction(_previous: FormState, form: FormData): Promise<FormState> {
  const id = field(form, "id");
  const reason = reasonText({
    choice: field(form, "reasonChoice"),
    details: field(form, "reasonDetails"),
  });
  const result = await cancelAppointmentAction({
    id,
    ...(reason ? { reason } : {}),
  });
  if (!result.ok) return { ok: false, message: result.message || "Failed to cancel appointment", values: undefined };
  redirect(`/my-appointments/${result.data._id}?done=cancelled`);
}

/** Move from the reschedule page's form (`id`, `date`, `slot`); done: the appointment's page. */
export async function rescheduleFromFormAction(_previous: FormState, form: FormData): Promise<FormState> {
  const chosen = parseSlotValue(field(form, "slot"));
  if (!chosen || chosen.date !== field(form, "date")) return { ok: false, message: await inPageLanguage(SELECT_SLOT), values: undefined };
  const result = await rescheduleAppointmentAction({
    id: field(form, "id"),
    ...chosen,
  });
  if (!result.ok) return { ok: false, message: result.message || "Failed to reschedule the appointment", values: undefined };
  redirect(`/my-appointments/${result.data._id}?done=rescheduled`);
}
