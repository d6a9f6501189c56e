// The OpenAPI operations of the audit trail (lib/audit-trail, issue 45; docs/audit.md).
// Assembled with the other domains' in lib/http/openapi.ts.
import { z } from "zod";
import { auditEventShape, auditQuerySchema } from "@/lib/audit-trail/audit-query-schema";
import { cursor, type Operation } from "@/lib/http/openapi/operation";

export const auditOperations: Operation[] = [
  {
    method: "get", path: "/api/admin/audit", tag: "admin",
    summary:
      "The audit trail, newest first, filtered by clinic-local days (from, to), the account that acted, the patient the data belongs to and the action " +
      "(one of docs/audit.md's list); paged by `cursor`. Each event: who (null for a job), what, on what, for which patient, the outcome, address, browser and small details",
    auth: ["admin"], query: auditQuerySchema, result: { events: z.array(auditEventShape), nextCursor: cursor },
  },
  {
    method: "get", path: "/api/admin/audit/verify", tag: "admin",
    summary: "Walks the audit chain: each event's SHA-256 of its content and the previous event's hash. `firstBrokenId` is the first event altered or following a removed one",
    auth: ["admin"],
    result: { ok: z.boolean(), checked: z.number().int(), firstBrokenId: z.string().nullable() },
  },
];
