import { authedRoute } from "@/lib/http/handler";
import { readJson } from "@/lib/http/body";
import { pathId } from "@/lib/http/route-schema";
import { ANSWERS_SAVED, appointmentAnswers, changeAnswers } from "@/lib/appointments/answers";
import { answersBodySchema, toAnswerDTO } from "@/lib/appointments/shapes";

// Issue 47: GET /api/appointment/{id}/answers (its patient or guardian, its doctor, the staff)
// -> { success, answers: [{ questionId, question, kind, value }] }, each question as it was asked.
export const GET = authedRoute<{ id: string }>([], async ({ params, actor }) => {
  const answers = await appointmentAnswers(actor, pathId(params.id));
  return { answers: answers.map(toAnswerDTO) };
});

// PUT JSON { answers: [{ questionId, value }] }: replaces them (the patient until the cancellation
// cutoff, the staff while the visit awaits the patient); a bad answer is a 400 naming the question.
export const PUT = authedRoute<{ id: string }>([], async ({ req, params, actor }) => {
  const id = pathId(params.id);
  const { answers } = await readJson(req, answersBodySchema);
  const saved = await changeAnswers(actor, id, answers);
  return { message: ANSWERS_SAVED, answers: saved.map(toAnswerDTO) };
});
