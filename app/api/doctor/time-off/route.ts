import { authedRoute } from "@/lib/http/handler";
import { readJson } from "@/lib/http/body";
import { addTimeOff, listTimeOff, timeOffAdded } from "@/lib/appointments/time-off";
import { timeOffSchema } from "@/lib/schedule/schedule-schema";

// Extra (issue 14): the signed-in doctor's time off that has not ended -> { success, timeOff: [...] }.
export const GET = authedRoute(["doctor"], async ({ actor }) => ({ timeOff: await listTimeOff(actor) }));

// { from, to, reason?, cancelAffected? } -> 201 { success, message, timeOff, cancelled }; open
// appointments inside without cancelAffected: 409 { success: false, message, appointments }.
export const POST = authedRoute(
  ["doctor"],
  async ({ req, actor }) => {
    const input = await readJson(req, timeOffSchema);
    const { timeOff, cancelled } = await addTimeOff(actor, undefined, input);
    return { message: timeOffAdded(cancelled.length), timeOff, cancelled };
  },
  { status: 201 },
);
