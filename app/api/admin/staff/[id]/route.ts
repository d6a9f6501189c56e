import { authedRoute } from "@/lib/http/handler";
import { pathId } from "@/lib/http/route-schema";
import { archiveReceptionist, STAFF_ARCHIVED } from "@/lib/desk/staff";

// Issue 26: archives a receptionist (their sessions end at once) -> { success, message, staff }.
export const DELETE = authedRoute<{ id: string }>(["admin"], async ({ params, actor }) => {
  const staff = await archiveReceptionist(actor, pathId(params.id));
  return { message: STAFF_ARCHIVED, staff };
});
