import { authedRoute } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/body";
import { allAppointmentsQuery } from "@/lib/appointments/shapes";
import { listAllAppointments } from "@/lib/appointments";

// SPEC: GET /api/admin/all-appointments (bearer, admin; and the front desk, issue 26) -> { success, appointments, nextCursor }.
export const GET = authedRoute(["admin", "receptionist"], async ({ req, actor }) => {
  const page = await listAllAppointments(actor, readQuery(req, allAppointmentsQuery));
  return { appointments: page.items, nextCursor: page.nextCursor };
});
