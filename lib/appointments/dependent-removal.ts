// Removing a family member (issue 26): one with visits still to come is refused until they are
// cancelled; one with history is archived (its visits keep their patient); one without any is
// deleted. With the appointments because it reads them (as removing a doctor does).
import { prisma } from "@/lib/db";
import { conflict } from "@/lib/errors";
import { ownDependent } from "@/lib/accounts/dependents";
import { OPEN_STATUSES } from "@/lib/appointments/status";
import type { Actor } from "@/lib/accounts/users";

export const DEPENDENT_REMOVED = "Family member removed";
export const DEPENDENT_HAS_UPCOMING = "This family member has upcoming appointments. Please cancel them first.";

export async function removeDependent(actor: Actor, id: string, now = new Date()): Promise<void> {
  await ownDependent(actor, id);
  await prisma.$transaction(async (tx) => {
    const upcoming = await tx.appointment.count({ where: { patientId: id, status: { in: [...OPEN_STATUSES] }, startsAt: { gte: now } } });
    if (upcoming) throw conflict(DEPENDENT_HAS_UPCOMING);
    const history = await tx.appointment.count({ where: { patientId: id } });
    if (history) await tx.user.update({ where: { id }, data: { archivedAt: now } });
    else await tx.user.delete({ where: { id } });
  });
}
