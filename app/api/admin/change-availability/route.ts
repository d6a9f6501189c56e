import { authedRoute } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { availabilityRequestSchema } from "@/lib/api/schemas";
import { setAvailability } from "@/lib/doctors";

// SPEC: PUT /api/admin/change-availability (bearer, admin) JSON { id, available } -> { success, doctor }.
export const PUT = authedRoute(["admin"], async ({ req }) => {
  const { id, available } = await readJson(req, availabilityRequestSchema);
  const doctor = await setAvailability(id, available);
  return { message: available ? "Doctor is now available" : "Doctor is now unavailable", doctor };
});
