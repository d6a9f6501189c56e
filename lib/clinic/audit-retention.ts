// The audit trail's daily retention (issue 45 item 6) as a job on the email queue (lib/outbox
// registerJob): it reads the clinic's auditRetentionDays and removes older whole days
// (lib/audit/retention.ts). The worker queues it (lib/notifications/worker.ts); it is harmless
// to run more often than daily: a second run the same day finds nothing to remove.
import { prisma } from "@/lib/db";
import { queueJob, registerJob } from "@/lib/outbox/outbox";
import { removeExpiredAuditDays } from "@/lib/audit/retention";
import { getClinicSettings } from "@/lib/clinic/settings";

export const AUDIT_RETENTION_JOB = "auditRetention";

/** Runs the retention now with the clinic's setting. */
export async function runAuditRetention(): Promise<number> {
  const { auditRetentionDays } = await getClinicSettings();
  return (await removeExpiredAuditDays(auditRetentionDays)).removed;
}

/** Queues a run of the retention (the worker does, once a day). */
export async function queueAuditRetention(): Promise<void> {
  await prisma.$transaction((tx) => queueJob(tx, AUDIT_RETENTION_JOB, "daily"));
}

registerJob(AUDIT_RETENTION_JOB, () => runAuditRetention());
