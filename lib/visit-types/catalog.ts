// lib/visit-types: what the clinic offers (issue 24): visit types of their own length, price,
// mode and buffer, and which doctors offer them. Imports root, platform, outbox, accounts,
// clinic. (lib/README.md)
//
// The reads every other domain uses: the active types in order, the types one doctor offers,
// and the type a booking means (the one it names, else the doctor's default: the first active
// type they offer). A clinic that configures nothing has one type, "Consultation", 30 minutes
// at the doctor's fee, in person, offered by every doctor: SPEC's visit.
import { prisma } from "@/lib/db";
import { badRequest } from "@/lib/errors";
import { cachedRead } from "@/lib/platform/read-cache";
import { VISIT_TYPES_TAG } from "@/lib/platform/cache-tags";
import type { Prisma, VisitMode } from "@/lib/generated/prisma/client";

/** A visit type as the rules read it. */
export type VisitType = {
  id: string;
  name: string;
  description: string;
  durationMinutes: number;
  /** Whole currency units; null: the doctor's fee. */
  price: number | null;
  mode: VisitMode;
  bufferMinutes: number;
  /** null: every doctor offers it. */
  doctorIds: string[] | null;
  position: number;
  active: boolean;
  /** Issue 48: may be booked as a series of at most seriesMaxCount dates. */
  seriesAllowed: boolean;
  seriesMaxCount: number;
};

export const visitTypeSelect = {
  id: true,
  name: true,
  description: true,
  durationMinutes: true,
  price: true,
  mode: true,
  bufferMinutes: true,
  allDoctors: true,
  position: true,
  archivedAt: true,
  seriesAllowed: true,
  seriesMaxCount: true,
  doctors: { select: { doctorId: true }, orderBy: { doctorId: "asc" } },
} as const satisfies Prisma.VisitTypeSelect;

type VisitTypeRow = Prisma.VisitTypeGetPayload<{ select: typeof visitTypeSelect }>;

export function toVisitType(row: VisitTypeRow): VisitType {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    durationMinutes: row.durationMinutes,
    price: row.price,
    mode: row.mode,
    bufferMinutes: row.bufferMinutes,
    doctorIds: row.allDoctors ? null : row.doctors.map((d) => d.doctorId),
    position: row.position,
    active: row.archivedAt === null,
    seriesAllowed: row.seriesAllowed,
    seriesMaxCount: row.seriesMaxCount,
  };
}

/** Admin order: by position, then creation (ties cannot happen, but the order must be total). */
export const VISIT_TYPE_ORDER = [{ position: "asc" }, { createdAt: "asc" }, { id: "asc" }] as const satisfies Prisma.VisitTypeOrderByWithRelationInput[];

type Db = Pick<Prisma.TransactionClient, "visitType">;

async function loadActive(db: Db): Promise<VisitType[]> {
  const rows = await db.visitType.findMany({ where: { archivedAt: null }, select: visitTypeSelect, orderBy: [...VISIT_TYPE_ORDER] });
  return rows.map(toVisitType);
}

/**
 * The active visit types in order (the first is the clinic's default). A handful of rows read
 * on every slot computation, so cached with the public reads and dropped by visitTypesChanged().
 * Inside a transaction, pass its client for a fresh read.
 */
export function activeVisitTypes(db?: Db): Promise<VisitType[]> {
  return db ? loadActive(db) : cachedRead("visit-types:active", [VISIT_TYPES_TAG], () => loadActive(prisma));
}

export function offers(type: VisitType, doctorId: string): boolean {
  return type.doctorIds === null || type.doctorIds.includes(doctorId);
}

/** The active types a doctor offers, in order (the first is their default). */
export function typesOfDoctor(types: readonly VisitType[], doctorId: string): VisitType[] {
  return types.filter((t) => offers(t, doctorId));
}

export const NO_VISIT_TYPES = "This doctor is not taking appointments right now.";
export const VISIT_TYPE_NOT_OFFERED = "This doctor does not offer that visit type. Please pick another one.";

/**
 * The visit type a booking or a slots request means for this doctor: the one named (it must be
 * active and offered by the doctor: a 400 otherwise), else the doctor's default. A doctor who
 * offers no active type takes no bookings.
 */
export function pickVisitType(types: readonly VisitType[], doctorId: string, visitTypeId?: string | null): VisitType {
  const offered = typesOfDoctor(types, doctorId);
  if (visitTypeId) {
    const type = offered.find((t) => t.id === visitTypeId);
    if (!type) throw badRequest(VISIT_TYPE_NOT_OFFERED);
    return type;
  }
  if (offered.length === 0) throw badRequest(NO_VISIT_TYPES);
  return offered[0];
}

/** What a visit of this type costs with this doctor. */
export function priceWith(type: Pick<VisitType, "price">, doctorFee: number): number {
  return type.price ?? doctorFee;
}

/**
 * The lowest price among the types a doctor offers, when their prices differ ("from $X" on
 * cards and the doctor page); null when every type costs the same (the fee shows as today).
 */
export function fromPrice(types: readonly VisitType[], doctorId: string, doctorFee: number): number | null {
  const prices = typesOfDoctor(types, doctorId).map((t) => priceWith(t, doctorFee));
  if (prices.length < 2 || prices.every((p) => p === prices[0])) return null;
  return Math.min(...prices);
}
