import { authedRoute } from "@/lib/http/handler";
import { getDoctorOfUser } from "@/lib/doctors/queries";

// SPEC: GET /api/doctor/me (bearer, doctor) -> { success, doctor }.
export const GET = authedRoute(["doctor"], async ({ actor }) => ({ doctor: await getDoctorOfUser(actor.id) }));
