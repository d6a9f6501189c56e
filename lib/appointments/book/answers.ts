// Booking, step 3b (issue 47): the answers to the visit type's questions, checked by each
// question's kind before anything is written. A bad answer (unknown question, wrong kind, a choice
// not offered, too long, a required one missing) is a 400 naming the question, and nothing is
// booked. The questions are kept with the answers as they were asked. (lib/README.md)
import { badRequest } from "@/lib/errors";
import { isStaff } from "@/lib/accounts/roles";
import type { Actor } from "@/lib/accounts/users";
import type { VisitType } from "@/lib/visit-types/catalog";
import { checkAnswers, type AnswerInput, type GivenAnswer } from "@/lib/visit-types/answer-rules";
import { answerField } from "@/lib/visit-types/answer-field";
import type { Question } from "@/lib/visit-types/questions";

/**
 * The answers to keep, or the 400. Staff (the desk booking for a caller) may leave required
 * questions for later ("Add answers"); a patient or guardian answers them when booking.
 */
export function checkedAnswers(actor: Actor, questions: readonly Question[], given: readonly AnswerInput[] = [], later = false): GivenAnswer[] {
  const { answers, problems } = checkAnswers(questions, given, { requireAnswers: !isStaff(actor) && !later });
  const first = Object.values(problems)[0];
  if (first) throw badRequest(first, Object.fromEntries(Object.entries(problems).map(([id, message]) => [answerField(id), message])));
  return answers;
}

/** The answers of a booking of `type` (`later`: required ones may wait, see BookOptions.answersLater). */
export function bookingAnswers(actor: Actor, type: VisitType, given?: readonly AnswerInput[], later = false): GivenAnswer[] {
  return checkedAnswers(actor, type.questions, given, later);
}
