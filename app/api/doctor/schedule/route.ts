import { authedRoute } from "@/lib/http/handler";
import { readJson } from "@/lib/http/body";
import { getSchedule, setSchedule } from "@/lib/schedule/hours";
import { scheduleRequestSchema } from "@/lib/schedule/schedule-schema";

// Extra (issue 14): the signed-in doctor's week -> { success, schedule: { weekly } }.
export const GET = authedRoute(["doctor"], async ({ actor }) => ({ schedule: await getSchedule(actor) }));

// Body { schedule: { weekly } } (a GET answer sent back works too) -> { success, schedule }.
export const PUT = authedRoute(["doctor"], async ({ req, actor }) => {
  const { schedule } = await readJson(req, scheduleRequestSchema);
  return { schedule: await setSchedule(actor, undefined, schedule) };
});
