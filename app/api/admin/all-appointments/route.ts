import { authedRoute } from "@/lib/api/handler";
import { readQuery } from "@/lib/api/body";
import { allAppointmentsQuery } from "@/lib/api/schemas";
import { listAllAppointments } from "@/lib/appointments";

// SPEC: GET /api/admin/all-appointments (bearer, admin) -> { success, appointments, nextCursor }.
export const GET = authedRoute(["admin"], async ({ req, actor }) => {
  const page = await listAllAppointments(actor, readQuery(req, allAppointmentsQuery));
  return { appointments: page.items, nextCursor: page.nextCursor };
});
