import { authedRoute } from "@/lib/http/handler";
import { pathId } from "@/lib/http/route-schema";
import { APPOINTMENT_NO_SHOW, markNoShow } from "@/lib/appointments";

// Extra: POST /api/appointment/no-show/{appointmentId} (bearer, empty body)
// -> { success, message, appointment }. The doctor (their own) or an admin, on or after its day; final.
export const POST = authedRoute<{ appointmentId: string }>([], async ({ params, actor }) => {
  const appointment = await markNoShow(actor, pathId(params.appointmentId));
  return { message: APPOINTMENT_NO_SHOW, appointment };
});
