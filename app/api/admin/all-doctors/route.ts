import { authedRoute } from "@/lib/api/handler";
import { readQuery } from "@/lib/api/body";
import { doctorListQuery } from "@/lib/api/schemas";
import { listDoctors } from "@/lib/doctors/queries";

// SPEC: GET /api/admin/all-doctors (bearer, admin) -> { success, doctors, nextCursor }; archived ones
// included and flagged `archived: true`.
export const GET = authedRoute(["admin"], async ({ req }) => {
  const page = await listDoctors({ ...readQuery(req, doctorListQuery), includeArchived: true });
  return { doctors: page.items, nextCursor: page.nextCursor };
});
