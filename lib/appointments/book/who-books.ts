// Booking, step 1: who may book for whom. A patient books for themselves and their dependents
// (issue 26), the admin and the front desk for any patient, a doctor for no one. (lib/README.md)
import { prisma } from "@/lib/db";
import { badRequest, forbidden, notFound } from "@/lib/errors";
import { isStaff } from "@/lib/accounts/roles";
import { isGuardianOf } from "@/lib/accounts/dependents";
import type { Actor } from "@/lib/accounts/users";

export const DOCTORS_CANNOT_BOOK = "Doctors cannot book appointments. Please use a patient account.";
export const ONLY_YOURSELF = "You can only book appointments for yourself";
export const PATIENT_NOT_FOUND = "Patient not found";

/** Refuses a booking `actor` may not make for `patientId` (themselves when they are the same). */
export async function assertMayBookFor(actor: Actor, patientId: string): Promise<void> {
  if (actor.role === "doctor") throw forbidden(DOCTORS_CANNOT_BOOK);
  if (patientId !== actor.id && !isStaff(actor) && !(actor.role === "patient" && (await isGuardianOf(actor.id, patientId)))) {
    throw forbidden(ONLY_YOURSELF);
  }
  // Staff are not patients: without this, an admin's or the desk's own account would hold appointments.
  if (isStaff(actor) && patientId === actor.id)
    throw badRequest(`${actor.role === "admin" ? "Admins book" : "The front desk books"} on behalf of a patient: send the patient's userId.`);
}

/** When booking for someone else: that someone is a patient (a 404 otherwise). */
export async function assertPatientExists(actor: Actor, patientId: string): Promise<void> {
  if (patientId === actor.id) return;
  const patient = await prisma.user.findUnique({ where: { id: patientId }, select: { role: true } });
  if (!patient || patient.role !== "patient") throw notFound(PATIENT_NOT_FOUND);
}
