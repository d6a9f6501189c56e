// The front desk's patient records (issue 26). Staff (the desk, admins) find a patient by part of
// the name (accents and case ignored), by the digits of a phone number, by email or by date of
// birth, and make a record from a phone call with a name and a phone number. Such a record has no
// email or password and cannot sign in; "Send invitation" emails one with an email a link to set a
// password, and the record becomes their account, with its history. One person, one record: a
// record whose name and date of birth, or phone, match another's is refused with the matches
// until the desk confirms it is someone else. Each creation and invitation is written to the
// record's history in its own transaction (patient-record-history.ts); edits are in
// patient-record-edit.ts.
import { prisma } from "@/lib/db";
import { conflict, forbidden, isUniqueViolation, notFound } from "@/lib/errors";
import { isStaff } from "@/lib/accounts/roles";
import { genderLabel, genderValue } from "@/lib/accounts/gender";
import { emailPasswordLink } from "@/lib/accounts/password-reset";
import { DUPLICATE_EMAIL, type Actor } from "@/lib/accounts/users";
import { historyOf, recordPatientChange } from "@/lib/desk/patient-record-history";
import type { NewPatientInput, PatientRecordChangeDTO, PatientRecordDTO } from "@/lib/desk/patient-record-schema";
import type { Gender } from "@/lib/generated/prisma/enums";
import { recordStaffRead } from "@/lib/audit/record";

export const PATIENT_CREATED = "Patient record created";
export const POSSIBLE_DUPLICATES =
  "This may be a patient the clinic already has (the same name and date of birth, or the same phone). Check the matches, or confirm that this is someone new.";
export const INVITATION_SENT = "Invitation sent: they can set a password from the email.";
export const NO_EMAIL_TO_INVITE = "This patient has no email address: add one before sending an invitation.";
export const ALREADY_HAS_LOGIN = "This patient already has an account.";
export const RECORDS_STAFF_ONLY = "Only the front desk and admins manage patient records";
export const PATIENT_NOT_FOUND = "Patient not found";

const SEARCH_MAX = 20;

type RecordRow = {
  id: string;
  name: string;
  email: string | null;
  phone: string;
  dob: Date | null;
  gender: Gender;
  address: string;
  passwordHash: string | null;
  guardian: { id: string; name: string; phone: string } | null;
};
export const recordSelect = {
  id: true,
  name: true,
  email: true,
  phone: true,
  dob: true,
  gender: true,
  address: true,
  passwordHash: true,
  guardian: { select: { id: true, name: true, phone: true } },
} as const;

export function toRecordDTO(r: RecordRow): PatientRecordDTO {
  return {
    _id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    dob: r.dob ? r.dob.toISOString().slice(0, 10) : null,
    gender: genderLabel(r.gender),
    address: r.address,
    hasLogin: r.passwordHash !== null,
    // A dependent (families): whom the desk calls about them.
    guardian: r.guardian ? { _id: r.guardian.id, name: r.guardian.name, phone: r.guardian.phone } : null,
  };
}

export function assertStaff(actor: Actor): void {
  if (!isStaff(actor)) throw forbidden(RECORDS_STAFF_ONLY);
}

/** "2016-04-09" or "09/04/2016" -> "2016-04-09"; anything else null. */
function dateIn(q: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(q);
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(q);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2].padStart(2, "0"), dmy[1].padStart(2, "0")] : [];
  if (!y) return null;
  const date = new Date(`${y}-${m}-${d}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${y}-${m}-${d}` ? null : `${y}-${m}-${d}`;
}

/** A LIKE pattern's special characters, escaped. */
const likeEscaped = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Up to 20 patients matching `q`, by name first; never a removed (archived) one, whom no door books
 * (issue 41), nor an erased one: it has no identity left to find (issue 45; its visits still lead
 * to it). Each way of matching has its index (migration
 * 20261126220000_patient_records): trigrams of the folded name and of the phone's digits, the
 * email's unique index (a prefix, when `q` has an "@"), the date of birth.
 */
export async function searchPatients(actor: Actor, q: string): Promise<PatientRecordDTO[]> {
  assertStaff(actor);
  const digits = q.replace(/\D/g, "");
  const date = dateIn(q);
  const email = q.includes("@") ? q.toLowerCase() : null;
  const ids = await prisma.$queryRaw<{ id: string }[]>`
    SELECT id FROM users
    WHERE role = 'patient' AND archived_at IS NULL AND erased_at IS NULL AND (
      careslot_fold(name) LIKE '%' || careslot_fold(${likeEscaped(q)}) || '%'
      OR (${digits.length >= 3} AND careslot_digits(phone) LIKE '%' || ${digits} || '%')
      OR (${email !== null} AND email >= ${email ?? ""} AND email < ${(email ?? "") + "\uffff"})
      OR (${date !== null} AND dob = ${date ?? "1900-01-01"}::date)
    )
    ORDER BY name, id
    LIMIT ${SEARCH_MAX}`;
  // The query and how many it found (issue 45), also when none.
  await recordStaffRead(actor, { action: "patient_search.run", subject: { type: "patients" }, details: { query: q, results: ids.length } });
  if (ids.length === 0) return [];
  const rows = await prisma.user.findMany({ where: { id: { in: ids.map((r) => r.id) } }, select: recordSelect });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((r) => (byId.has(r.id) ? [toRecordDTO(byId.get(r.id)!)] : []));
}

/** Other patients with the same name (folded) and date of birth, or the same phone digits (never an erased one: no identity to match). */
async function possibleDuplicates(input: NewPatientInput): Promise<PatientRecordDTO[]> {
  const digits = input.phone.replace(/\D/g, "");
  const ids = await prisma.$queryRaw<{ id: string }[]>`
    SELECT id FROM users
    WHERE role = 'patient' AND erased_at IS NULL AND (
      (${input.dob !== null} AND dob = ${input.dob ?? "1900-01-01"}::date AND careslot_fold(name) = careslot_fold(${input.name}))
      OR careslot_digits(phone) = ${digits}
    )
    ORDER BY name, id
    LIMIT 10`;
  if (ids.length === 0) return [];
  const rows = await prisma.user.findMany({ where: { id: { in: ids.map((r) => r.id) } }, select: recordSelect, orderBy: { name: "asc" } });
  return rows.map(toRecordDTO);
}

/**
 * Makes a patient record (no password: it cannot sign in), with its history's first entry in the
 * same transaction. Refused with the possible duplicates (409, `possibleDuplicates`) unless
 * `confirmNew`; an email another account has is a 409 too.
 */
export async function createPatientRecord(actor: Actor, input: NewPatientInput): Promise<PatientRecordDTO> {
  assertStaff(actor);
  if (!input.confirmNew) {
    const matches = await possibleDuplicates(input);
    if (matches.length) throw conflict(POSSIBLE_DUPLICATES, { possibleDuplicates: matches });
  }
  try {
    return await prisma.$transaction(async (tx) => {
      const row = await tx.user.create({
        data: {
          name: input.name,
          phone: input.phone,
          email: input.email,
          passwordHash: null,
          role: "patient",
          dob: input.dob ? new Date(`${input.dob}T00:00:00Z`) : null,
          gender: genderValue(input.gender),
          address: input.address ?? "",
          createdById: actor.id,
        },
        select: recordSelect,
      });
      await recordPatientChange(tx, row.id, actor, "created");
      return toRecordDTO(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DUPLICATE_EMAIL);
    throw err;
  }
}

/** One patient's record, for the desk's visit page (whether it can be invited). */
export async function getPatientRecord(actor: Actor, id: string): Promise<PatientRecordDTO> {
  assertStaff(actor);
  const row = await prisma.user.findFirst({ where: { id, role: "patient" }, select: recordSelect });
  if (!row) throw notFound(PATIENT_NOT_FOUND);
  await recordStaffRead(actor, { action: "patient_record.viewed", subject: { type: "user", id }, patientId: id });
  return toRecordDTO(row);
}

/** Emails a record with an email and no password a link (seven days) to set one: it becomes their account. */
export async function invitePatient(actor: Actor, id: string): Promise<PatientRecordDTO> {
  assertStaff(actor);
  return prisma.$transaction(async (tx) => {
    const row = await tx.user.findUnique({ where: { id }, select: { ...recordSelect, role: true } });
    if (!row || row.role !== "patient") throw notFound(PATIENT_NOT_FOUND);
    if (row.passwordHash !== null) throw conflict(ALREADY_HAS_LOGIN);
    if (!row.email) throw conflict(NO_EMAIL_TO_INVITE);
    await emailPasswordLink(tx, row, "set_password", "patient");
    await recordPatientChange(tx, row.id, actor, "invited");
    return toRecordDTO(row);
  });
}

/** Who made the record, changed it and invited it, newest first (the desk's visit page, GET /api/patients/{id}/history). */
export async function getPatientRecordHistory(actor: Actor, id: string): Promise<PatientRecordChangeDTO[]> {
  assertStaff(actor);
  if (!(await prisma.user.count({ where: { id, role: "patient" } }))) throw notFound(PATIENT_NOT_FOUND);
  return historyOf(id);
}
