import { authedRoute } from "@/lib/http/handler";
import { pathId } from "@/lib/http/route-schema";
import { endEntry, REMOVED } from "@/lib/waitlist/entries";

// Issue 27: the desk or an admin removes an entry; a live offer of it passes on -> { success, message, entry }.
export const DELETE = authedRoute<{ id: string }>(["admin", "receptionist"], async ({ params, actor }) => ({
  message: REMOVED,
  entry: await endEntry(actor, pathId(params.id)),
}));
