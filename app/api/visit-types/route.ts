import { publicRoute } from "@/lib/http/handler";
import { listVisitTypes } from "@/lib/visit-types/admin";
import { toVisitTypeDTO } from "@/lib/visit-types/shapes";

// Issue 24: GET /api/visit-types (public) -> { success, visitTypes }: the active types in order,
// the first being the clinic's default. (The read itself is cached and dropped on every change.)
export const GET = publicRoute(async () => ({ visitTypes: (await listVisitTypes()).map(toVisitTypeDTO) }));
