import { authedRoute } from "@/lib/http/handler";
import { pathId } from "@/lib/http/route-schema";
import { getSeries } from "@/lib/appointments/series";

// Issue 48: GET /api/appointment/series/{id} (bearer) -> { success, message, series, appointments }:
// its patient (or guardian), its doctor and staff.
export const GET = authedRoute<{ seriesId: string }>([], async ({ params, actor }) => {
  const answer = await getSeries(actor, pathId(params.seriesId));
  return { message: "Series", ...answer };
});
