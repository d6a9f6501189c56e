// Booking, step 1: who may book for whom. A patient books for themselves and their dependents
// (issue 26), the admin and the front desk for any patient, a doctor for no one, and nobody for
// a person who was removed (issue 41: lib/appointments/booking-for.ts, the check every booking
// door shares). (lib/README.md)
import { badRequest, forbidden } from "@/lib/errors";
import { isStaff } from "@/lib/accounts/roles";
import type { Actor } from "@/lib/accounts/users";
import { assertMayBookFor as assertMayBookForPatient } from "@/lib/appointments/booking-for";

export const DOCTORS_CANNOT_BOOK = "Doctors cannot book appointments. Please use a patient account.";

/** Refuses a booking `actor` may not make for `patientId` (themselves when they are the same). */
export async function assertMayBookFor(actor: Actor, patientId: string): Promise<void> {
  if (actor.role === "doctor") throw forbidden(DOCTORS_CANNOT_BOOK);
  await assertMayBookForPatient(actor, patientId);
  // Staff are not patients: without this, an admin's or the desk's own account would hold appointments.
  if (isStaff(actor) && patientId === actor.id)
    throw badRequest(`${actor.role === "admin" ? "Admins book" : "The front desk books"} on behalf of a patient: send the patient's userId.`);
}
