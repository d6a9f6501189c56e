"use server";

// Server actions for a series of visits (issue 48): the check before booking, the booking, the
// read, cancelling and moving with a scope. Thin: the rules, the role and ownership checks live in
// lib/appointments/series/. A booking or move refused for some dates answers { ok: false,
// message, details: { conflicts } } (the REST 409's conflicts).
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { serverAction } from "@/lib/actions/safe-action";
import { idSchema } from "@/lib/validation";
import { bookSeries, cancelSeries, rescheduleSeries, SERIES_BOOKED, SERIES_CANCELLED, SERIES_RESCHEDULED } from "@/lib/appointments/series";
import { seriesCancelSchema, seriesRequestSchema, seriesRescheduleSchema } from "@/lib/appointments/series/series-schema";

/** Books every date or none; refused: details.conflicts lists each date that does not fit with its alternatives. */
export const bookSeriesAction = serverAction(
  { roles: [], schema: seriesRequestSchema, success: SERIES_BOOKED },
  async (input, { actor }) => {
    const answer = await bookSeries(actor, input);
    revalidatePath("/", "layout");
    return answer;
  },
);

export const cancelSeriesAction = serverAction(
  { roles: [], schema: z.object({ seriesId: idSchema }).and(seriesCancelSchema), success: SERIES_CANCELLED },
  async ({ seriesId, ...input }, { actor }) => {
    const answer = await cancelSeries(actor, seriesId, input);
    revalidatePath("/", "layout");
    return answer;
  },
);

export const rescheduleSeriesAction = serverAction(
  { roles: [], schema: seriesRescheduleSchema.extend({ seriesId: idSchema }), success: SERIES_RESCHEDULED },
  async ({ seriesId, ...input }, { actor }) => {
    const answer = await rescheduleSeries(actor, seriesId, input);
    revalidatePath("/", "layout");
    return answer;
  },
);
