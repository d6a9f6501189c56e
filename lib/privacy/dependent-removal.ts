// Removing a family member (issue 26): one with visits still to come is refused until they are
// cancelled; one with history is archived (its visits keep their patient); one without any is
// deleted. Either way they leave every waitlist in the same transaction (issue 41). With a
// person's data (as erasure is, erase.ts), after the domains whose tables it reads and writes:
// the accounts, the appointments and the waitlist (issue 42: no domain touches a later one's).
import { prisma } from "@/lib/db";
import { conflict } from "@/lib/errors";
import { ownDependent } from "@/lib/accounts/dependents";
import { OPEN_STATUSES } from "@/lib/appointments/status";
import { announceFreedTime } from "@/lib/schedule/freed-time";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/lib/accounts/users";
import { recordAudit } from "@/lib/audit/record";

export const DEPENDENT_REMOVED = "Family member removed";
export const DEPENDENT_HAS_UPCOMING = "This family member has upcoming appointments. Please cancel them first.";

/**
 * A removed person leaves every waitlist (issue 41): their places end as the guardian's leaving
 * would, and a time held for them is withdrawn and passed on at once (the queue looks at the
 * doctor's list again), so no freed time is held for nobody.
 */
async function leaveWaitlists(tx: Prisma.TransactionClient, patientId: string, now: Date): Promise<void> {
  await tx.waitlistEntry.updateMany({ where: { patientId, status: "waiting" }, data: { status: "left", endedAt: now } });
  const held = await tx.waitlistOffer.findMany({ where: { patientId, status: "held" }, select: { id: true, doctorId: true } });
  if (held.length === 0) return;
  await tx.waitlistOffer.updateMany({ where: { id: { in: held.map((o) => o.id) }, status: "held" }, data: { status: "withdrawn", answeredAt: now } });
  for (const doctorId of new Set(held.map((o) => o.doctorId))) await announceFreedTime(tx, doctorId);
}

export async function removeDependent(actor: Actor, id: string, now = new Date()): Promise<void> {
  await ownDependent(actor, id);
  await prisma.$transaction(async (tx) => {
    const upcoming = await tx.appointment.count({ where: { patientId: id, status: { in: [...OPEN_STATUSES] }, startsAt: { gte: now } } });
    if (upcoming) throw conflict(DEPENDENT_HAS_UPCOMING);
    await leaveWaitlists(tx, id, now);
    const history = await tx.appointment.count({ where: { patientId: id } });
    if (history) await tx.user.update({ where: { id }, data: { archivedAt: now } });
    else await tx.user.delete({ where: { id } });
    await recordAudit(tx, actor, { action: "dependent.removed", subject: { type: "user", id }, patientId: id, details: { kept: history > 0 } });
  });
}
