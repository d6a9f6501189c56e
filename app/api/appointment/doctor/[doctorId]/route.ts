import { authedRoute } from "@/lib/api/handler";
import { readQuery } from "@/lib/api/body";
import { doctorAppointmentsQuery, pathId } from "@/lib/api/schemas";
import { listDoctorAppointments } from "@/lib/appointments";

// SPEC: GET /api/appointment/doctor/{doctorId}?date=YYYY-MM-DD (bearer; the doctor or an admin)
// -> { success, appointments, nextCursor }.
export const GET = authedRoute<{ doctorId: string }>([], async ({ req, params, actor }) => {
  const doctorId = pathId(params.doctorId);
  const page = await listDoctorAppointments(actor, doctorId, readQuery(req, doctorAppointmentsQuery));
  return { appointments: page.items, nextCursor: page.nextCursor };
});
