// The front desk edits a patient record (issue 26): the same fields it makes one with (name,
// phone, email, date of birth, gender, address), for any patient, with each edit written to the
// record's history (the fields changed, who, as what, when) in the same transaction. Two things
// staff may not do: change the email of a patient who signs in (it is how they sign in, and only
// they may change it, from their profile), or give a dependent an email (a dependent has no login
// and its emails go to its guardian: migration 20261126230000_families).
import { prisma } from "@/lib/db";
import { badRequest, conflict, isUniqueViolation, notFound } from "@/lib/errors";
import { genderValue } from "@/lib/accounts/gender";
import { DUPLICATE_EMAIL, type Actor } from "@/lib/accounts/users";
import { assertStaff, PATIENT_NOT_FOUND, recordSelect, toRecordDTO } from "@/lib/desk/patient-records";
import { recordPatientChange } from "@/lib/desk/patient-record-history";
import { RECORD_FIELDS, type PatientRecordDTO, type PatientRecordInput } from "@/lib/desk/patient-record-schema";

export const PATIENT_RECORD_SAVED = "Patient record saved";
export const LOGIN_EMAIL_LOCKED =
  "This patient signs in with this email: only they can change it, from their profile.";
export const DEPENDENT_HAS_NO_EMAIL =
  "A family member's record has no email: their emails go to their guardian.";

/**
 * Saves `input` over patient `id`'s record and returns it. An edit that changes nothing records
 * nothing. A doctor's, an admin's or a receptionist's id is a 404, as an unknown one is.
 */
export async function updatePatientRecord(actor: Actor, id: string, input: PatientRecordInput): Promise<PatientRecordDTO> {
  assertStaff(actor);
  try {
    return await prisma.$transaction(async (tx) => {
      // Locked first: two edits at once each record what they changed over the other's result.
      await tx.$queryRaw`SELECT id FROM users WHERE id = ${id} AND role = 'patient' FOR UPDATE`;
      const row = await tx.user.findFirst({ where: { id, role: "patient" }, select: recordSelect });
      if (!row) throw notFound(PATIENT_NOT_FOUND);
      const before = toRecordDTO(row);
      if (before.guardian && input.email) throw badRequest(DEPENDENT_HAS_NO_EMAIL, { email: DEPENDENT_HAS_NO_EMAIL });
      if (before.hasLogin && input.email !== before.email) throw badRequest(LOGIN_EMAIL_LOCKED, { email: LOGIN_EMAIL_LOCKED });

      const after = { name: input.name, phone: input.phone, email: input.email, dob: input.dob, gender: input.gender, address: input.address };
      const changed = RECORD_FIELDS.filter((f) => after[f] !== before[f]);
      if (changed.length === 0) return before;

      const saved = await tx.user.update({
        where: { id },
        data: {
          name: after.name,
          phone: after.phone,
          email: after.email,
          dob: after.dob ? new Date(`${after.dob}T00:00:00Z`) : null,
          gender: genderValue(after.gender),
          address: after.address,
        },
        select: recordSelect,
      });
      await recordPatientChange(tx, id, actor, "updated", changed);
      return toRecordDTO(saved);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DUPLICATE_EMAIL);
    throw err;
  }
}
