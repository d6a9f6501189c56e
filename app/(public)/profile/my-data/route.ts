// "Download my data" on the profile (issue 45): the same JSON file as GET /api/user/export, for the
// signed-in patient's browser (the REST route takes a bearer token; a download link carries the
// session cookie). Refusals are plain-text answers to a download, in English (as the CSV export's).
import { currentActor } from "@/lib/auth/session";
import { describeError } from "@/lib/http/error-response";
import { exportFileName, exportMyData } from "@/lib/privacy/export";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  const actor = await currentActor();
  if (!actor) return Response.redirect(new URL(`/login?callbackUrl=${encodeURIComponent("/profile")}`, request.url), 303);
  try {
    const data = await exportMyData(actor);
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        "content-type": "application/json; charset=utf-8",
        "content-disposition": `attachment; filename="${exportFileName()}"`,
        "cache-control": "private, no-store",
      },
    });
  } catch (err) {
    const failure = describeError(err);
    const headers: Record<string, string> = { "content-type": "text/plain; charset=utf-8", "cache-control": "private, no-store" };
    if (failure.retryAfter) headers["retry-after"] = String(failure.retryAfter);
    return new Response(failure.message, { status: failure.status, headers });
  }
}
