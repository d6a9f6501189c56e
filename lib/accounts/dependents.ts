// "My family" (issue 26): a signed-in patient adds, edits and removes dependents. Each dependent
// is a patient record of its own (one person, one record: never the guardian's record with
// another name), without a login, whose guardian books, moves and cancels its visits and gets its
// emails. Removing one reads its appointments and ends its waitlist places, so it lives after
// both, with a person's data (lib/privacy/dependent-removal.ts).
import { prisma } from "@/lib/db";
import { forbidden, notFound } from "@/lib/errors";
import { ageOn } from "@/lib/accounts/serialize";
import { genderLabel, genderValue } from "@/lib/accounts/gender";
import type { DependentDTO, DependentInput } from "@/lib/accounts/dependent-schema";
import { RELATIONSHIPS, type Relationship } from "@/lib/accounts/relationships";
import type { Actor } from "@/lib/accounts/users";
import { recordAudit } from "@/lib/audit/record";
import type { Gender } from "@/lib/generated/prisma/enums";
import type { Prisma } from "@/lib/generated/prisma/client";

export const DEPENDENT_ADDED = "Family member added";
export const DEPENDENT_UPDATED = "Family member updated";
export const DEPENDENT_NOT_FOUND = "Family member not found";
export const PATIENTS_ONLY = "Only patients can manage a family";

const select = { id: true, name: true, dob: true, gender: true, relationship: true } as const;
type Row = { id: string; name: string; dob: Date | null; gender: Gender; relationship: string };

function toDependentDTO(r: Row): DependentDTO {
  const relationship = (RELATIONSHIPS as readonly string[]).includes(r.relationship) ? (r.relationship as Relationship) : "other";
  return { _id: r.id, name: r.name, dob: r.dob ? r.dob.toISOString().slice(0, 10) : "", age: ageOn(r.dob), gender: genderLabel(r.gender), relationship };
}

export function assertPatient(actor: Actor): void {
  if (actor.role !== "patient") throw forbidden(PATIENTS_ONLY);
}

const data = (input: DependentInput) => ({
  name: input.name,
  dob: new Date(`${input.dob}T00:00:00Z`),
  gender: genderValue(input.gender),
  relationship: input.relationship,
});

/** Whether `patientId` is a current dependent of `guardianId`. */
export async function isGuardianOf(guardianId: string, patientId: string): Promise<boolean> {
  return (await prisma.user.count({ where: { id: patientId, guardianId, archivedAt: null } })) > 0;
}

export async function listDependents(actor: Actor): Promise<DependentDTO[]> {
  assertPatient(actor);
  const rows = await prisma.user.findMany({ where: { guardianId: actor.id, archivedAt: null }, select, orderBy: [{ name: "asc" }, { id: "asc" }] });
  return rows.map(toDependentDTO);
}

/** The record itself; the clinic's bounds on additions are checked by its caller (lib/clinic/dependent-addition.ts). */
export async function addDependent(actor: Actor, input: DependentInput, db: Pick<Prisma.TransactionClient, "user" | "auditEvent"> = prisma): Promise<DependentDTO> {
  assertPatient(actor);
  const row = await db.user.create({ data: { ...data(input), role: "patient", guardianId: actor.id, createdById: actor.id }, select });
  await recordAudit(db, actor, { action: "dependent.added", subject: { type: "user", id: row.id }, patientId: row.id });
  return toDependentDTO(row);
}

/** The actor's current dependent `id`, or a 404 (someone else's, archived, or no such record). */
export async function ownDependent(actor: Actor, id: string) {
  assertPatient(actor);
  const row = await prisma.user.findFirst({ where: { id, guardianId: actor.id, archivedAt: null }, select: { id: true } });
  if (!row) throw notFound(DEPENDENT_NOT_FOUND);
  return row;
}

export async function updateDependent(actor: Actor, id: string, input: DependentInput): Promise<DependentDTO> {
  await ownDependent(actor, id);
  return prisma.$transaction(async (tx) => {
    const row = await tx.user.update({ where: { id }, data: data(input), select });
    await recordAudit(tx, actor, { action: "dependent.updated", subject: { type: "user", id }, patientId: id, details: { fields: Object.keys(input) } });
    return toDependentDTO(row);
  });
}
