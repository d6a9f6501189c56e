import { authedRoute } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/body";
import { doctorAppointmentsQuery } from "@/lib/appointments/shapes";
import { pathId } from "@/lib/http/route-schema";
import { listDoctorAppointments } from "@/lib/appointments";

// SPEC: GET /api/appointment/doctor/{doctorId}?date=YYYY-MM-DD (bearer; the doctor or an admin)
// -> { success, appointments, nextCursor }.
export const GET = authedRoute<{ doctorId: string }>([], async ({ req, params, actor }) => {
  const doctorId = pathId(params.doctorId);
  const page = await listDoctorAppointments(actor, doctorId, readQuery(req, doctorAppointmentsQuery));
  return { appointments: page.items, nextCursor: page.nextCursor };
});
