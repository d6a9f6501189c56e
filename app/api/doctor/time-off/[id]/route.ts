import { authedRoute } from "@/lib/http/handler";
import { pathId } from "@/lib/http/route-schema";
import { removeTimeOff, TIME_OFF_REMOVED } from "@/lib/appointments/time-off";

// Extra (issue 14): removes one of the signed-in doctor's time off -> { success, message, timeOff }.
export const DELETE = authedRoute<{ id: string }>(["doctor"], async ({ params, actor }) => ({
  message: TIME_OFF_REMOVED,
  timeOff: await removeTimeOff(actor, pathId(params.id)),
}));
