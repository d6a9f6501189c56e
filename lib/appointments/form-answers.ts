// Reading a plain form's answers (issue 47), for the booking form and the answers page: the
// fields `answer.<questionId>` as posted, then by the kind of each question asked. Not a server
// action module: helpers of the form actions (lib/actions).
import { activeVisitTypes, pickVisitType } from "@/lib/visit-types/catalog";
import { answersFromForm, type AnswerInput } from "@/lib/visit-types/answer-rules";
import type { Question } from "@/lib/visit-types/questions";

/** The answer fields of a posted form (`answer.<questionId>`), as sent: kept to show them again. */
export function postedAnswers(form: FormData): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (!(form instanceof FormData)) return out;
  for (const [name, value] of form.entries()) {
    if (!name.startsWith("answer.") || typeof value !== "string") continue;
    (out[name.slice("answer.".length)] ??= []).push(value);
  }
  return out;
}

/** The questions the form was showing: those of the type the booking means (none when it means no type). */
export function questionsOfBooking(doctorId: string, typeId: string): Promise<Question[]> {
  return activeVisitTypes().then(
    (types) => pickVisitType(types, doctorId, typeId || null).questions,
    () => [],
  ).catch(() => []);
}

/** A form's answers read by the kind of each question asked (the rule then names what is wrong). */
export function formAnswers(questions: Question[], posted: Record<string, string[]>): AnswerInput[] | undefined {
  return questions.length > 0 ? answersFromForm(questions, (name) => posted[name.slice("answer.".length)] ?? []) : undefined;
}
