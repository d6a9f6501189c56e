import { authedRoute } from "@/lib/http/handler";
import { readJson } from "@/lib/http/body";
import { pathId } from "@/lib/http/route-schema";
import { getSchedule, setSchedule } from "@/lib/schedule/hours";
import { scheduleRequestSchema } from "@/lib/schedule/schedule-schema";

// Extra (issue 14): any doctor's week, for admins -> { success, schedule: { weekly } }.
export const GET = authedRoute<{ id: string }>(["admin"], async ({ params, actor }) => ({ schedule: await getSchedule(actor, pathId(params.id)) }));

export const PUT = authedRoute<{ id: string }>(["admin"], async ({ req, params, actor }) => {
  const id = pathId(params.id);
  const { schedule } = await readJson(req, scheduleRequestSchema);
  return { schedule: await setSchedule(actor, id, schedule) };
});
