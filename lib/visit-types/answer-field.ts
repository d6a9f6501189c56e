// The two facts the booking form's answer fields need in the browser (issue 47), apart from the
// rules so the booking page's script carries no validation library.

/** The longest text answer (issue 47 item 5). */
export const ANSWER_TEXT_MAX = 2000;

/** The form field of a question's answer (several values for multiChoice). */
export const answerField = (questionId: string) => `answer.${questionId}`;
