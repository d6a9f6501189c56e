// Issue 24 item 6: a doctor's calendar subscription, GET /api/calendar-feed/{token}.ics.
// Public: the signed token in the path is the only proof (calendar apps send no
// credentials). The validator comes first, so a poll that changes nothing costs one
// aggregate query and answers 304.
import type { NextRequest } from "next/server";
import { calendarFeed } from "@/lib/appointments/calendar-feed";
import { jsonError } from "@/lib/http/handler";
import { CALENDAR_FEED_CACHE_CONTROL, matchesIfNoneMatch } from "@/lib/http/cache-headers";

export const dynamic = "force-dynamic";

export async function GET(req: NextRequest, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  try {
    const { token } = await params;
    const feed = await calendarFeed(token.replace(/\.ics$/, ""));
    const headers = new Headers({
      etag: feed.etag,
      "cache-control": CALENDAR_FEED_CACHE_CONTROL,
      // The link is a secret: keep it out of search engines and Referer headers.
      "x-robots-tag": "noindex",
      "referrer-policy": "no-referrer",
    });
    if (matchesIfNoneMatch(req.headers.get("if-none-match"), feed.etag)) return new Response(null, { status: 304, headers });
    headers.set("content-type", "text/calendar; charset=utf-8");
    headers.set("content-disposition", 'inline; filename="careslot.ics"');
    return new Response(await feed.render(), { status: 200, headers });
  } catch (err) {
    return jsonError(err);
  }
}
