// The inactive patients' retention (issue 45 item 6): with the clinic's inactivePatientRetentionDays
// set (null: never), a daily job erases every patient (an account or a record the desk made) with
// no visit and no sign-in for that many days, with their dependents (no visit of theirs either),
// as "Delete my account" does (erase.ts), each in its own transaction and recorded in the trail as
// the system's `patient.erased_inactive`. A job on the email queue (lib/outbox registerJob), queued
// by the worker once a day (lib/notifications/worker.ts); a second run the same day finds nobody.
import { prisma } from "@/lib/db";
import { queueJob, registerJob } from "@/lib/outbox/outbox";
import { SYSTEM_ACTOR } from "@/lib/audit/record";
import { getClinicSettings } from "@/lib/clinic/settings";
import { eraseIdentities } from "@/lib/privacy/erase";

export const INACTIVE_PATIENTS_JOB = "inactivePatientErasure";
const BATCH = 100;
const DAY_MS = 86_400_000;

/**
 * Patients (not dependents: they go with their guardian) made and last signed in before `cutoff`,
 * with no visit, theirs or a dependent's, starting from `cutoff` on (a visit to come counts as activity).
 * `lockRows`: in a transaction, the row is locked and checked again (a sign-in in between keeps it).
 */
async function inactive(db: Pick<typeof prisma, "$queryRaw">, cutoff: Date, opts: { after?: string; id?: string; lockRows?: boolean }): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT u.id FROM users u
     WHERE u.role = 'patient' AND u.guardian_id IS NULL AND u.erased_at IS NULL
       AND u.created_at < ${cutoff}
       AND (u.last_sign_in_at IS NULL OR u.last_sign_in_at < ${cutoff})
       AND u.id > ${opts.after ?? ""} AND (${opts.id ?? null}::text IS NULL OR u.id = ${opts.id ?? null})
       AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.patient_id = u.id AND a.starts_at >= ${cutoff})
       AND NOT EXISTS (SELECT 1 FROM users d JOIN appointments a ON a.patient_id = d.id WHERE d.guardian_id = u.id AND a.starts_at >= ${cutoff})
     ORDER BY u.id
     LIMIT ${BATCH}`;
  return rows.map((r) => r.id);
}

/** Erases the inactive patients now, with the clinic's setting; answers how many people (dependents included) were erased. */
export async function eraseInactivePatients(now = new Date()): Promise<number> {
  const { inactivePatientRetentionDays: days } = await getClinicSettings();
  if (!days) return 0;
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  let erased = 0;
  let after: string | undefined;
  for (;;) {
    const batch = await inactive(prisma, cutoff, { after });
    for (const id of batch) {
      erased += await prisma.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT id FROM users WHERE id = ${id} FOR UPDATE`;
        if ((await inactive(tx, cutoff, { id })).length === 0) return 0;
        const dependents = await tx.user.findMany({ where: { guardianId: id }, select: { id: true } });
        const ids = [id, ...dependents.map((d) => d.id)];
        await eraseIdentities(tx, ids, now, { actor: SYSTEM_ACTOR, action: "patient.erased_inactive", details: { retentionDays: days } });
        return ids.length;
      });
    }
    if (batch.length < BATCH) return erased;
    after = batch[batch.length - 1];
  }
}

/** Queues a run (the worker does, once a day and at its start). */
export async function queueInactivePatientErasure(): Promise<void> {
  await prisma.$transaction((tx) => queueJob(tx, INACTIVE_PATIENTS_JOB, "daily"));
}

registerJob(INACTIVE_PATIENTS_JOB, () => eraseInactivePatients());
