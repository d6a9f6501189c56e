import { authedRoute } from "@/lib/api/handler";
import { adminDashboard } from "@/lib/dashboards";

// SPEC: GET /api/admin/dashboard-data (bearer, admin) -> { success, data }.
export const GET = authedRoute(["admin"], async () => ({ data: await adminDashboard() }));
