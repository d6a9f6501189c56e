// The rules of an answer, by the question's kind (issue 47 items 2 and 5). Browser-safe and pure:
// the booking step, the change of answers and the forms' per-question messages use them.
//
// An answer as given: { questionId, value }, the value by kind: text and longText a string (at most
// 2,000 characters), yesNo a boolean, choice one of the choices offered, multiChoice a list of
// them, date YYYY-MM-DD, number a number. null, "" and [] leave a question unanswered. What is kept
// is every question as it was asked with its answer (null when none), so editing the questions
// later never changes what a patient answered.
import { z } from "zod";
import { isClinicDate } from "@/lib/clinic-time";
import type { Question, QuestionKind } from "@/lib/visit-types/questions";
import { ANSWER_TEXT_MAX, answerField } from "@/lib/visit-types/answer-field";

export type AnswerValue = string | boolean | number | string[];

/** A question as it was asked, with its answer: what an appointment keeps. */
export type GivenAnswer = {
  questionId: string;
  question: string;
  help: string;
  kind: QuestionKind;
  choices: string[];
  required: boolean;
  value: AnswerValue | null;
};

const answerValue = z
  .union([z.string(), z.boolean(), z.number(), z.array(z.string()).max(40), z.null()], {
    error: "An answer's value must be text, true or false, a number, a list of choices or null",
  })
  .describe("By kind: text/longText a string, yesNo a boolean, choice a string, multiChoice a list of strings, date YYYY-MM-DD, number a number; null: no answer");

/** The answers of a request, as the booking and PUT .../answers take them. */
export const answersInputSchema = z
  .array(
    z.object({
      questionId: z.string({ error: "Each answer needs its questionId" }).trim().min(1, "Each answer needs its questionId").max(64, "That question id is not valid"),
      value: answerValue,
    }),
    { error: "answers must be a list of answers, each with its questionId and value" },
  )
  .max(40, "Too many answers");

export type AnswerInput = z.output<typeof answersInputSchema>[number];

export const unknownQuestion = (id: string) => `There is no question "${id}" for this visit`;
export const answeredTwice = (question: string) => `"${question}" is answered twice`;
export const answerRequired = (question: string) => `"${question}" needs an answer`;
export const answerTooLong = (question: string) => `"${question}": the answer must be at most ${ANSWER_TEXT_MAX} characters`;
export const choiceNotOffered = (question: string) => `"${question}": choose one of the choices offered`;

const WRONG_KIND: Record<QuestionKind, (question: string) => string> = {
  text: (q) => `"${q}": the answer must be text`,
  longText: (q) => `"${q}": the answer must be text`,
  yesNo: (q) => `"${q}": the answer must be yes or no`,
  choice: (q) => `"${q}": the answer must be one of the choices offered`,
  multiChoice: (q) => `"${q}": the answer must be a list of the choices offered`,
  date: (q) => `"${q}": the answer must be a date (YYYY-MM-DD)`,
  number: (q) => `"${q}": the answer must be a number`,
};

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === "string" && v.trim() === "") || (Array.isArray(v) && v.length === 0);

/** One answer checked against its question: the value to keep, or the message naming the question. */
function checkValue(q: Question, raw: unknown): { value: AnswerValue | null } | { problem: string } {
  if (isBlank(raw)) return { value: null };
  const wrong = { problem: WRONG_KIND[q.kind](q.text) };
  switch (q.kind) {
    case "text":
    case "longText": {
      if (typeof raw !== "string") return wrong;
      const text = raw.trim();
      return text.length > ANSWER_TEXT_MAX ? { problem: answerTooLong(q.text) } : { value: text };
    }
    case "yesNo":
      return typeof raw === "boolean" ? { value: raw } : wrong;
    case "choice":
      if (typeof raw !== "string") return wrong;
      return q.choices.includes(raw.trim()) ? { value: raw.trim() } : { problem: choiceNotOffered(q.text) };
    case "multiChoice": {
      if (!Array.isArray(raw) || raw.some((c) => typeof c !== "string")) return wrong;
      const picked = new Set((raw as string[]).map((c) => c.trim()));
      if ([...picked].some((c) => !q.choices.includes(c))) return { problem: choiceNotOffered(q.text) };
      // Kept in the order the choices are offered.
      return { value: q.choices.filter((c) => picked.has(c)) };
    }
    case "date":
      return typeof raw === "string" && isClinicDate(raw.trim()) ? { value: raw.trim() } : wrong;
    case "number":
      return typeof raw === "number" && Number.isFinite(raw) ? { value: raw } : wrong;
  }
}

export type AnswerCheck = {
  /** Every question in order with its answer (null: none). */
  answers: GivenAnswer[];
  /** Per question id (or the unknown id), the first message; empty when all is well. */
  problems: Record<string, string>;
};

/**
 * Checks answers against the questions asked. `requireAnswers` false lets required questions stay
 * unanswered (the desk books for a caller and adds the answers later).
 */
export function checkAnswers(questions: readonly Question[], given: readonly AnswerInput[], opts: { requireAnswers: boolean }): AnswerCheck {
  const problems: Record<string, string> = {};
  const byId = new Map<string, unknown>();
  for (const a of given) {
    const q = questions.find((x) => x.id === a.questionId);
    if (!q) problems[a.questionId] ??= unknownQuestion(a.questionId);
    else if (byId.has(a.questionId)) problems[a.questionId] ??= answeredTwice(q.text);
    else byId.set(a.questionId, a.value);
  }
  const answers = questions.map((q): GivenAnswer => {
    const checked = checkValue(q, byId.get(q.id));
    const value = "value" in checked ? checked.value : null;
    if ("problem" in checked) problems[q.id] ??= checked.problem;
    else if (value === null && q.required && opts.requireAnswers) problems[q.id] ??= answerRequired(q.text);
    return { questionId: q.id, question: q.text, help: q.help, kind: q.kind, choices: q.choices, required: q.required, value };
  });
  return { answers, problems };
}

/** The questions as they were asked, from kept answers (a change of answers is checked against these). */
export function askedQuestions(answers: readonly GivenAnswer[]): Question[] {
  return answers.map((a) => ({ id: a.questionId, text: a.question, help: a.help, kind: a.kind, choices: a.choices, required: a.required }));
}


/**
 * The answers of a plain form post, read by the question's kind (yesNo "yes"/"no", number as
 * text, multiChoice several fields). What cannot be read stays as sent, so the rule names it.
 */
export function answersFromForm(questions: readonly Question[], read: (name: string) => string[]): AnswerInput[] {
  return questions.map((q) => {
    const values = read(answerField(q.id)).map((v) => v.trim());
    const one = values.find((v) => v !== "") ?? "";
    switch (q.kind) {
      case "multiChoice":
        return { questionId: q.id, value: values.filter((v) => v !== "") };
      case "yesNo":
        return { questionId: q.id, value: one === "yes" ? true : one === "no" ? false : one || null };
      case "number": {
        const n = Number(one);
        return { questionId: q.id, value: one === "" ? null : Number.isFinite(n) ? n : one };
      }
      default:
        return { questionId: q.id, value: one };
    }
  });
}

/** Kept answers read back from the database column (anything else reads as none). */
export function readGivenAnswers(stored: unknown): GivenAnswer[] {
  return Array.isArray(stored) ? (stored as GivenAnswer[]) : [];
}

/** Kept answers as a form's fields hold them (yes/no as "yes"/"no", numbers as text). */
export function answerFieldValues(answers: readonly GivenAnswer[]): Record<string, string[]> {
  return Object.fromEntries(
    answers.map((a) => [a.questionId, a.value === null ? [] : Array.isArray(a.value) ? a.value : typeof a.value === "boolean" ? [a.value ? "yes" : "no"] : [String(a.value)]]),
  );
}
