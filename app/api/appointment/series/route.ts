import { authedRoute } from "@/lib/http/handler";
import { readJson } from "@/lib/http/body";
import { bookSeries, SERIES_BOOKED } from "@/lib/appointments/series";
import { seriesRequestSchema } from "@/lib/appointments/series/series-schema";

// Issue 48: POST /api/appointment/series (bearer) JSON { doctorId, visitTypeId, date, time, every,
// count, userId?, replacements? } -> 201 { success, message, series, appointments }: every date
// booked in one transaction, or none: 409 { success: false, message, conflicts }.
export const POST = authedRoute(
  [],
  async ({ req, actor }) => {
    const input = await readJson(req, seriesRequestSchema);
    const answer = await bookSeries(actor, input);
    return { message: SERIES_BOOKED, ...answer };
  },
  { status: 201 },
);
