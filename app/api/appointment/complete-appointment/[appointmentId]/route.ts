import { authedRoute } from "@/lib/http/handler";
import { pathId } from "@/lib/http/route-schema";
import { APPOINTMENT_COMPLETED, completeAppointment } from "@/lib/appointments";

// SPEC: POST /api/appointment/complete-appointment/{appointmentId} (bearer, empty body)
// -> { success, message, appointment }. The doctor (their own) or an admin.
export const POST = authedRoute<{ appointmentId: string }>([], async ({ params, actor }) => {
  const appointment = await completeAppointment(actor, pathId(params.appointmentId));
  return { message: APPOINTMENT_COMPLETED, appointment };
});
