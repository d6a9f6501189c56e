import { authedRoute } from "@/lib/http/handler";
import { checkAuditTrail } from "@/lib/audit-trail/events";

// Issue 45: walks the audit chain: { ok, checked, firstBrokenId } (docs/audit.md).
export const GET = authedRoute(["admin"], async ({ actor }) => checkAuditTrail(actor));
