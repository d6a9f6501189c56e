// The OpenAPI operations of the email log, retrying a failed email, and unsubscribing from reminders (lib/notifications).
// Assembled with the other domains' in lib/http/openapi.ts.
import { z } from "zod";
import { unsubscribeQuery } from "@/lib/accounts/email-preferences";
import { emailListQuery, emailShape } from "@/lib/notifications/email-log";
import { cursor, message, type Operation } from "@/lib/http/openapi/operation";

export const notificationsOperations: Operation[] = [
  {
    method: "get", path: "/api/admin/emails", tag: "admin", summary: "Recent emails, newest first, with delivery status, attempts and the last SMTP error",
    auth: ["admin"], query: emailListQuery, result: { emails: z.array(emailShape), nextCursor: cursor },
  },
  {
    method: "post", path: "/api/admin/emails/{id}/retry", tag: "admin", summary: "Send a failed email again with a fresh set of attempts (409 unless failed)",
    auth: ["admin"], result: { message, email: emailShape }, errors: [409],
  },
  {
    method: "post", path: "/api/emails/unsubscribe", tag: "misc",
    summary: "One-click unsubscribe from reminder emails (RFC 8058; the signed link of a reminder's List-Unsubscribe header, no token needed)",
    auth: "public", query: unsubscribeQuery, result: { message },
  },
];
