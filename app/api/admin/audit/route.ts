import { authedRoute } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/body";
import { auditQuerySchema } from "@/lib/audit-trail/audit-query-schema";
import { listAuditEvents } from "@/lib/audit-trail/events";

// Issue 45: the audit trail, filtered and paged newest first (docs/audit.md).
export const GET = authedRoute(["admin"], async ({ req, actor }) => listAuditEvents(actor, readQuery(req, auditQuerySchema)));
