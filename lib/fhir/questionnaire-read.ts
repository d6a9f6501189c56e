// Reading questions and answers through FHIR (issue 47 items 1 and 4). Questionnaire/{id} is
// public: each active visit type that asks questions. QuestionnaireResponse/{id} (id = the visit's
// id) and its search by subject or appointment are private, under the REST answers route's rule
// (lib/appointments/change.ts assertCanSee): the patient or their guardian, the visit's doctor,
// the staff. A staff or doctor read is an audit event, as the other reads of a visit are.
import type { Questionnaire, QuestionnaireResponse } from "fhir/r4";
import { prisma } from "@/lib/db";
import { notFound } from "@/lib/errors";
import type { Actor } from "@/lib/accounts/users";
import { recordAudits, recordStaffRead, type AuditEventInput } from "@/lib/audit/record";
import { APPOINTMENT_NOT_FOUND, assertCanSee } from "@/lib/appointments/change";
import { activeVisitTypes } from "@/lib/visit-types/catalog";
import { readGivenAnswers } from "@/lib/visit-types/answer-rules";
import type { Prisma } from "@/lib/generated/prisma/client";
import { toFhirQuestionnaire, toFhirQuestionnaireResponse } from "@/lib/fhir/questionnaire";
import { assertMayNamePatients, scopeOf } from "@/lib/fhir/appointment-read";
import { keysetPage, pageInMemory, searchset, type KeysetPage } from "@/lib/fhir/bundle";
import { resourceNotFound } from "@/lib/fhir/outcome";
import type { SearchParams } from "@/lib/fhir/search-params";

export const NO_QUESTIONS_ASKED = "This visit asked no questions";

/** The active visit types that ask questions, by id. */
async function askingTypes() {
  return (await activeVisitTypes()).filter((t) => t.questions.length > 0).sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** Questionnaire/{id}: an active visit type's questions; 404 for a type that asks none (or is archived). */
export async function readFhirQuestionnaire(id: string): Promise<Questionnaire> {
  const type = (await askingTypes()).find((t) => t.id === id);
  if (!type) throw resourceNotFound("Questionnaire", id);
  return toFhirQuestionnaire(type);
}

/** Every Questionnaire (a short list: paged in memory). */
export async function searchFhirQuestionnaires(search: SearchParams, base: string, url: URL) {
  const types = await askingTypes();
  const page = pageInMemory(types, search, (t) => t.id);
  return searchset(base, url, { items: page.items.map(toFhirQuestionnaire), next: page.next }, types.length);
}

const answersSelect = {
  id: true,
  patientId: true,
  visitTypeId: true,
  updatedAt: true,
  answers: true,
  patient: { select: { name: true, guardianId: true } },
  doctor: { select: { userId: true } },
} as const;

type AnswersRow = Prisma.AppointmentGetPayload<{ select: typeof answersSelect }>;

const answersRead = (row: { id: string; patientId: string }): AuditEventInput => ({
  action: "appointment.viewed",
  subject: { type: "appointment", id: row.id },
  patientId: row.patientId,
  details: { part: "answers", via: "fhir" },
});

const responseOf = (row: AnswersRow) => toFhirQuestionnaireResponse({ ...row, answers: readGivenAnswers(row.answers) });

// Visits that asked questions (the column holds [] when none were).
const ASKED: Prisma.AppointmentWhereInput = { NOT: { answers: { equals: [] } } };

/** A visit's answers: 404 when there is no such visit or it asked nothing, 403 when it is not the caller's (as the REST route). */
export async function readFhirQuestionnaireResponse(actor: Actor, id: string): Promise<QuestionnaireResponse> {
  const row = await prisma.appointment.findUnique({ where: { id }, select: answersSelect });
  if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
  assertCanSee(actor, row);
  if (readGivenAnswers(row.answers).length === 0) throw notFound(NO_QUESTIONS_ASKED);
  await recordStaffRead(actor, answersRead(row));
  return responseOf(row);
}

const keyOf = (row: { id: string }) => row.id;

/** One page (by visit id) of the answers the caller may see, by `subject` (Patient) and `appointment`, and how many match. */
export async function searchFhirQuestionnaireResponses(actor: Actor, search: SearchParams): Promise<{ page: KeysetPage<QuestionnaireResponse>; total: number }> {
  const where: Prisma.AppointmentWhereInput[] = [scopeOf(actor), ASKED];
  const subjects = search.references("subject", ["Patient"]);
  if (subjects) {
    const ids = subjects.map((s) => s.id);
    await assertMayNamePatients(actor, ids);
    where.push({ patientId: { in: ids } });
  }
  const visits = search.references("appointment", ["Appointment"]);
  if (visits) where.push({ id: { in: visits.map((v) => v.id) } });
  const after: Prisma.AppointmentWhereInput[] = search.cursor ? [{ id: { gt: search.cursor } }] : [];
  const [rows, total] = await Promise.all([
    search.count === 0
      ? Promise.resolve([])
      : prisma.appointment.findMany({ where: { AND: [...where, ...after] }, select: answersSelect, orderBy: { id: "asc" }, take: search.count + 1 }),
    prisma.appointment.count({ where: { AND: where } }),
  ]);
  const page = keysetPage(rows, search.count, keyOf);
  // A staff or doctor search reads each visit's answers: one event per visit, in one statement.
  if (actor.role !== "patient") await recordAudits(prisma, actor, page.items.map(answersRead));
  return { page: { items: page.items.map(responseOf), next: page.next }, total };
}
