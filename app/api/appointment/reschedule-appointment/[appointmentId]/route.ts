import { authedRoute } from "@/lib/http/handler";
import { readJson } from "@/lib/http/body";
import { pathId } from "@/lib/http/route-schema";
import { APPOINTMENT_RESCHEDULED, rescheduleAppointment } from "@/lib/appointments/reschedule";
import { rescheduleBodySchema } from "@/lib/appointments/reschedule-schema";

// Issue 14: POST /api/appointment/reschedule-appointment/{appointmentId} (bearer) JSON { date, time }
// -> { success, message, appointment } with the same _id and the new date and time.
// Its patient (before it starts and outside the cancellation cutoff), its doctor or an admin; a taken slot is a 409.
export const POST = authedRoute<{ appointmentId: string }>([], async ({ req, params, actor }) => {
  const id = pathId(params.appointmentId);
  const input = await readJson(req, rescheduleBodySchema);
  const appointment = await rescheduleAppointment(actor, id, input);
  return { message: APPOINTMENT_RESCHEDULED, appointment };
});
