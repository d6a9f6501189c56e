// Questionnaire and QuestionnaireResponse (issue 47): a visit type's questions as the R4
// Questionnaire they are stored as (lib/visit-types/questions.ts), and a visit's answers, each
// question as it was asked, as a QuestionnaireResponse linked to its Appointment by an extension
// (docs/fhir.md). Pure mapping; the reads are in questionnaire-read.ts.
import type { Questionnaire, QuestionnaireItem, QuestionnaireResponse, QuestionnaireResponseItem, QuestionnaireResponseItemAnswer } from "fhir/r4";
import type { VisitType } from "@/lib/visit-types/catalog";
import { toQuestionnaireItem } from "@/lib/visit-types/questions";
import type { GivenAnswer } from "@/lib/visit-types/answer-rules";
import { utcInstant } from "@/lib/fhir/instant";
import { ANSWERS_APPOINTMENT, questionnaireUrl } from "@/lib/fhir/extensions";

/** A visit type that asks questions as its Questionnaire (id and canonical URL from the type's id). */
export function toFhirQuestionnaire(type: Pick<VisitType, "id" | "name" | "questions">): Questionnaire {
  return {
    resourceType: "Questionnaire",
    id: type.id,
    url: questionnaireUrl(type.id),
    title: type.name,
    status: "active",
    subjectType: ["Patient"],
    // The stored items are R4 Questionnaire items already (a narrower type of our own there).
    item: type.questions.map((q) => toQuestionnaireItem(q) as QuestionnaireItem),
  };
}

/** An answer as FHIR's answer values, by the question's kind (none: no `answer` at all, as R4 forbids empty lists). */
export function fhirAnswersOf(a: Pick<GivenAnswer, "kind" | "value">): QuestionnaireResponseItemAnswer[] {
  const v = a.value;
  if (v === null) return [];
  switch (a.kind) {
    case "yesNo":
      return [{ valueBoolean: v === true }];
    case "date":
      return [{ valueDate: String(v) }];
    case "number":
      return [{ valueDecimal: Number(v) }];
    case "multiChoice":
      // The choices are answerOption valueStrings: each chosen one is a valueString answer.
      return (Array.isArray(v) ? v : [String(v)]).map((valueString) => ({ valueString }));
    default:
      return [{ valueString: String(v) }];
  }
}

export type FhirAnswersRow = {
  id: string;
  patientId: string;
  visitTypeId: string;
  updatedAt: Date;
  patient: { name: string };
  answers: readonly GivenAnswer[];
};

/** A visit's answers as a QuestionnaireResponse: id = the visit's id, each item the question as it was asked. */
export function toFhirQuestionnaireResponse(row: FhirAnswersRow): QuestionnaireResponse {
  return {
    resourceType: "QuestionnaireResponse",
    id: row.id,
    meta: { lastUpdated: utcInstant(row.updatedAt) },
    extension: [{ url: ANSWERS_APPOINTMENT, valueReference: { reference: `Appointment/${row.id}` } }],
    questionnaire: questionnaireUrl(row.visitTypeId),
    status: "completed",
    subject: { reference: `Patient/${row.patientId}`, display: row.patient.name },
    // The answers' last change: no column of their own, so the visit's last change (never earlier).
    authored: utcInstant(row.updatedAt),
    item: row.answers.map((a): QuestionnaireResponseItem => {
      const answer = fhirAnswersOf(a);
      return { linkId: a.questionId, text: a.question, ...(answer.length ? { answer } : {}) };
    }),
  };
}
