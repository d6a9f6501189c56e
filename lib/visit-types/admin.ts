// The admin's visit types (issue 24 item 2): add, edit, archive, restore and order them. Each
// operation checks that the actor is an admin itself, whoever calls it (the REST routes, the
// server actions), and its success text lives beside it.
//
// A type is never deleted, only archived: appointments keep pointing at it, and an archived type
// can be restored. The clinic always keeps one active type (the booking page needs a default):
// archiving the last one is a 409; so is an archive or an edit that would leave a doctor who
// takes bookings with no type to book (they would silently have no slot). Every write takes the table's write lock first, so two admins
// cannot interleave (two archives of the last two types leave one active, two additions do not
// share a position).
import { prisma } from "@/lib/db";
import { badRequest, conflict, forbidden, notFound } from "@/lib/errors";
import { visitTypesChanged } from "@/lib/platform/cache-tags";
import { activeVisitTypes, toVisitType, VISIT_TYPE_ORDER, visitTypeSelect, type VisitType } from "@/lib/visit-types/catalog";
import type { MoveDirection, VisitTypeInput } from "@/lib/visit-types/visit-type-schema";
import type { Actor } from "@/lib/accounts/users";
import { recordAudit } from "@/lib/audit/record";
import type { Prisma } from "@/lib/generated/prisma/client";

export const ADMINS_ONLY = "Only admins can manage visit types";
export const VISIT_TYPE_NOT_FOUND = "Visit type not found";
export const LAST_ACTIVE_TYPE = "The last active visit type cannot be archived: patients could not book any visit. Add or restore another type first.";
export const UNKNOWN_DOCTORS = "One or more of the chosen doctors do not exist";
/** A change that would leave doctors who take bookings with no type to book: a 409 naming them. */
export const leftWithoutType = (names: string[]) =>
  `${names.join(", ")} would have no visit type left, so patients could not book ${names.length === 1 ? "them" : "them at all"}. Add another type for ${names.length === 1 ? "this doctor" : "these doctors"} first.`;

export const VISIT_TYPE_ADDED = "Visit type added";
export const VISIT_TYPE_UPDATED = "Visit type saved";
export const VISIT_TYPE_ARCHIVED = "Visit type archived. Booked visits of this type stay as they are.";
export const VISIT_TYPE_RESTORED = "Visit type restored";
export const VISIT_TYPES_REORDERED = "Order saved";

function assertAdmin(actor: Actor): void {
  if (actor.role !== "admin") throw forbidden(ADMINS_ONLY);
}

type Tx = Prisma.TransactionClient;

/**
 * Serializes the writes of visit types: SHARE ROW EXCLUSIVE conflicts with itself and with
 * writes, not with reads (slot computations and bookings read on).
 */
async function lockVisitTypes(tx: Tx): Promise<void> {
  await tx.$executeRaw`LOCK TABLE "visit_types" IN SHARE ROW EXCLUSIVE MODE`;
}

async function findOrThrow(tx: Tx, id: string): Promise<VisitType> {
  const row = await tx.visitType.findUnique({ where: { id }, select: visitTypeSelect });
  if (!row) throw notFound(VISIT_TYPE_NOT_FOUND);
  return toVisitType(row);
}

async function allInOrder(db: Pick<Tx, "visitType">): Promise<VisitType[]> {
  const rows = await db.visitType.findMany({ select: visitTypeSelect, orderBy: [...VISIT_TYPE_ORDER] });
  return rows.map(toVisitType);
}

/** Every named doctor must exist (a 400 otherwise); archived doctors count, so an old list can be saved again. */
async function checkDoctors(tx: Tx, doctorIds: string[] | null): Promise<void> {
  if (!doctorIds) return;
  const found = await tx.doctor.count({ where: { id: { in: doctorIds } } });
  if (found !== doctorIds.length) throw badRequest(UNKNOWN_DOCTORS, { doctorIds: UNKNOWN_DOCTORS });
}

function fieldsOf(input: VisitTypeInput) {
  return {
    name: input.name,
    description: input.description,
    durationMinutes: input.durationMinutes,
    price: input.price,
    mode: input.mode,
    bufferMinutes: input.bufferMinutes,
    allDoctors: input.doctorIds === null,
  };
}

/** The doctors (not archived) who offer no active type: they have no slot and take no booking. */
async function doctorsWithoutType(tx: Tx): Promise<Map<string, string>> {
  const rows = await tx.$queryRaw<{ id: string; name: string }[]>`
    SELECT d."id", u."name" FROM "doctors" d JOIN "users" u ON u."id" = d."user_id"
     WHERE d."archived_at" IS NULL
       AND NOT EXISTS (
         SELECT 1 FROM "visit_types" t
          WHERE t."archived_at" IS NULL
            AND (t."all_doctors" OR EXISTS (SELECT 1 FROM "visit_type_doctors" vd WHERE vd."visit_type_id" = t."id" AND vd."doctor_id" = d."id")))
     ORDER BY u."name"`;
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Runs a change that may take types away from doctors (an archive, a narrower list of doctors)
 * and refuses it (409, rolled back) when a doctor who had a type to book would be left with none.
 * Doctors already without one (an admin's earlier choice) do not block other changes.
 */
async function keepingEveryDoctorBookable<T>(tx: Tx, change: () => Promise<T>): Promise<T> {
  const before = await doctorsWithoutType(tx);
  const result = await change();
  const after = await doctorsWithoutType(tx);
  const lost = [...after].filter(([id]) => !before.has(id)).map(([, name]) => name);
  if (lost.length > 0) throw conflict(leftWithoutType(lost.slice(0, 3).concat(lost.length > 3 ? [`${lost.length - 3} more`] : [])));
  return result;
}

/** Runs a write under the lock, then drops the cached reads once it has committed. */
async function write<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await prisma.$transaction(async (tx) => {
    await lockVisitTypes(tx);
    return fn(tx);
  });
  visitTypesChanged();
  return result;
}

/** The public list: the active types in order (the first is the clinic's default). */
export function listVisitTypes(): Promise<VisitType[]> {
  return activeVisitTypes();
}

/** Admins: every visit type, archived ones included, in order. */
export async function listVisitTypesForAdmin(actor: Actor): Promise<VisitType[]> {
  assertAdmin(actor);
  return allInOrder(prisma);
}

export type DoctorChoice = { id: string; name: string; archived: boolean };

/** Admins: the doctors a visit type can name, by name, for the admin's list and form (archived ones flagged). */
export async function doctorChoices(actor: Actor): Promise<DoctorChoice[]> {
  assertAdmin(actor);
  const rows = await prisma.doctor.findMany({
    select: { id: true, archivedAt: true, user: { select: { name: true } } },
    orderBy: [{ user: { name: "asc" } }, { id: "asc" }],
  });
  return rows.map((d) => ({ id: d.id, name: d.user.name, archived: d.archivedAt !== null }));
}

/** Admins: a new type, last in the list. */
export async function createVisitType(actor: Actor, input: VisitTypeInput): Promise<VisitType> {
  assertAdmin(actor);
  return write(async (tx) => {
    await checkDoctors(tx, input.doctorIds);
    const last = await tx.visitType.aggregate({ _max: { position: true } });
    const row = await tx.visitType.create({
      data: {
        ...fieldsOf(input),
        position: (last._max.position ?? -1) + 1,
        ...(input.doctorIds ? { doctors: { create: input.doctorIds.map((doctorId) => ({ doctorId })) } } : {}),
      },
      select: visitTypeSelect,
    });
    await recordAudit(tx, actor, { action: "visit_type.created", subject: { type: "visit_type", id: row.id } });
    return toVisitType(row);
  });
}

/**
 * Admins: replaces a type's fields and its doctors (archived types too). Appointments already
 * booked keep their own length, buffer and price.
 */
export async function updateVisitType(actor: Actor, id: string, input: VisitTypeInput): Promise<VisitType> {
  assertAdmin(actor);
  return write(async (tx) => {
    await findOrThrow(tx, id);
    await checkDoctors(tx, input.doctorIds);
    const row = await keepingEveryDoctorBookable(tx, async () => {
      await tx.visitTypeDoctor.deleteMany({ where: { visitTypeId: id } });
      return tx.visitType.update({
        where: { id },
        data: {
          ...fieldsOf(input),
          ...(input.doctorIds ? { doctors: { create: input.doctorIds.map((doctorId) => ({ doctorId })) } } : {}),
        },
        select: visitTypeSelect,
      });
    });
    await recordAudit(tx, actor, { action: "visit_type.updated", subject: { type: "visit_type", id }, details: { fields: Object.keys(input) } });
    return toVisitType(row);
  });
}

/**
 * Admins: archives a type (with or without appointments; it is never deleted). Patients no longer
 * see it; booked visits of it stay. The last active type cannot be archived (409), nor the last
 * one a doctor offers (409 naming them). Archiving an archived type changes nothing.
 */
export async function archiveVisitType(actor: Actor, id: string): Promise<VisitType> {
  assertAdmin(actor);
  return write(async (tx) => {
    const type = await findOrThrow(tx, id);
    if (!type.active) return type;
    const othersActive = await tx.visitType.count({ where: { archivedAt: null, id: { not: id } } });
    if (othersActive === 0) throw conflict(LAST_ACTIVE_TYPE);
    const row = await keepingEveryDoctorBookable(tx, () =>
      tx.visitType.update({ where: { id }, data: { archivedAt: new Date() }, select: visitTypeSelect }),
    );
    await recordAudit(tx, actor, { action: "visit_type.archived", subject: { type: "visit_type", id } });
    return toVisitType(row);
  });
}

/** Admins: offers an archived type again, in its old place. Restoring an active type changes nothing. */
export async function restoreVisitType(actor: Actor, id: string): Promise<VisitType> {
  assertAdmin(actor);
  return write(async (tx) => {
    const type = await findOrThrow(tx, id);
    if (type.active) return type;
    const row = await tx.visitType.update({ where: { id }, data: { archivedAt: null }, select: visitTypeSelect });
    await recordAudit(tx, actor, { action: "visit_type.restored", subject: { type: "visit_type", id } });
    return toVisitType(row);
  });
}

/**
 * Admins: moves a type one place up or down the list (archived ones included: the list is one
 * order); the first active type is the clinic's default. At the edge nothing moves. Answers the
 * whole list in its new order. Positions are renumbered 0, 1, 2... on the way.
 */
export async function moveVisitType(actor: Actor, id: string, direction: MoveDirection): Promise<VisitType[]> {
  assertAdmin(actor);
  return write(async (tx) => {
    const types = await allInOrder(tx);
    const from = types.findIndex((t) => t.id === id);
    if (from < 0) throw notFound(VISIT_TYPE_NOT_FOUND);
    const to = direction === "up" ? from - 1 : from + 1;
    if (to >= 0 && to < types.length) [types[from], types[to]] = [types[to], types[from]];
    await recordAudit(tx, actor, { action: "visit_type.reordered", subject: { type: "visit_type", id }, details: { direction } });
    for (const [position, t] of types.entries()) {
      if (t.position !== position) await tx.visitType.update({ where: { id: t.id }, data: { position } });
    }
    return types.map((t, position) => ({ ...t, position }));
  });
}
