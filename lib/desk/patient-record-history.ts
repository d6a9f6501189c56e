// The history of a patient record (issue 26 item 5): each creation, edit and invitation by staff,
// recorded like a booking (who, in what role, when) in the transaction of the change itself, so a
// change is never without its row nor a row without its change. An edit names the fields it
// changed, never their values: the record holds the values, and a history that copied them would
// keep a phone number or an address the patient asked the clinic to replace.
import { prisma } from "@/lib/db";
import type { Actor } from "@/lib/accounts/users";
import { recordAudit } from "@/lib/audit/record";
import { RECORD_FIELDS, type PatientRecordChangeDTO, type RecordAction, type RecordField } from "@/lib/desk/patient-record-schema";
import type { Prisma } from "@/lib/generated/prisma/client";

/** Records one change of `patientId` by `actor`, inside the caller's transaction. */
export async function recordPatientChange(
  tx: Prisma.TransactionClient,
  patientId: string,
  actor: Actor,
  action: RecordAction,
  fields: RecordField[] = [],
): Promise<void> {
  await tx.patientRecordChange.create({ data: { patientId, actorId: actor.id, actorRole: actor.role, action, fields } });
  // The clinic-wide audit trail too (issue 45): the same change, with where it came from.
  await recordAudit(tx, actor, { action: `patient_record.${action}`, subject: { type: "user", id: patientId }, patientId, details: fields.length ? { fields } : {} });
  if (fields.includes("email")) await recordAudit(tx, actor, { action: "email.changed", subject: { type: "user", id: patientId }, patientId });
}

/** A patient's history, newest first (the index on patient_id, created_at). Who may read it is the caller's rule. */
export async function historyOf(patientId: string): Promise<PatientRecordChangeDTO[]> {
  const rows = await prisma.patientRecordChange.findMany({
    where: { patientId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { action: true, fields: true, createdAt: true, actorRole: true, actor: { select: { id: true, name: true } } },
  });
  return rows.map((r) => ({
    action: r.action as RecordAction,
    // In the order of the form, whatever order they were written in.
    fields: RECORD_FIELDS.filter((f) => r.fields.includes(f)),
    at: r.createdAt.toISOString(),
    by: r.actor ? { _id: r.actor.id, name: r.actor.name, role: r.actorRole } : null,
  }));
}
