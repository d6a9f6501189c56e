import { publicRoute } from "@/lib/api/handler";
import { readQuery } from "@/lib/api/body";
import { doctorListQuery } from "@/lib/api/schemas";
import { listDoctors } from "@/lib/doctors/queries";

// SPEC: GET /api/doctor (public) -> { success, doctors, nextCursor }. Archived doctors are hidden.
export const GET = publicRoute(async ({ req }) => {
  const page = await listDoctors(readQuery(req, doctorListQuery));
  return { doctors: page.items, nextCursor: page.nextCursor };
});
