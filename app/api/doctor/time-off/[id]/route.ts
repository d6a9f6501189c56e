import { authedRoute } from "@/lib/api/handler";
import { pathId } from "@/lib/api/schemas";
import { removeTimeOff, TIME_OFF_REMOVED } from "@/lib/schedule/time-off";

// Extra (issue 14): removes one of the signed-in doctor's time off -> { success, message, timeOff }.
export const DELETE = authedRoute<{ id: string }>(["doctor"], async ({ params, actor }) => ({
  message: TIME_OFF_REMOVED,
  timeOff: await removeTimeOff(actor, pathId(params.id)),
}));
