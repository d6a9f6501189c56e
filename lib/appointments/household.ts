// A household (issue 41, finding 1): a guardian and their family members (dependents). A
// guardian books and waits for each of them, so a limit that protects the clinic from one account
// (how much of one doctor's calendar or waitlist it holds) counts the household, not only the
// person; limits about one person's own visits stay per person. docs/front-desk.md lists which is which.
import { conflict } from "@/lib/errors";
import { OPEN_STATUSES } from "@/lib/appointments/status";
import type { Prisma } from "@/lib/generated/prisma/client";

type Tx = Prisma.TransactionClient;

/**
 * The household of `patientId`: its head (the guardian, or the patient who has none) and every
 * person in it, removed ones included (they hold nothing). The head's row is locked, so the
 * household's bookings and joins take turns; callers lock the person's own row first (a head is
 * only ever locked last, so two households never wait for each other in a cycle).
 */
export async function lockHousehold(tx: Tx, patientId: string): Promise<string[]> {
  const person = await tx.user.findUnique({ where: { id: patientId }, select: { guardianId: true } });
  const headId = person?.guardianId ?? patientId;
  if (headId !== patientId) await tx.$queryRaw`SELECT 1 FROM "users" WHERE "id" = ${headId} FOR UPDATE`;
  const dependents = await tx.user.findMany({ where: { guardianId: headId }, select: { id: true } });
  return [headId, ...dependents.map((d) => d.id)];
}

export const householdOpenLimit = (n: number) =>
  `Your family already has ${n} upcoming appointments with this doctor, the most the clinic allows. Please cancel one or call the clinic to book more.`;

/**
 * The household holds at most `limit` open future appointments with one doctor (the clinic's
 * limit for one person in all: a family of many cannot fill one doctor's calendar).
 */
export async function assertHouseholdOpenLimit(tx: Tx, patientId: string, doctorId: string, now: Date, limit: number): Promise<void> {
  const members = await lockHousehold(tx, patientId);
  if (members.length === 1) return; // one person: their own limits already hold
  const open = await tx.appointment.count({
    where: { patientId: { in: members }, doctorId, status: { in: [...OPEN_STATUSES] }, startsAt: { gt: now } },
  });
  if (open >= limit) throw conflict(householdOpenLimit(limit));
}
