// The answers of a FHIR booking (issues 46 and 47): POST /fhir/Appointment may carry the visit
// type's answers as a contained QuestionnaireResponse that the Appointment references (by
// `supportingInformation: [{ reference: "#answers" }]`, the contained resource's local id). Each
// item's linkId is a question's id (Questionnaire/{visitTypeId}), its answer[] typed by the
// question's kind; they become the booking pipeline's `answers`, whose answers step checks them as
// every door's (a bad answer or a required one missing names the question; nothing is booked).
// (docs/fhir.md)
import { z } from "zod";
import type { AnswerInput, AnswerValue } from "@/lib/visit-types/answer-rules";
import type { Question, QuestionKind } from "@/lib/visit-types/questions";
import { questionnaireUrl } from "@/lib/fhir/extensions";
import { businessRule } from "@/lib/fhir/outcome";

/** FHIR's answer value elements each kind takes (answerOption valueStrings for the choices). */
const VALUE_ELEMENTS: Record<QuestionKind, string[]> = {
  text: ["valueString"],
  longText: ["valueString"],
  choice: ["valueString"],
  multiChoice: ["valueString"],
  yesNo: ["valueBoolean"],
  date: ["valueDate"],
  number: ["valueDecimal", "valueInteger"],
};

const answerSchema = z.looseObject({
  valueString: z.string().max(4000).optional(),
  valueBoolean: z.boolean().optional(),
  valueDate: z.string().max(40).optional(),
  valueDecimal: z.number().optional(),
  valueInteger: z.number().int().optional(),
});

const itemSchema = z.looseObject({
  linkId: z.string({ error: "Each item of the QuestionnaireResponse needs its linkId (the question's id)" }).min(1).max(64),
  answer: z.array(answerSchema).max(40).optional(),
  item: z.array(z.unknown()).optional(),
});

const responseSchema = z.looseObject({
  resourceType: z.literal("QuestionnaireResponse"),
  id: z.string().max(64).optional(),
  questionnaire: z.string().max(500).optional(),
  item: z.array(itemSchema).max(40).optional(),
});

/** The Appointment's elements this reads: its contained resources and what it references as supporting them. */
export type WithContainedAnswers = {
  contained?: { resourceType?: unknown; id?: unknown }[];
  supportingInformation?: { reference?: string }[];
};

type ContainedResponse = z.output<typeof responseSchema>;

/**
 * The contained QuestionnaireResponse the Appointment references, or null when it sends none. A
 * contained one it does not reference (R4's dom-3), two of them, or one of another shape is a 422.
 */
export function containedAnswers(body: WithContainedAnswers): ContainedResponse | null {
  const responses = (body.contained ?? []).filter((r) => r.resourceType === "QuestionnaireResponse");
  if (responses.length === 0) return null;
  if (responses.length > 1) throw businessRule("At most one contained QuestionnaireResponse (the answers to the visit type's questions)");
  const parsed = responseSchema.safeParse(responses[0]);
  if (!parsed.success) throw businessRule(`The contained QuestionnaireResponse is not valid: ${parsed.error.issues[0]?.message ?? "bad shape"}`);
  const local = parsed.data.id ? `#${parsed.data.id}` : null;
  if (!local || !(body.supportingInformation ?? []).some((ref) => ref.reference === local)) {
    throw businessRule('The contained QuestionnaireResponse needs an id, referenced from the Appointment as supportingInformation: [{ "reference": "#<id>" }]');
  }
  return parsed.data;
}

/** One item's answer[] as the value the pipeline takes, by the question's kind (its kind's value element, or a 422 naming it). */
function valueOf(q: Question, answers: z.output<typeof answerSchema>[]): AnswerValue | null {
  const wanted = VALUE_ELEMENTS[q.kind];
  const values = answers.map((a) => {
    const key = wanted.find((k) => a[k as keyof typeof a] !== undefined);
    if (!key) throw businessRule(`"${q.text}": answer with ${wanted.join(" or ")}`);
    return a[key as keyof typeof a] as string | boolean | number;
  });
  if (q.kind === "multiChoice") return values as string[];
  if (values.length > 1) throw businessRule(`"${q.text}" takes one answer`);
  return values[0] ?? null;
}

/**
 * The pipeline's answers from the contained response, read against the type's questions (its
 * kinds). An unknown linkId is passed on for the answers step to name.
 */
export function answersOfResponse(response: ContainedResponse, type: { id: string; questions: readonly Question[] }): AnswerInput[] {
  if (response.questionnaire !== undefined && response.questionnaire !== questionnaireUrl(type.id) && response.questionnaire !== `Questionnaire/${type.id}`) {
    throw businessRule(`The QuestionnaireResponse answers ${response.questionnaire}; this visit type asks ${questionnaireUrl(type.id)}`);
  }
  return (response.item ?? []).map((item) => {
    if (item.item?.length) throw businessRule(`Item "${item.linkId}": nested items are not asked`);
    const q = type.questions.find((x) => x.id === item.linkId);
    if (!q) return { questionId: item.linkId, value: null };
    return { questionId: q.id, value: valueOf(q, item.answer ?? []) };
  });
}
