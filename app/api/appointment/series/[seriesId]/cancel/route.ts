import { authedRoute } from "@/lib/http/handler";
import { readJson } from "@/lib/http/body";
import { pathId } from "@/lib/http/route-schema";
import { cancelSeries, SERIES_CANCELLED } from "@/lib/appointments/series";
import { seriesCancelSchema } from "@/lib/appointments/series/series-schema";

// Issue 48: POST /api/appointment/series/{id}/cancel (bearer) JSON { scope: "one" | "following" |
// "all", appointmentId?, reason? } -> { success, message, series, appointments }.
export const POST = authedRoute<{ seriesId: string }>([], async ({ req, params, actor }) => {
  const id = pathId(params.seriesId);
  const input = await readJson(req, seriesCancelSchema);
  const answer = await cancelSeries(actor, id, input);
  return { message: SERIES_CANCELLED, ...answer };
});
