import { authedRoute } from "@/lib/http/handler";
import { pathId } from "@/lib/http/route-schema";
import { endEntry, LEFT, REMOVED } from "@/lib/waitlist/entries";
import { isStaff } from "@/lib/accounts/roles";

// Issue 27: leave the waitlist (a patient: their own entry or a dependent's; another's is a 404) or,
// for the desk and admins, remove any entry; a live offer of it passes on -> { success, message, entry }.
export const DELETE = authedRoute<{ id: string }>(["patient", "receptionist", "admin"], async ({ params, actor }) => {
  const entry = await endEntry(actor, pathId(params.id));
  return { message: isStaff(actor) ? REMOVED : LEFT, entry };
});
