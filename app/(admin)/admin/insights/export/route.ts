// "Download CSV" on /admin/insights (issue 28): the same streamed file as
// GET /api/admin/appointments/export, for the signed-in admin's browser (the REST route takes a
// bearer token; a download link carries the session cookie).
// Languages (issue 29): the file's column names and values stay English whatever the page's
// language: a CSV is a machine format, read by spreadsheets and scripts that expect the same
// columns as the REST export. The refusals below are plain-text answers to a download, English too.
import { currentActor } from "@/lib/auth/session";
import { fieldErrorsOf } from "@/lib/validation";
import { adminInsightsQuery } from "@/lib/insights/insights-schema";
import { exportAppointmentsCsv } from "@/lib/insights/export";

export const dynamic = "force-dynamic";

const text = (body: string, status: number) => new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });

export async function GET(request: Request) {
  const actor = await currentActor();
  if (!actor) return Response.redirect(new URL(`/login?callbackUrl=${encodeURIComponent("/admin/insights")}`, request.url), 303);
  if (actor.role !== "admin") return text("Only admins can download the clinic's appointments", 403);
  // Empty fields ("All doctors") are no filter.
  const params = Object.fromEntries([...new URL(request.url).searchParams].filter(([, v]) => v !== ""));
  const parsed = adminInsightsQuery.safeParse(params);
  if (!parsed.success) return text(Object.values(fieldErrorsOf(parsed.error)).join("\n"), 400);
  const { filename, stream } = exportAppointmentsCsv(actor, parsed.data);
  return new Response(stream, {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${filename}"`, "cache-control": "no-store" },
  });
}
