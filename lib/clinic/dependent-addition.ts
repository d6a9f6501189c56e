// Adding a family member within the clinic's bounds (issue 41, finding 1): a patient has at most
// the clinic's number of current family members (maxDependentsPerGuardian, default 10), and adds
// at most LIMITS.dependentAdditionsPerHour an hour (removing and adding again is no way around the
// cap). Here, not in lib/accounts/dependents.ts, because the cap is a clinic setting.
import { prisma } from "@/lib/db";
import { conflict } from "@/lib/errors";
import { addDependent, assertPatient } from "@/lib/accounts/dependents";
import type { DependentDTO, DependentInput } from "@/lib/accounts/dependent-schema";
import type { Actor } from "@/lib/accounts/users";
import { hitRateLimit, LIMITS } from "@/lib/platform/rate-limit";
import { getClinicSettings } from "@/lib/clinic/settings";

export const tooManyDependents = (n: number) => `You can have at most ${n} family members. Remove one to add another.`;
export const TOO_MANY_ADDITIONS = "Too many family members added.";

export async function addDependentWithinLimits(actor: Actor, input: DependentInput): Promise<DependentDTO> {
  assertPatient(actor);
  return prisma.$transaction(async (tx) => {
    // One guardian's additions take turns, so two at once cannot both pass the cap.
    await tx.$queryRaw`SELECT 1 FROM "users" WHERE "id" = ${actor.id} FOR UPDATE`;
    const { maxDependentsPerGuardian } = await getClinicSettings(tx);
    const current = await tx.user.count({ where: { guardianId: actor.id, archivedAt: null } });
    if (current >= maxDependentsPerGuardian) throw conflict(tooManyDependents(maxDependentsPerGuardian));
    // Counted in the transaction: an addition refused (the cap) does not use the quota.
    await hitRateLimit(`dependent-additions:${actor.id}`, LIMITS.dependentAdditionsPerHour, { db: tx, what: TOO_MANY_ADDITIONS });
    return addDependent(actor, input, tx);
  });
}
