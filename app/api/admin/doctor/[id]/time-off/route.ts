import { authedRoute } from "@/lib/http/handler";
import { readJson } from "@/lib/http/body";
import { pathId } from "@/lib/http/route-schema";
import { addTimeOff, listTimeOff, timeOffAdded } from "@/lib/appointments/time-off";
import { timeOffSchema } from "@/lib/schedule/schedule-schema";

// Extra (issue 14): a doctor's time off, for admins; the same answers as /api/doctor/time-off.
export const GET = authedRoute<{ id: string }>(["admin"], async ({ params, actor }) => ({ timeOff: await listTimeOff(actor, pathId(params.id)) }));

export const POST = authedRoute<{ id: string }>(
  ["admin"],
  async ({ req, params, actor }) => {
    const id = pathId(params.id);
    const input = await readJson(req, timeOffSchema);
    const { timeOff, cancelled } = await addTimeOff(actor, id, input);
    return { message: timeOffAdded(cancelled.length), timeOff, cancelled };
  },
  { status: 201 },
);
