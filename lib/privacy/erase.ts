// lib/privacy: what a person may ask of the clinic about their own data (issue 45): take it away
// (export.ts), be forgotten (this file), see who looked (access-log.ts), and the inactive-patient
// retention job (retention.ts). After the domains it reads: accounts, appointments, desk, waitlist.
// (lib/README.md, docs/privacy.md)
//
// Erasure: a person (and their dependents) is forgotten. Upcoming visits are cancelled under the
// usual rules with the usual emails, the freed times announced to the waitlist; then, in the same
// transaction, every value that says who they are is erased. The rows stay, as "Deleted patient",
// so visits keep the clinic's records and figures. Three callers: the person ("Delete my account",
// DELETE /api/user), the desk or an admin for a record without a login (DELETE /api/patients/{id}),
// and the inactive-patient retention job.
import { prisma } from "@/lib/db";
import { badRequest, conflict, forbidden, notFound } from "@/lib/errors";
import { clinicDateOf, clinicTimeZone, instantAt } from "@/lib/clinic-time";
import { hitRateLimit, type Limit } from "@/lib/platform/rate-limit";
import { doctorsChanged } from "@/lib/platform/cache-tags";
import { verifyPassword } from "@/lib/accounts/password-hash";
import { hasSecondFactor, spendSecondFactorCode } from "@/lib/accounts/two-factor";
import { isStaff } from "@/lib/accounts/roles";
import type { Actor } from "@/lib/accounts/users";
import { getClinicSettings } from "@/lib/clinic/settings";
import { insideCancelCutoff } from "@/lib/schedule/policy";
import { announceFreedTime } from "@/lib/schedule/freed-time";
import { cancelCutoffMessage, cancelForClinic } from "@/lib/appointments/cancel";
import { AWAITING_STATUSES } from "@/lib/appointments/status";
import { TRANSACTION_WAITS } from "@/lib/appointments/change";
import { recordAudits, type AuditActor } from "@/lib/audit/record";
import type { AuditAction } from "@/lib/audit/actions";
import { DELETED_PATIENT, scrubJson, scrubText, secretsOf, type Secret } from "@/lib/privacy/scrub";
import type { DeleteAccountInput } from "@/lib/privacy/erase-schema";
import type { Prisma } from "@/lib/generated/prisma/client";

type Tx = Prisma.TransactionClient;

export const ACCOUNT_DELETED = "Your account has been deleted.";
export const PATIENT_ERASED = "The patient's record was erased.";
export const VISIT_IN_PROGRESS = "A visit is in progress today (checked in). The record can be deleted once the visit is over.";
export const HAS_LOGIN = "This patient has an account: only they can delete it, from their profile.";
export const IS_DEPENDENT = "This patient is a family member of an account: their guardian removes them from the profile.";
export const WRONG_PASSWORD = "The password is not correct";
export const CODE_NEEDED = "Enter a current code from your authenticator app, or a recovery code.";
export const WRONG_CODE = "That code is not right. Please try again with a current code or a recovery code.";
export const PATIENTS_ONLY = "Only patients delete their own account here; staff accounts are closed by an admin.";
export const PATIENT_NOT_FOUND = "Patient not found";
/** Why the visits of an erased person were cancelled: the doctor's email and the visit say it. */
export const ERASURE_CANCEL_REASON = "The patient's record was deleted";

/** Password (and code) checks on "Delete my account", per account: a stolen session must not become a way to guess. */
const DELETE_ACCOUNT_LIMIT: Limit = { limit: 10, windowSeconds: 15 * 60 };
/** Emails handled per read while scrubbing (bounded reads, however long the history). */
const EMAIL_PAGE = 500;

/** The person and their dependents (a guardian's family members are erased with them). */
async function household(tx: Tx, id: string): Promise<string[]> {
  const dependents = await tx.user.findMany({ where: { guardianId: id }, select: { id: true } });
  return [id, ...dependents.map((d) => d.id)];
}

/** Refuses while one of them is at the clinic now: checked in today (the visit is not over). */
async function refuseVisitInProgress(tx: Tx, ids: string[], now: Date): Promise<void> {
  const tz = clinicTimeZone();
  const startOfToday = instantAt(clinicDateOf(now, tz), 0, tz);
  const inProgress = await tx.appointment.count({ where: { patientId: { in: ids }, status: "checked_in", startsAt: { gte: startOfToday } } });
  if (inProgress) throw conflict(VISIT_IN_PROGRESS);
}

/**
 * Cancels their visits still to come, as the actor would one by one: a patient not inside the
 * clinic's cancellation cutoff (refused as a cancellation would be, with the same message), staff
 * whatever the time. The usual emails are recorded and the freed times announced to the waitlist.
 * Returns the doctors whose time was freed and how many visits were cancelled.
 */
async function cancelUpcoming(tx: Tx, actor: Actor, ids: string[], now: Date): Promise<{ doctors: string[]; cancelled: number }> {
  const where = { patientId: { in: ids }, startsAt: { gt: now }, status: { in: [...AWAITING_STATUSES] } };
  if (actor.role === "patient") {
    const { cancelCutoffHours } = await getClinicSettings();
    const first = await tx.appointment.findFirst({ where, orderBy: { startsAt: "asc" }, select: { startsAt: true } });
    if (first && insideCancelCutoff(first.startsAt, now, cancelCutoffHours)) throw conflict(cancelCutoffMessage(cancelCutoffHours));
  }
  const cancelled = await cancelForClinic(tx, actor, where, ERASURE_CANCEL_REASON, now);
  const rows = await tx.appointment.findMany({ where: { id: { in: cancelled } }, select: { doctorId: true } });
  const doctors = [...new Set(rows.map((r) => r.doctorId))];
  for (const doctorId of doctors) await announceFreedTime(tx, doctorId);
  return { doctors, cancelled: cancelled.length };
}

/**
 * The emails the clinic recorded to them or about their visits (docs/privacy.md): the address they
 * went to is erased, and their subject and data keep their shape without the person's name, email or
 * phone (a doctor's notice of their booking says "Deleted patient"). Those to them not sent yet are
 * dropped: there is nobody left to send them to.
 */
async function scrubEmails(tx: Tx, ids: string[], secrets: Secret[], addresses: string[]): Promise<void> {
  const idSet = new Set(ids);
  const addressSet = new Set(addresses);
  let after: string | undefined;
  for (;;) {
    const rows = await tx.email.findMany({
      where: {
        OR: [{ userId: { in: ids } }, { appointment: { patientId: { in: ids } } }, ...(addresses.length ? [{ recipient: { in: addresses } }] : [])],
        ...(after ? { id: { gt: after } } : {}),
      },
      orderBy: { id: "asc" },
      take: EMAIL_PAGE,
      select: { id: true, recipient: true, userId: true, subject: true, data: true, status: true, lastError: true },
    });
    for (const row of rows) {
      const toThem = (row.userId !== null && idSet.has(row.userId)) || addressSet.has(row.recipient.toLowerCase());
      await tx.email.update({
        where: { id: row.id },
        data: {
          recipient: toThem ? "" : scrubText(row.recipient, secrets),
          subject: scrubText(row.subject, secrets),
          data: scrubJson(row.data, secrets) as Prisma.InputJsonValue,
          lastError: scrubText(row.lastError, secrets),
          ...(toThem && row.status === "queued" ? { status: "cancelled" as const } : {}),
        },
      });
    }
    if (rows.length < EMAIL_PAGE) return;
    after = rows[rows.length - 1].id;
  }
}

/**
 * Erases, in `tx`, the identity of these people: name "Deleted patient"; no email (the address can
 * sign up again), phone, date of birth, address, photo or password; their second factors, password
 * links and sign-in attempts removed, their sessions ended; their waitlist places ended (a time held
 * for them passed on); the emails to or about them scrubbed; the messages they wrote through the
 * contact form removed. Their visits stay, with their ids only.
 */
export async function eraseIdentities(tx: Tx, ids: string[], now: Date, audit: ErasureAudit): Promise<void> {
  const people = await tx.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, email: true, phone: true } });
  const secrets = secretsOf(people);
  const addresses = people.flatMap((p) => (p.email ? [p.email.toLowerCase()] : []));
  const userId = { in: ids };

  await tx.waitlistEntry.updateMany({ where: { patientId: userId, status: "waiting" }, data: { status: "ended", endedAt: now } });
  const held = await tx.waitlistOffer.findMany({ where: { patientId: userId, status: "held" }, select: { id: true, doctorId: true } });
  if (held.length) {
    await tx.waitlistOffer.updateMany({ where: { id: { in: held.map((o) => o.id) }, status: "held" }, data: { status: "withdrawn", answeredAt: now } });
    for (const doctorId of new Set(held.map((o) => o.doctorId))) await announceFreedTime(tx, doctorId);
  }

  await scrubEmails(tx, ids, secrets, addresses);
  if (addresses.length) await tx.contactMessage.deleteMany({ where: { email: { in: addresses, mode: "insensitive" } } });

  await tx.session.deleteMany({ where: { userId } });
  await tx.passwordToken.deleteMany({ where: { userId } });
  await tx.totpFactor.deleteMany({ where: { userId } });
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.passkey.deleteMany({ where: { userId } });
  await tx.twoFactorAttempt.deleteMany({ where: { userId } });
  await tx.storedFile.deleteMany({ where: { ownerId: userId } });
  // Their visits' intake answers (issue 47) are health data tied to who they are: each value goes,
  // the questions as asked stay (the clinic's own words; "0 of 4 answered" still reads).
  await tx.$executeRaw`
    UPDATE "appointments"
       SET "answers" = (SELECT jsonb_agg(a || '{"value": null}'::jsonb ORDER BY n) FROM jsonb_array_elements("answers") WITH ORDINALITY AS q(a, n))
     WHERE "patient_id" = ANY(${ids}::text[]) AND jsonb_array_length("answers") > 0`;
  await tx.user.updateMany({
    where: { id: userId },
    data: {
      name: DELETED_PATIENT,
      email: null,
      passwordHash: null,
      phone: "",
      address: "",
      dob: null,
      gender: "not_specified",
      image: "",
      relationship: "",
      reminderEmails: false,
      tokenVersion: { increment: 1 },
      erasedAt: now,
    },
  });
  // One event per person, so each one's history in the trail ends with it; never a value erased.
  await recordAudits(
    tx,
    audit.actor,
    ids.map((id) => ({ action: audit.action, subject: { type: "user", id }, patientId: id, details: { household: ids.length, ...audit.details } })),
  );
}

/** Who erases and as what, for the trail (docs/audit.md). */
type ErasureAudit = { actor: AuditActor; action: Extract<AuditAction, "account.deleted" | "patient_record.erased" | "patient.erased_inactive">; details?: Record<string, unknown> };

/** Locks the person's row (two erasures of one person queue) and answers it, or null when gone or already erased. */
async function lockPerson(tx: Tx, id: string) {
  await tx.$queryRaw`SELECT id FROM users WHERE id = ${id} FOR UPDATE`;
  const row = await tx.user.findUnique({
    where: { id },
    select: { id: true, role: true, name: true, email: true, passwordHash: true, guardianId: true, erasedAt: true },
  });
  return row && row.role === "patient" && !row.erasedAt ? row : null;
}

/**
 * "Delete my account" (DELETE /api/user): the password, and a current code or a recovery code where
 * a second factor is on. Refused while a visit is in progress today, or (as a cancellation would
 * be) inside the clinic's cancellation cutoff. The person and their dependents are erased.
 */
export async function deleteOwnAccount(actor: Actor, input: DeleteAccountInput, now = new Date()): Promise<void> {
  if (actor.role !== "patient") throw forbidden(PATIENTS_ONLY);
  await hitRateLimit(`delete-account:${actor.id}`, DELETE_ACCOUNT_LIMIT);
  const stored = await prisma.user.findUnique({ where: { id: actor.id }, select: { passwordHash: true } });
  if (!stored?.passwordHash || !(await verifyPassword(stored.passwordHash, input.password))) {
    // Said as a message, not beside the field: no answer carries a `password` key (tests/integration/privacy.test.ts).
    throw badRequest(WRONG_PASSWORD);
  }
  const secondFactor = await hasSecondFactor(actor.id);
  if (secondFactor && !input.otp) throw badRequest(CODE_NEEDED, { otp: CODE_NEEDED });
  const doctors = await prisma.$transaction(async (tx) => {
    const me = await lockPerson(tx, actor.id);
    if (!me) throw notFound(PATIENT_NOT_FOUND);
    const ids = await household(tx, me.id);
    await refuseVisitInProgress(tx, ids, now);
    if (secondFactor && !(await spendSecondFactorCode(tx, me, input.otp ?? ""))) throw badRequest(WRONG_CODE, { otp: WRONG_CODE });
    const freed = await cancelUpcoming(tx, actor, ids, now);
    await eraseIdentities(tx, ids, now, { actor, action: "account.deleted", details: { cancelledVisits: freed.cancelled } });
    return freed.doctors;
  }, TRANSACTION_WAITS);
  for (const doctorId of doctors) doctorsChanged(doctorId);
}

/**
 * The desk or an admin erases a patient record without a login (DELETE /api/patients/{id}), as the
 * person would their account: their visits to come cancelled (staff are not held to the cutoff),
 * refused while a visit is in progress. An account's holder deletes it themselves; a family member
 * is removed by their guardian.
 */
export async function erasePatientRecord(actor: Actor, id: string, now = new Date()): Promise<void> {
  if (!isStaff(actor)) throw forbidden("Only the front desk and admins manage patient records");
  const doctors = await prisma.$transaction(async (tx) => {
    const row = await lockPerson(tx, id);
    if (!row) throw notFound(PATIENT_NOT_FOUND);
    if (row.passwordHash) throw conflict(HAS_LOGIN);
    if (row.guardianId) throw conflict(IS_DEPENDENT);
    const ids = await household(tx, row.id);
    await refuseVisitInProgress(tx, ids, now);
    const freed = await cancelUpcoming(tx, actor, ids, now);
    await eraseIdentities(tx, ids, now, { actor, action: "patient_record.erased", details: { cancelledVisits: freed.cancelled } });
    return freed.doctors;
  }, TRANSACTION_WAITS);
  for (const doctorId of doctors) doctorsChanged(doctorId);
}

/** Whether the person's identity was erased (the desk's visit page offers no second erasure). */
export async function isErased(userId: string): Promise<boolean> {
  return (await prisma.user.count({ where: { id: userId, erasedAt: { not: null } } })) > 0;
}
