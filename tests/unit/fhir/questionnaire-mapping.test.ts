// Issue 47: a visit type's questions as a Questionnaire and a visit's answers as a
// QuestionnaireResponse, every kind mapped, both valid R4.
import { describe, expect, it } from "vitest";
import { toFhirQuestionnaire, toFhirQuestionnaireResponse } from "@/lib/fhir/questionnaire";
import { ANSWERS_APPOINTMENT } from "@/lib/fhir/extensions";
import type { Question } from "@/lib/visit-types/questions";
import type { GivenAnswer } from "@/lib/visit-types/answer-rules";
import { expectValidR4 } from "@/tests/helpers/fhir-validate";

const questions: Question[] = [
  { id: "q1", text: "Reason for the visit", help: "In a few words", kind: "longText", choices: [], required: true },
  { id: "q2", text: "Medicines taken now", help: "", kind: "text", choices: [], required: false },
  { id: "q3", text: "Allergies?", help: "", kind: "yesNo", choices: [], required: false },
  { id: "q4", text: "How did you hear of us?", help: "", kind: "choice", choices: ["A friend", "The web"], required: false },
  { id: "q5", text: "Symptoms", help: "", kind: "multiChoice", choices: ["Fever", "Cough", "Pain"], required: false },
  { id: "q6", text: "Since when?", help: "", kind: "date", choices: [], required: false },
  { id: "q7", text: "Weight (kg)", help: "", kind: "number", choices: [], required: false },
];

const values: GivenAnswer["value"][] = ["Chest pain", "Aspirin", true, "The web", ["Fever", "Pain"], "2026-11-20", 72.5];
const answers: GivenAnswer[] = questions.map((q, i) => ({ questionId: q.id, question: q.text, help: q.help, kind: q.kind, choices: q.choices, required: q.required, value: values[i] }));

describe("Questionnaire", () => {
  it("maps a visit type's questions: linkId, text, type, required, answerOption, the help line", async () => {
    const q = toFhirQuestionnaire({ id: "vt1", name: "New patient visit", questions });
    expect(q).toMatchObject({ resourceType: "Questionnaire", id: "vt1", url: "https://careslot.example/fhir/Questionnaire/vt1", title: "New patient visit", status: "active" });
    expect(q.item?.map((i) => [i.linkId, i.type, i.required])).toEqual([
      ["q1", "text", true],
      ["q2", "string", false],
      ["q3", "boolean", false],
      ["q4", "choice", false],
      ["q5", "choice", false],
      ["q6", "date", false],
      ["q7", "decimal", false],
    ]);
    expect(q.item?.[0].item?.[0]).toMatchObject({ type: "display", text: "In a few words" });
    expect(q.item?.[3].answerOption).toEqual([{ valueString: "A friend" }, { valueString: "The web" }]);
    expect(q.item?.[4]).toMatchObject({ repeats: true });
    await expectValidR4(q as never);
  });
});

describe("QuestionnaireResponse", () => {
  const row = { id: "apt1", patientId: "p1", visitTypeId: "vt1", updatedAt: new Date("2026-12-01T09:00:00Z"), patient: { name: "Pat" }, answers };

  it("maps every kind's answer, the subject, the questionnaire and the Appointment extension", async () => {
    const r = toFhirQuestionnaireResponse(row);
    expect(r).toMatchObject({
      resourceType: "QuestionnaireResponse",
      id: "apt1",
      questionnaire: "https://careslot.example/fhir/Questionnaire/vt1",
      status: "completed",
      subject: { reference: "Patient/p1", display: "Pat" },
      authored: "2026-12-01T09:00:00+00:00",
      extension: [{ url: ANSWERS_APPOINTMENT, valueReference: { reference: "Appointment/apt1" } }],
    });
    expect(r.item?.map((i) => [i.linkId, i.text, i.answer])).toEqual([
      ["q1", "Reason for the visit", [{ valueString: "Chest pain" }]],
      ["q2", "Medicines taken now", [{ valueString: "Aspirin" }]],
      ["q3", "Allergies?", [{ valueBoolean: true }]],
      ["q4", "How did you hear of us?", [{ valueString: "The web" }]],
      ["q5", "Symptoms", [{ valueString: "Fever" }, { valueString: "Pain" }]],
      ["q6", "Since when?", [{ valueDate: "2026-11-20" }]],
      ["q7", "Weight (kg)", [{ valueDecimal: 72.5 }]],
    ]);
    await expectValidR4(r as never);
  });

  it("an unanswered question has no answer list (R4 forbids empty ones); a no is false", async () => {
    const r = toFhirQuestionnaireResponse({ ...row, answers: answers.map((a, i) => ({ ...a, value: i === 2 ? false : null })) });
    expect(r.item?.[0]).toEqual({ linkId: "q1", text: "Reason for the visit" });
    expect(r.item?.[2].answer).toEqual([{ valueBoolean: false }]);
    await expectValidR4(r as never);
  });
});
