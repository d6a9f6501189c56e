import { authedRoute } from "@/lib/http/handler";
import { doctorIdOfUser } from "@/lib/appointments";
import { doctorDashboard } from "@/lib/appointments/dashboards";

// SPEC: GET /api/doctor/dashboard-data (bearer, doctor) -> { success, data }.
export const GET = authedRoute(["doctor"], async ({ actor }) => ({ data: await doctorDashboard(await doctorIdOfUser(actor.id)) }));
