import { authedRoute } from "@/lib/http/handler";
import { readJson } from "@/lib/http/body";
import { availabilityRequestSchema } from "@/lib/doctors/shapes";
import { availabilityChanged, setAvailability } from "@/lib/doctors/admin";

// SPEC: PUT /api/admin/change-availability (bearer, admin) JSON { id, available } -> { success, doctor }.
export const PUT = authedRoute(["admin"], async ({ req, actor }) => {
  const { id, available } = await readJson(req, availabilityRequestSchema);
  const doctor = await setAvailability(actor, id, available);
  return { message: availabilityChanged(doctor.available), doctor };
});
