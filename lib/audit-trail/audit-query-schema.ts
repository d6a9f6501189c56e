// The admin's look at the audit trail (issue 45): the filters of /admin/audit, its CSV and
// GET /api/admin/audit, one schema for all three.
import { z } from "zod";
import { clinicDateSchema, idSchema, pageLimit } from "@/lib/validation";
import { AUDIT_ACTIONS } from "@/lib/audit/actions";

export const AUDIT_PAGE = 50;
export const FROM_AFTER_TO = "from must be on or before to";

export const auditQuerySchema = z
  .strictObject({
    from: clinicDateSchema.optional().describe("First clinic-local day (YYYY-MM-DD), included"),
    to: clinicDateSchema.optional().describe("Last clinic-local day (YYYY-MM-DD), included"),
    actorId: idSchema.optional().describe("Only events by this account (a user id)"),
    patientId: idSchema.optional().describe("Only events about this patient or dependent (a user id)"),
    action: z.enum(AUDIT_ACTIONS, { error: "That action is not in the audit trail's list" }).optional().describe("Only this action (docs/audit.md)"),
    cursor: z.string().trim().regex(/^\d{1,18}$/, "That cursor is not valid").optional().describe("The previous page's nextCursor"),
    limit: pageLimit(200).optional().describe("Events per page (1 to 200; default 50)"),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: FROM_AFTER_TO, path: ["from"] });

export type AuditQuery = z.output<typeof auditQuerySchema>;

/** One event as the API answers it. */
export const auditEventShape = z.object({
  id: z.string(),
  at: z.string().describe("ISO instant"),
  actor: z.object({ _id: z.string(), name: z.string(), role: z.string() }).nullable().describe("null for a job (system) or a failed sign-in of no account"),
  action: z.string(),
  subject: z.object({ type: z.string(), id: z.string().nullable() }),
  patientId: z.string().nullable(),
  patientName: z.string().nullable(),
  outcome: z.enum(["done", "refused"]),
  address: z.string().nullable(),
  userAgent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEventDTO = z.output<typeof auditEventShape>;

/** The longest "Person" search the screen takes (its field's maxLength too). */
export const AUDIT_PERSON_MAX = 100;

/** The screen's "Person" field (a name or an email, resolved to staff accounts); only the page reads it. */
export const auditPersonSearchSchema = z.string().trim().min(1).max(AUDIT_PERSON_MAX);
