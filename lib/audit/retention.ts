// The retention of the audit trail (issue 45 item 6): whole clinic days older than the clinic's
// auditRetentionDays are removed, and the removal is itself an event that says what went (how
// many events, through which day, the last removed event's hash: the anchor the chain's check
// starts from, lib/audit/verify.ts). The table's trigger refuses any other DELETE; it lets this
// one through because the transaction sets careslot.audit_retention and the rows are old enough.
import { prisma } from "@/lib/db";
import { addDays, clinicDateOf, clinicTimeZone, instantAt } from "@/lib/clinic-time";
import { recordAudit, SYSTEM_ACTOR } from "@/lib/audit/record";

export type RetentionOutcome = { removed: number; before: string };

/** Removes the events of every clinic day that ended more than `retentionDays` days ago. */
export async function removeExpiredAuditDays(retentionDays: number, now = new Date()): Promise<RetentionOutcome> {
  const tz = clinicTimeZone();
  const firstKept = addDays(clinicDateOf(now, tz), -retentionDays);
  const cutoff = instantAt(firstKept, 0, tz);
  return prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT set_config('careslot.audit_retention', 'on', true)`;
    const removed = await tx.$queryRaw<{ n: bigint; last_hash: string | null }[]>`
      WITH gone AS (DELETE FROM audit_events WHERE at < ${cutoff} RETURNING seq, hash)
      SELECT count(*) AS n, (SELECT hash FROM gone ORDER BY seq DESC NULLS LAST LIMIT 1) AS last_hash FROM gone`;
    await tx.$executeRaw`SELECT set_config('careslot.audit_retention', '', true)`;
    const count = Number(removed[0]?.n ?? 0);
    if (count > 0) {
      await recordAudit(tx, SYSTEM_ACTOR, {
        action: "audit.days_removed",
        subject: { type: "audit_events" },
        details: { count, before: firstKept, retentionDays, lastRemovedHash: removed[0].last_hash ?? "" },
      });
    }
    return { removed: count, before: firstKept };
  });
}
