import { authedRoute } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/body";
import { appointmentListQuery } from "@/lib/appointments/shapes";
import { pathId } from "@/lib/http/route-schema";
import { listPatientAppointments } from "@/lib/appointments";

// SPEC: GET /api/appointment/user/{userId} (bearer; that patient or an admin) -> { success, appointments, nextCursor }.
export const GET = authedRoute<{ userId: string }>([], async ({ req, params, actor }) => {
  const userId = pathId(params.userId);
  const page = await listPatientAppointments(actor, userId, readQuery(req, appointmentListQuery));
  return { appointments: page.items, nextCursor: page.nextCursor };
});
