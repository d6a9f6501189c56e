import { authedRoute } from "@/lib/http/handler";
import { readJson } from "@/lib/http/body";
import { pathId } from "@/lib/http/route-schema";
import { APPOINTMENT_CANCELLED, cancelAppointment } from "@/lib/appointments";
import { cancelBodySchema } from "@/lib/appointments/cancel-schema";

// SPEC: POST /api/appointment/cancel-appointment/{appointmentId} (bearer, empty body)
// -> { success, message, appointment }. Patient, doctor (their own) or admin.
// Extra: a JSON body `{reason}` gives the reason the other party is told.
export const POST = authedRoute<{ appointmentId: string }>([], async ({ req, params, actor }) => {
  const id = pathId(params.appointmentId);
  const { reason } = await readJson(req, cancelBodySchema);
  const appointment = await cancelAppointment(actor, id, { reason });
  return { message: APPOINTMENT_CANCELLED, appointment };
});
