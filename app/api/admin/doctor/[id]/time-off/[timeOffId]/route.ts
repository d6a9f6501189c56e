import { authedRoute } from "@/lib/http/handler";
import { pathId } from "@/lib/http/route-schema";
import { removeTimeOff, TIME_OFF_REMOVED } from "@/lib/appointments/time-off";

// Extra (issue 14): removes a doctor's time off, for admins -> { success, message, timeOff }.
export const DELETE = authedRoute<{ id: string; timeOffId: string }>(["admin"], async ({ params, actor }) => {
  const doctorId = pathId(params.id);
  return { message: TIME_OFF_REMOVED, timeOff: await removeTimeOff(actor, pathId(params.timeOffId), doctorId) };
});
