// The answers of a visit (issue 47 items 2 to 5): read by whoever may see the visit (its patient
// or their guardian, its doctor, the clinic's staff), changed by the patient (or guardian) until
// the clinic's cancellation cutoff and by the staff ("Add answers") while the visit awaits the
// patient. Doctors read them and never change them. A change is checked against the questions as
// they were asked at booking (kept with the answers), so editing a type's questions later never
// changes what was answered. (lib/README.md)
import { prisma } from "@/lib/db";
import { conflict, forbidden } from "@/lib/errors";
import type { Actor } from "@/lib/accounts/users";
import { recordAudit, recordStaffRead } from "@/lib/audit/record";
import { bookingPolicy, hasStarted, insideCancelCutoff } from "@/lib/schedule/policy";
import { AWAITING_STATUSES } from "@/lib/appointments/status";
import { assertCanSee, assertFrom, loadForChange } from "@/lib/appointments/change";
import { checkedAnswers } from "@/lib/appointments/book/answers";
import { askedQuestions, readGivenAnswers, type AnswerInput, type GivenAnswer } from "@/lib/visit-types/answer-rules";
import type { Prisma } from "@/lib/generated/prisma/client";

export const ANSWERS_SAVED = "Answers saved";
export const DOCTORS_READ_ANSWERS = "Doctors read the answers; the patient or the front desk changes them";
export const answersCutoffMessage = (hours: number) =>
  `Answers can't be changed online less than ${hours === 1 ? "1 hour" : `${hours} hours`} before the visit. Please tell the clinic.`;
export const ANSWERS_AFTER_START = "The visit has started: its answers can no longer be changed online. Please tell the clinic.";

/** The answers of a visit, each with its question as it was asked; a staff member's read is audited (docs/audit.md). */
export async function appointmentAnswers(actor: Actor, id: string): Promise<GivenAnswer[]> {
  const answers = await storedAnswers(actor, id);
  await recordStaffRead(actor, { action: "appointment.viewed", subject: { type: "appointment", id }, patientId: answers.patientId, details: { part: "answers" } });
  return answers.given;
}

/**
 * The questions a visit asked, to read a posted answers form by their kinds: part of saving the
 * answers (audited as their change), not a read of them.
 */
export async function askedOfVisit(actor: Actor, id: string) {
  return askedQuestions((await storedAnswers(actor, id)).given);
}

async function storedAnswers(actor: Actor, id: string): Promise<{ patientId: string; given: GivenAnswer[] }> {
  const row = await loadForChange(id);
  assertCanSee(actor, row);
  const stored = await prisma.appointment.findUniqueOrThrow({ where: { id }, select: { answers: true } });
  return { patientId: row.patientId, given: readGivenAnswers(stored.answers) };
}

/**
 * Replaces a visit's answers (a question left out is left unanswered). Patients and guardians
 * until the cancellation cutoff (a 409 after), staff while it awaits the patient; required
 * questions must keep an answer, except for staff.
 */
export async function changeAnswers(actor: Actor, id: string, given: readonly AnswerInput[], now = new Date()): Promise<GivenAnswer[]> {
  const row = await loadForChange(id);
  assertCanSee(actor, row);
  if (actor.role === "doctor") throw forbidden(DOCTORS_READ_ANSWERS);
  assertFrom(row.status, AWAITING_STATUSES, "changed");
  return prisma.$transaction(async (tx) => {
    // The row held until commit: two changes of one visit's answers apply one after the other.
    const [current] = await tx.$queryRaw<{ status: string; starts_at: Date; answers: unknown }[]>`
      SELECT "status", "starts_at", "answers" FROM "appointments" WHERE "id" = ${id} FOR UPDATE`;
    assertFrom(current.status as (typeof AWAITING_STATUSES)[number], AWAITING_STATUSES, "changed");
    if (actor.role === "patient") {
      if (hasStarted(current.starts_at, now)) throw conflict(ANSWERS_AFTER_START);
      const { cancelCutoffHours } = await bookingPolicy(tx);
      if (insideCancelCutoff(current.starts_at, now, cancelCutoffHours)) throw conflict(answersCutoffMessage(cancelCutoffHours));
    }
    const answers = checkedAnswers(actor, askedQuestions(readGivenAnswers(current.answers)), given);
    await tx.appointment.update({ where: { id }, data: { answers: answers as unknown as Prisma.InputJsonArray } });
    // The questions answered by id, never the values (health data; the trail is read by every admin).
    await recordAudit(tx, actor, {
      action: "appointment.answers_updated",
      subject: { type: "appointment", id },
      patientId: row.patientId,
      details: { questions: answers.filter((a) => a.value !== null).map((a) => a.questionId) },
    });
    return answers;
  });
}

/** "Answers: 5 of 5" for the visits of a list: how many of the questions asked have an answer (visits that asked none are left out). */
export async function answerCounts(ids: readonly string[]): Promise<Record<string, { answered: number; asked: number }>> {
  if (ids.length === 0) return {};
  const rows = await prisma.$queryRaw<{ id: string; asked: number; answered: number }[]>`
    SELECT "id", jsonb_array_length("answers")::int AS "asked",
           (SELECT count(*) FROM jsonb_array_elements("answers") a WHERE a->'value' <> 'null'::jsonb)::int AS "answered"
      FROM "appointments" WHERE "id" = ANY(${[...ids]}::text[]) AND jsonb_array_length("answers") > 0`;
  return Object.fromEntries(rows.map((r) => [r.id, { answered: r.answered, asked: r.asked }]));
}
