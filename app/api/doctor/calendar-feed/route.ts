import { apiOrigin, authedRoute } from "@/lib/http/handler";
import { CALENDAR_LINK_RESET, calendarFeedUrl, resetCalendarFeed } from "@/lib/appointments/calendar-feed";

// Issue 24 item 6: the signed-in doctor's private calendar link -> { success, url, webcalUrl }.
export const GET = authedRoute(["doctor"], async ({ req, actor }) => calendarFeedUrl(actor, apiOrigin(req)));

// "Reset link": a new link, the old one stops working -> { success, message, url, webcalUrl }.
export const POST = authedRoute(["doctor"], async ({ req, actor }) => ({
  message: CALENDAR_LINK_RESET,
  ...(await resetCalendarFeed(actor, apiOrigin(req))),
}));
