import { publicRoute } from "@/lib/api/handler";
import { pathId } from "@/lib/api/schemas";
import { getDoctor } from "@/lib/doctors/queries";

// SPEC: GET /api/doctor/{id} (public; id = doctor-profile id) -> { success, doctor }.
// The static siblings (me, dashboard-data, patients, update-profile) win over this segment.
export const GET = publicRoute<{ id: string }>(async ({ params }) => ({ doctor: await getDoctor(pathId(params.id)) }));
