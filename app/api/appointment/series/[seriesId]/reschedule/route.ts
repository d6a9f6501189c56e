import { authedRoute } from "@/lib/http/handler";
import { readJson } from "@/lib/http/body";
import { pathId } from "@/lib/http/route-schema";
import { rescheduleSeries, SERIES_RESCHEDULED } from "@/lib/appointments/series";
import { seriesRescheduleSchema } from "@/lib/appointments/series/series-schema";

// Issue 48: POST /api/appointment/series/{id}/reschedule (bearer) JSON { scope: "one" | "following",
// appointmentId, date, time } -> { success, message, series, appointments }, or 409 with conflicts.
export const POST = authedRoute<{ seriesId: string }>([], async ({ req, params, actor }) => {
  const id = pathId(params.seriesId);
  const input = await readJson(req, seriesRescheduleSchema);
  const answer = await rescheduleSeries(actor, id, input);
  return { message: SERIES_RESCHEDULED, ...answer };
});
