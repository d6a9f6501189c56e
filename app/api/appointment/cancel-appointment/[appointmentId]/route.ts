import { authedRoute } from "@/lib/api/handler";
import { pathId } from "@/lib/api/schemas";
import { APPOINTMENT_CANCELLED, cancelAppointment } from "@/lib/appointments";

// SPEC: POST /api/appointment/cancel-appointment/{appointmentId} (bearer, empty body)
// -> { success, message, appointment }. Patient, doctor (their own) or admin.
export const POST = authedRoute<{ appointmentId: string }>([], async ({ params, actor }) => {
  const appointment = await cancelAppointment(actor, pathId(params.appointmentId));
  return { message: APPOINTMENT_CANCELLED, appointment };
});
