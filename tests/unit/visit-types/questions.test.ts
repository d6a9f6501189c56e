// Issue 47: the questions' input rules, their FHIR R4 Questionnaire items, and every kind's answer rule.
import { describe, expect, it } from "vitest";
import { questionsInputSchema, toQuestionnaireItem, fromQuestionnaireItems, withIds, CHOICES_COUNT, TOO_MANY_QUESTIONS, type Question } from "@/lib/visit-types/questions";
import { answersFromForm, askedQuestions, checkAnswers, type AnswerInput } from "@/lib/visit-types/answer-rules";

const q = (over: Partial<Question> & Pick<Question, "id" | "kind">): Question => ({ text: `Q ${over.id}`, help: "", choices: [], required: false, ...over });
const questions: Question[] = [
  q({ id: "reason", kind: "longText", text: "Reason for the visit", required: true }),
  q({ id: "meds", kind: "text", text: "Medicines taken now" }),
  q({ id: "allergies", kind: "yesNo", text: "Any allergies?" }),
  q({ id: "heard", kind: "choice", text: "How did you hear of us?", choices: ["Friend", "Web", "Other"] }),
  q({ id: "symptoms", kind: "multiChoice", text: "Symptoms", choices: ["Fever", "Cough", "Pain"] }),
  q({ id: "since", kind: "date", text: "Since when?" }),
  q({ id: "weight", kind: "number", text: "Weight (kg)" }),
];
const check = (given: AnswerInput[], requireAnswers = true) => checkAnswers(questions, given, { requireAnswers });
const valueOf = (given: AnswerInput[], id: string) => check(given).answers.find((a) => a.questionId === id)?.value;
const problem = (given: AnswerInput[], id: string, requireAnswers = true) => check(given, requireAnswers).problems[id];
const withReason = (more: AnswerInput[]) => [{ questionId: "reason", value: "Check-up" }, ...more];

describe("the questions an admin writes", () => {
  it("takes up to 20, each kind, choices 2 to 20 for the choice kinds only", () => {
    expect(questionsInputSchema.parse([{ text: " Reason ", kind: "longText", required: true }])).toEqual([{ text: "Reason", help: "", kind: "longText", choices: [], required: true }]);
    expect(questionsInputSchema.parse([{ text: "A", kind: "text", choices: ["x", "y"] }])?.[0]?.choices).toEqual([]);
    const one = questionsInputSchema.safeParse([{ text: "Pick", kind: "choice", choices: ["only"] }]);
    expect(one.success ? null : one.error.issues[0].message).toBe(CHOICES_COUNT);
    expect(questionsInputSchema.safeParse([{ text: "Pick", kind: "multiChoice", choices: Array.from({ length: 21 }, (_, i) => `c${i}`) }]).success).toBe(false);
    expect(questionsInputSchema.safeParse([{ text: "Pick", kind: "choice", choices: ["a", "a"] }]).success).toBe(false);
    const many = questionsInputSchema.safeParse(Array.from({ length: 21 }, () => ({ text: "Q", kind: "text" })));
    expect(many.success ? null : many.error.issues[0].message).toBe(TOO_MANY_QUESTIONS);
    expect(questionsInputSchema.safeParse([{ text: "Q", kind: "essay" }]).success).toBe(false);
    expect(questionsInputSchema.safeParse([{ text: "", kind: "text" }]).success).toBe(false);
    expect(questionsInputSchema.safeParse([{ id: "a", text: "Q", kind: "text" }, { id: "a", text: "R", kind: "text" }]).success).toBe(false);
  });

  it("keeps an edited question's id and gives a new one its own", () => {
    const parsed = questionsInputSchema.parse([{ id: "kept", text: "Old", kind: "text" }, { text: "New", kind: "yesNo" }])!;
    expect(withIds(parsed, () => "fresh").map((x) => x.id)).toEqual(["kept", "fresh"]);
  });

  it("is stored as FHIR R4 Questionnaire items and read back the same", () => {
    const withHelp = [...questions, q({ id: "h", kind: "text", help: "As on the box" })];
    const items = withHelp.map(toQuestionnaireItem);
    expect(items[0]).toEqual({ linkId: "reason", text: "Reason for the visit", type: "text", required: true });
    expect(items[2].type).toBe("boolean");
    expect(items[3]).toMatchObject({ type: "choice", answerOption: [{ valueString: "Friend" }, { valueString: "Web" }, { valueString: "Other" }] });
    expect(items[4]).toMatchObject({ type: "choice", repeats: true });
    expect(items[6].type).toBe("decimal");
    expect(items[7].item?.[0]).toMatchObject({ type: "display", text: "As on the box" });
    expect(fromQuestionnaireItems(items)).toEqual(withHelp);
    expect(fromQuestionnaireItems(null)).toEqual([]);
  });
});

describe("the answer rules, by kind", () => {
  it("keeps every question in order, unanswered ones as null", () => {
    const { answers, problems } = check(withReason([]));
    expect(problems).toEqual({});
    expect(answers.map((a) => a.questionId)).toEqual(questions.map((x) => x.id));
    expect(answers.filter((a) => a.value !== null)).toHaveLength(1);
    expect(askedQuestions(answers)).toEqual(questions);
  });

  it("text and long text: a string of at most 2,000 characters", () => {
    expect(valueOf(withReason([{ questionId: "meds", value: "  Aspirin " }]), "meds")).toBe("Aspirin");
    expect(problem(withReason([{ questionId: "meds", value: 5 }]), "meds")).toBe('"Medicines taken now": the answer must be text');
    expect(problem(withReason([{ questionId: "meds", value: "x".repeat(2001) }]), "meds")).toMatch(/at most 2000 characters/);
    expect(problem([{ questionId: "reason", value: "x".repeat(2001) }], "reason")).toMatch(/^"Reason for the visit"/);
  });

  it("yes/no: a boolean", () => {
    expect(valueOf(withReason([{ questionId: "allergies", value: false }]), "allergies")).toBe(false);
    expect(problem(withReason([{ questionId: "allergies", value: "yes" }]), "allergies")).toBe('"Any allergies?": the answer must be yes or no');
  });

  it("one choice: one of those offered", () => {
    expect(valueOf(withReason([{ questionId: "heard", value: "Web" }]), "heard")).toBe("Web");
    expect(problem(withReason([{ questionId: "heard", value: "Radio" }]), "heard")).toBe('"How did you hear of us?": choose one of the choices offered');
    expect(problem(withReason([{ questionId: "heard", value: ["Web"] }]), "heard")).toMatch(/must be one of the choices/);
  });

  it("several choices: a list of those offered, kept in their order", () => {
    expect(valueOf(withReason([{ questionId: "symptoms", value: ["Pain", "Fever"] }]), "symptoms")).toEqual(["Fever", "Pain"]);
    expect(problem(withReason([{ questionId: "symptoms", value: ["Pain", "Itch"] }]), "symptoms")).toMatch(/choose one of the choices offered/);
    expect(problem(withReason([{ questionId: "symptoms", value: "Pain" }]), "symptoms")).toMatch(/a list of the choices/);
  });

  it("date: YYYY-MM-DD, a real day", () => {
    expect(valueOf(withReason([{ questionId: "since", value: "2026-02-28" }]), "since")).toBe("2026-02-28");
    expect(problem(withReason([{ questionId: "since", value: "2026-02-30" }]), "since")).toMatch(/must be a date/);
    expect(problem(withReason([{ questionId: "since", value: 20260228 }]), "since")).toMatch(/must be a date/);
  });

  it("number: a finite number", () => {
    expect(valueOf(withReason([{ questionId: "weight", value: 72.5 }]), "weight")).toBe(72.5);
    expect(problem(withReason([{ questionId: "weight", value: "72" }]), "weight")).toBe('"Weight (kg)": the answer must be a number');
  });

  it("refuses an unknown question, a question answered twice, a required one missing (except for the desk)", () => {
    expect(problem(withReason([{ questionId: "nope", value: "x" }]), "nope")).toBe('There is no question "nope" for this visit');
    expect(problem(withReason([{ questionId: "meds", value: "a" }, { questionId: "meds", value: "b" }]), "meds")).toMatch(/answered twice/);
    expect(problem([], "reason")).toBe('"Reason for the visit" needs an answer');
    expect(problem([{ questionId: "reason", value: "   " }], "reason")).toMatch(/needs an answer/);
    expect(problem([], "reason", false)).toBeUndefined();
  });

  it("reads a plain form post by kind", () => {
    const form: Record<string, string[]> = {
      "answer.reason": ["Pain"],
      "answer.allergies": ["no"],
      "answer.symptoms": ["Cough", "Fever"],
      "answer.weight": ["70"],
      "answer.since": [""],
    };
    const given = answersFromForm(questions, (name) => form[name] ?? []);
    const { answers, problems } = check(given);
    expect(problems).toEqual({});
    expect(Object.fromEntries(answers.map((a) => [a.questionId, a.value]))).toEqual({
      reason: "Pain", meds: null, allergies: false, heard: null, symptoms: ["Fever", "Cough"], since: null, weight: 70,
    });
    expect(check(answersFromForm(questions, (n) => (n === "answer.weight" ? ["seventy"] : n === "answer.reason" ? ["x"] : []))).problems.weight).toMatch(/must be a number/);
  });
});
