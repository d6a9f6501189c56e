// Who may book for whom: the one check every booking door goes through (bookAppointment: the
// patient's and the desk's actions and REST, walk-ins, waitlist claims). Patients book for
// themselves and their dependents (issue 26: families); staff for any patient; nobody for a
// person who was removed (archived, issue 41): a visit the family can no longer see.
import { prisma } from "@/lib/db";
import { conflict, forbidden, notFound } from "@/lib/errors";
import { isStaff } from "@/lib/accounts/roles";
import type { Actor } from "@/lib/accounts/users";

export const BOOK_FOR_YOURSELF = "You can only book appointments for yourself";
export const PATIENT_ARCHIVED = "This person's record was removed: they can no longer be booked.";

/**
 * Refuses `actor` booking for `patientId` unless it is themself, their current or removed dependent
 * (a removed one is refused below with the message that says why), or any patient for staff; then
 * a person who is no patient (404) or was removed (409). The guardian check comes first, so a
 * stranger learns nothing of a record that is not theirs.
 */
export async function assertMayBookFor(actor: Actor, patientId: string): Promise<void> {
  if (patientId === actor.id) return;
  const patient = await prisma.user.findUnique({ where: { id: patientId }, select: { role: true, guardianId: true, archivedAt: true } });
  const guardian = actor.role === "patient" && patient !== null && patient.guardianId === actor.id;
  if (!isStaff(actor) && !guardian) throw forbidden(BOOK_FOR_YOURSELF);
  if (!patient || patient.role !== "patient") throw notFound("Patient not found");
  if (patient.archivedAt) throw conflict(PATIENT_ARCHIVED);
}
