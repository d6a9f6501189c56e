// Removing a doctor (the admin's Delete on the doctors screen): deleted when
// they have no appointment, archived otherwise, and their open future visits
// cancelled by the clinic with the patients emailed. It lives here, not in
// lib/doctors/, because it cancels appointments.
import { prisma } from "@/lib/db";
import { DOCTOR_NOT_FOUND, notFound } from "@/lib/errors";
import { endSessionsOf } from "@/lib/accounts/sessions";
import type { Actor } from "@/lib/accounts/users";
import { recordAudit } from "@/lib/audit/record";
import { doctorsChanged } from "@/lib/platform/cache-tags";
import { assertAdmin } from "@/lib/doctors/admin";
import { cancelForClinic } from "@/lib/appointments/cancel";

export type RemoveOutcome = "deleted" | "archived";
export type RemovedDoctor = { outcome: RemoveOutcome; name: string };

/**
 * What the admin is told after removeDoctor. The web UI names the doctor; the
 * REST contract answers without a name ("Doctor deleted", which clients and
 * tests rely on).
 */
export function doctorRemoved(outcome: RemoveOutcome, name?: string): string {
  if (outcome === "deleted") return name ? `${name} was deleted.` : "Doctor deleted";
  return `${name ?? "The doctor"} has appointment history, so they were archived instead of deleted: hidden from patients, history kept.`;
}

/** What the patients of an archived doctor are told about their cancelled appointments. */
const DOCTOR_LEFT_REASON = "Your doctor is no longer with the clinic. Please book another doctor.";

/**
 * Removes a doctor. One without any appointment is deleted with their
 * account; one with history is archived instead (hidden from patients, no new
 * bookings, history kept). Archiving also closes the account in the same
 * transaction: every session and token of the doctor ends (and sign-in is
 * refused, lib/accounts/users.ts), and their open future appointments are cancelled.
 */
export async function removeDoctor(actor: Actor, id: string): Promise<RemovedDoctor> {
  assertAdmin(actor);
  const removed = await prisma.$transaction(async (tx): Promise<RemovedDoctor> => {
    // Locked first: a booking that inserted before this point is counted and
    // settled below; one that comes after waits for this transaction.
    await tx.$queryRaw`SELECT id FROM doctors WHERE id = ${id} FOR UPDATE`;
    const doctor = await tx.doctor.findUnique({
      where: { id },
      select: { userId: true, user: { select: { name: true } }, _count: { select: { appointments: true } } },
    });
    if (!doctor) throw notFound(DOCTOR_NOT_FOUND);
    const name = doctor.user.name;
    if (doctor._count.appointments > 0) {
      const now = new Date();
      await tx.doctor.update({ where: { id }, data: { archivedAt: now, available: false } });
      await endSessionsOf(doctor.userId, {}, tx);
      // Past appointments stay as they are (history); the patients of future ones are emailed.
      await cancelForClinic(tx, actor, { doctorId: id, startsAt: { gt: now } }, DOCTOR_LEFT_REASON, now);
      await recordAudit(tx, actor, { action: "doctor.removed", subject: { type: "doctor", id }, details: { outcome: "archived" } });
      return { outcome: "archived", name };
    }
    await tx.doctor.delete({ where: { id } });
    await tx.user.delete({ where: { id: doctor.userId } });
    await recordAudit(tx, actor, { action: "doctor.removed", subject: { type: "doctor", id }, details: { outcome: "deleted" } });
    return { outcome: "deleted", name };
  });
  doctorsChanged(id);
  return removed;
}
