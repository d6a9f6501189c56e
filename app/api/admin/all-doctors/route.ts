import { authedRoute } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/body";
import { doctorListQuery } from "@/lib/doctors/shapes";
import { listDoctorsForAdmin } from "@/lib/doctors/queries";

// SPEC: GET /api/admin/all-doctors (bearer, admin) -> { success, doctors, nextCursor }; archived ones
// included and flagged `archived: true`.
export const GET = authedRoute(["admin"], async ({ req, actor }) => {
  const page = await listDoctorsForAdmin(actor, readQuery(req, doctorListQuery));
  return { doctors: page.items, nextCursor: page.nextCursor };
});
