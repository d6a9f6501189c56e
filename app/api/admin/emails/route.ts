import { authedRoute } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/body";
import { emailListQuery, listEmails } from "@/lib/notifications/email-log";

// Extra: recent emails, newest first, with their delivery status (the admin's Emails screen).
export const GET = authedRoute(["admin"], async ({ req, actor }) => {
  const page = await listEmails(actor, readQuery(req, emailListQuery));
  return { emails: page.items, nextCursor: page.nextCursor };
});
