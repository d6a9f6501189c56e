// The questions a visit type asks before the visit (issue 47 item 1). Browser-safe (no database):
// the admin's form, the booking form and the rules share it.
//
// A question as the API and the screens say it: { id, text, help, kind, choices, required }.
// Stored (visit_types.questions) as the items of a FHIR R4 Questionnaire, so the FHIR edge serves
// them as they are: linkId, text, type, required, repeats (several choices), answerOption
// (valueString), and the help line as a nested `display` item with the help item control.
import { z } from "zod";

export const QUESTION_KINDS = ["text", "longText", "yesNo", "choice", "multiChoice", "date", "number"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const QUESTIONS_MAX = 20;
export const CHOICES_MIN = 2;
export const CHOICES_MAX = 20;
export const QUESTION_TEXT_MAX = 300;
export const QUESTION_HELP_MAX = 300;
export const CHOICE_TEXT_MAX = 100;

export type Question = {
  id: string;
  text: string;
  help: string;
  kind: QuestionKind;
  /** The choices of `choice` and `multiChoice`, in order; empty for the other kinds. */
  choices: string[];
  required: boolean;
};

export const isChoiceKind = (kind: QuestionKind) => kind === "choice" || kind === "multiChoice";

export const TOO_MANY_QUESTIONS = `At most ${QUESTIONS_MAX} questions`;
export const CHOICES_COUNT = `A choice question needs ${CHOICES_MIN} to ${CHOICES_MAX} choices`;
export const DUPLICATE_CHOICES = "Each choice must be different";
export const DUPLICATE_QUESTION_IDS = "Each question needs its own id";

const questionIdSchema = z
  .string({ error: "A question id must be text" })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "That question id is not valid");

/** One question as the admin sends it: no id for a new one; an edited one keeps its id. */
export const questionInputSchema = z
  .object({
    id: questionIdSchema.optional().describe("Kept when the question is edited; absent for a new question"),
    text: z
      .string({ error: "The question is required" })
      .trim()
      .min(1, "The question is required")
      .max(QUESTION_TEXT_MAX, `The question must be at most ${QUESTION_TEXT_MAX} characters`),
    help: z
      .string({ error: "The help line must be text" })
      .trim()
      .max(QUESTION_HELP_MAX, `The help line must be at most ${QUESTION_HELP_MAX} characters`)
      .optional()
      .default(""),
    kind: z.enum(QUESTION_KINDS, { error: `The kind must be one of ${QUESTION_KINDS.join(", ")}` }),
    choices: z
      .array(
        z
          .string({ error: "Each choice must be text" })
          .trim()
          .min(1, "A choice cannot be empty")
          .max(CHOICE_TEXT_MAX, `Each choice must be at most ${CHOICE_TEXT_MAX} characters`),
        { error: "choices must be a list of texts" },
      )
      .max(CHOICES_MAX, CHOICES_COUNT)
      .optional()
      .default([]),
    required: z.boolean({ error: "required must be true or false" }).optional().default(false),
  })
  .superRefine((q, ctx) => {
    if (!isChoiceKind(q.kind)) return;
    if (q.choices.length < CHOICES_MIN) ctx.addIssue({ code: "custom", path: ["choices"], message: CHOICES_COUNT });
    if (new Set(q.choices).size !== q.choices.length) ctx.addIssue({ code: "custom", path: ["choices"], message: DUPLICATE_CHOICES });
  })
  // Choices belong to the choice kinds only: another kind drops them.
  .transform((q) => ({ ...q, choices: isChoiceKind(q.kind) ? q.choices : [] }));

export const questionsInputSchema = z
  .array(questionInputSchema, { error: "questions must be a list" })
  .max(QUESTIONS_MAX, TOO_MANY_QUESTIONS)
  .superRefine((qs, ctx) => {
    const ids = qs.map((q) => q.id).filter((id): id is string => !!id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: "custom", message: DUPLICATE_QUESTION_IDS });
  })
  .optional()
  .describe(`Up to ${QUESTIONS_MAX} questions, in order, asked when the type is booked; an edited question keeps its id. Absent on PUT: the questions stay as they are`);

export type QuestionInput = z.output<typeof questionInputSchema>;

/** The ids of the questions: a new question gets a fresh one, an edited one keeps its own. */
export function withIds(questions: readonly QuestionInput[], newId: () => string): Question[] {
  return questions.map((q) => ({ id: q.id ?? newId(), text: q.text, help: q.help, kind: q.kind, choices: q.choices, required: q.required }));
}

// --- FHIR R4 Questionnaire items ------------------------------------------------------------

/** The part of an R4 Questionnaire.item these questions use (@types/fhir is R3: its own type here). */
export type QuestionnaireItem = {
  linkId: string;
  text?: string;
  type: "string" | "text" | "boolean" | "choice" | "date" | "decimal" | "integer" | "display";
  required?: boolean;
  repeats?: boolean;
  answerOption?: { valueString?: string }[];
  item?: QuestionnaireItem[];
  extension?: unknown[];
};

const FHIR_TYPE: Record<QuestionKind, QuestionnaireItem["type"]> = {
  text: "string",
  longText: "text",
  yesNo: "boolean",
  choice: "choice",
  multiChoice: "choice",
  date: "date",
  number: "decimal",
};

const HELP_CONTROL = {
  url: "http://hl7.org/fhir/StructureDefinition/questionnaire-itemControl",
  valueCodeableConcept: { coding: [{ system: "http://hl7.org/fhir/questionnaire-item-control", code: "help", display: "Help-Button" }] },
};

/** A question as a Questionnaire item (what visit_types.questions stores). */
export function toQuestionnaireItem(q: Question): QuestionnaireItem {
  return {
    linkId: q.id,
    text: q.text,
    type: FHIR_TYPE[q.kind],
    required: q.required,
    ...(q.kind === "multiChoice" ? { repeats: true } : {}),
    ...(isChoiceKind(q.kind) ? { answerOption: q.choices.map((valueString) => ({ valueString })) } : {}),
    ...(q.help ? { item: [{ linkId: `${q.id}-help`, type: "display", text: q.help, extension: [HELP_CONTROL] }] } : {}),
  };
}

function kindOf(item: QuestionnaireItem): QuestionKind {
  switch (item.type) {
    case "text":
      return "longText";
    case "boolean":
      return "yesNo";
    case "choice":
      return item.repeats ? "multiChoice" : "choice";
    case "date":
      return "date";
    case "decimal":
    case "integer":
      return "number";
    default:
      return "text";
  }
}

/** Stored items back to questions (anything not an item list reads as no question). */
export function fromQuestionnaireItems(stored: unknown): Question[] {
  if (!Array.isArray(stored)) return [];
  return (stored as QuestionnaireItem[]).map((item) => ({
    id: item.linkId,
    text: item.text ?? "",
    help: item.item?.find((i) => i.type === "display")?.text ?? "",
    kind: kindOf(item),
    choices: (item.answerOption ?? []).map((o) => o.valueString ?? "").filter(Boolean),
    required: item.required ?? false,
  }));
}
