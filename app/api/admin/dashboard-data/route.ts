import { authedRoute } from "@/lib/http/handler";
import { adminDashboard } from "@/lib/appointments/dashboards";

// SPEC: GET /api/admin/dashboard-data (bearer, admin) -> { success, data }.
export const GET = authedRoute(["admin"], async () => ({ data: await adminDashboard() }));
