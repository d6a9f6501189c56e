import { authedRoute } from "@/lib/http/handler";
import { doctorIdOfUser } from "@/lib/appointments";
import { doctorPatients } from "@/lib/appointments/dashboards";

// SPEC: GET /api/doctor/patients (bearer, doctor) -> { success, patients }.
export const GET = authedRoute(["doctor"], async ({ actor }) => ({ patients: await doctorPatients(await doctorIdOfUser(actor.id)) }));
