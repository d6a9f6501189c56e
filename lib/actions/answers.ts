"use server";

// Server actions for a visit's answers (issue 47): the patient's (or guardian's) change until
// the cutoff, the desk's "Add answers". Thin: the rules live in lib/appointments/answers.ts.
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { serverAction, type FormState } from "@/lib/actions/safe-action";
import { currentActor } from "@/lib/auth/session";
import { ANSWERS_SAVED, askedOfVisit, changeAnswers } from "@/lib/appointments/answers";
import { isStaff } from "@/lib/accounts/roles";
import { idSchema } from "@/lib/validation";
import { answersInputSchema } from "@/lib/visit-types/answer-rules";
import { formAnswers, postedAnswers } from "@/lib/appointments/form-answers";

export const saveAnswersAction = serverAction(
  { roles: [], schema: z.object({ id: idSchema, answers: answersInputSchema }), success: ANSWERS_SAVED },
  async ({ id, answers }, { actor }) => {
    const saved = await changeAnswers(actor, id, answers);
    revalidatePath("/", "layout");
    return saved;
  },
);

/** The answers form's state: what was sent comes back with a refusal. */
export type AnswersFormState = FormState<Record<string, string[]>>;

/** Save from the answers page's form (`id`, `answer.<questionId>`); done: back to the visit. */
export async function saveAnswersFromFormAction(_previous: AnswersFormState, form: FormData): Promise<AnswersFormState> {
  const id = form instanceof FormData && typeof form.get("id") === "string" ? String(form.get("id")) : "";
  const posted = postedAnswers(form);
  const actor = await currentActor().catch(() => null);
  // Read by the kinds of the questions as they were asked (a visit not theirs: the action refuses it).
  const asked = actor ? await askedOfVisit(actor, id).catch(() => []) : [];
  const answers = formAnswers(asked, posted) ?? [];
  const result = await saveAnswersAction({ id, answers });
  if (!result.ok) return { ok: false, message: result.message, ...(result.fieldErrors ? { fieldErrors: result.fieldErrors } : {}), values: posted };
  redirect(actor && isStaff(actor) ? `/desk/visits/${id}` : `/my-appointments/${id}?done=answers`);
}
