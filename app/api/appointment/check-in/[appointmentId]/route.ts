import { authedRoute } from "@/lib/http/handler";
import { pathId } from "@/lib/http/route-schema";
import { APPOINTMENT_CHECKED_IN, checkInAppointment } from "@/lib/appointments";

// Extra: POST /api/appointment/check-in/{appointmentId} (bearer, empty body)
// -> { success, message, appointment }. The doctor (their own) or an admin, on or after its day.
export const POST = authedRoute<{ appointmentId: string }>([], async ({ params, actor }) => {
  const appointment = await checkInAppointment(actor, pathId(params.appointmentId));
  return { message: APPOINTMENT_CHECKED_IN, appointment };
});
