// Booking, step 4: the patient's limits (issue 12 item 5). A patient holds at most the clinic's
// number of open future appointments with one doctor and in all (lib/clinic/settings.ts); an
// admin booking on a patient's behalf is not limited. (lib/README.md)
import { conflict } from "@/lib/errors";
import { getClinicSettings } from "@/lib/clinic/settings";
import type { Actor } from "@/lib/accounts/users";
import { OPEN_STATUSES } from "@/lib/appointments/status";
import { assertHouseholdOpenLimit } from "@/lib/appointments/household";
import type { Prisma } from "@/lib/generated/prisma/client";

const upcoming = (n: number) => (n === 1 ? "1 upcoming appointment" : `${n} upcoming appointments`);
export const openLimitPerDoctor = (n: number) =>
  `You already have ${upcoming(n)} with this doctor. Please cancel one or call the clinic to book more.`;
export const openLimitTotal = (n: number) => `You already have ${upcoming(n)}. Please cancel one or call the clinic to book more.`;

/** Whose bookings are limited: everyone's but the admin's. */
export const isLimited = (actor: Pick<Actor, "role">) => actor.role !== "admin";

/**
 * Runs inside the booking transaction before the insert. The patient's row is locked first, so
 * two bookings of one patient take turns from here to their commit and the second counts the first.
 */
export async function assertWithinOpenLimit(tx: Prisma.TransactionClient, patientId: string, doctorId: string, now: Date, idempotencyKey?: string) {
  await tx.$queryRaw`SELECT 1 FROM "users" WHERE "id" = ${patientId} FOR UPDATE`;
  // A retry that waited here for its own first attempt is not refused by the limit that attempt
  // filled: its insert hits the key's unique index, and the first booking is the answer.
  if (idempotencyKey && (await tx.appointment.count({ where: { patientId, idempotencyKey } }))) return;
  const limits = await getClinicSettings(tx);
  const open = { patientId, status: { in: [...OPEN_STATUSES] }, startsAt: { gt: now } };
  const withDoctor = await countOpenVisits(tx, { ...open, doctorId });
  if (withDoctor >= limits.maxOpenPerDoctor) throw conflict(openLimitPerDoctor(limits.maxOpenPerDoctor));
  const total = await countOpenVisits(tx, open);
  if (total >= limits.maxOpenTotal) throw conflict(openLimitTotal(limits.maxOpenTotal));
  await assertHouseholdOpenLimit(tx, patientId, doctorId, now, limits.maxOpenTotal);
}

/**
 * Open visits as the limits count them (issue 48): a series of visits counts as one, however
 * many of its dates are still open; every single visit counts as one.
 */
export async function countOpenVisits(tx: Prisma.TransactionClient, where: Prisma.AppointmentWhereInput): Promise<number> {
  const singles = await tx.appointment.count({ where: { ...where, seriesId: null } });
  const series = await tx.appointment.groupBy({ by: ["seriesId"], where: { ...where, seriesId: { not: null } } });
  return singles + series.length;
}
