import { authedRoute } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/body";
import { adminInsightsQuery } from "@/lib/insights/insights-schema";
import { exportAppointmentsCsv } from "@/lib/insights/export";

// Issue 28: the range's appointments as a CSV download, streamed page by page (docs/insights.md).
export const GET = authedRoute(["admin"], async ({ req, actor }) => {
  const { filename, stream } = exportAppointmentsCsv(actor, readQuery(req, adminInsightsQuery));
  return new Response(stream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
    },
  });
});
