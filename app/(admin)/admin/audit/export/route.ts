// "Download CSV" on /admin/audit (issue 45): the filtered events, streamed, for the signed-in
// admin's browser (a download link carries the session cookie). Column names and values stay
// English whatever the page's language, as the insights' CSV does; refusals are plain text.
import { currentActor } from "@/lib/auth/session";
import { fieldErrorsOf } from "@/lib/validation";
import { auditQuerySchema } from "@/lib/audit-trail/audit-query-schema";
import { exportAuditCsv } from "@/lib/audit-trail/events";

export const dynamic = "force-dynamic";

const text = (body: string, status: number) => new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });

export async function GET(request: Request) {
  const actor = await currentActor();
  if (!actor) return Response.redirect(new URL(`/login?callbackUrl=${encodeURIComponent("/admin/audit")}`, request.url), 303);
  if (actor.role !== "admin") return text("Only admins can see the audit trail", 403);
  // Empty fields ("Everyone", "Every action") are no filter.
  const params = Object.fromEntries([...new URL(request.url).searchParams].filter(([key, v]) => v !== "" && key !== "cursor"));
  const parsed = auditQuerySchema.safeParse(params);
  if (!parsed.success) return text(Object.values(fieldErrorsOf(parsed.error)).join("\n"), 400);
  const { filename, stream } = exportAuditCsv(actor, parsed.data);
  return new Response(stream, {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${filename}"`, "cache-control": "no-store" },
  });
}
