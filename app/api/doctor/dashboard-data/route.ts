import { authedRoute } from "@/lib/api/handler";
import { doctorIdOfUser } from "@/lib/appointments";
import { doctorDashboard } from "@/lib/dashboards";

// SPEC: GET /api/doctor/dashboard-data (bearer, doctor) -> { success, data }.
export const GET = authedRoute(["doctor"], async ({ actor }) => ({ data: await doctorDashboard(await doctorIdOfUser(actor.id)) }));
