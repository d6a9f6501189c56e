"use server";

// The waitlist's server actions (issue 27): join (a patient for themselves or a dependent, the desk
// and admins for any patient), leave or remove an entry, answer an offer by its secret (no
// sign-in: the secret in the email is the permission). Thin: the rules live in lib/waitlist.
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { serverAction, type FormState } from "@/lib/actions/safe-action";
import { isDomainError } from "@/lib/errors";
import { endEntry, joinWaitlist, JOINED, LEFT, REMOVED } from "@/lib/waitlist/entries";
import { claimOffer, declineOffer, getOffer, OFFER_CLAIMED, OFFER_DECLINED } from "@/lib/waitlist/offers";
import { claimOfferWithAnswersSchema, joinWaitlistSchema } from "@/lib/waitlist/waitlist-schema";
import { formAnswers, postedAnswers } from "@/lib/appointments/form-answers";
import { isStaff } from "@/lib/accounts/roles";
import { idSchema } from "@/lib/validation";

const tokenSchema = z.string({ error: "The offer's link is incomplete" }).trim().min(1, "The offer's link is incomplete").max(64, "The offer's link is not valid");

/**
 * Join a waitlist. A refusal because a matching time is free right now says so with `freeNow`
 * (the form then offers to book it): a field, since the message's text is translated (issue 29).
 */
export async function joinWaitlistAction(input?: Parameters<ReturnType<typeof joinWith>>[0]): Promise<JoinResult> {
  let freeNow = false;
  const result = await joinWith((found) => (freeNow = found))(input);
  return result.ok ? result : { ...result, freeNow };
}

type JoinResult = Awaited<ReturnType<ReturnType<typeof joinWith>>> & { freeNow?: boolean };

function joinWith(sawFreeSlot: (found: boolean) => void) {
  return serverAction(
    { roles: ["patient", "receptionist", "admin"], schema: joinWaitlistSchema, success: JOINED, failure: "Failed to join the waitlist" },
    async (input, { actor }) => {
      try {
        const entry = await joinWaitlist(actor, input);
        revalidatePath("/my-appointments");
        return entry;
      } catch (err) {
        if (isDomainError(err) && err.details?.freeSlot) sawFreeSlot(true);
        throw err;
      }
    },
  );
}

export const leaveWaitlistAction = serverAction(
  { roles: ["patient", "receptionist", "admin"], schema: idSchema, success: (done: { message: string }) => done.message, failure: "Failed to leave the waitlist" },
  async (id, { actor }) => {
    const entry = await endEntry(actor, id);
    revalidatePath("/my-appointments");
    revalidatePath("/desk/waitlist");
    return { entry, message: isStaff(actor) ? REMOVED : LEFT };
  },
);

export const claimOfferAction = serverAction(
  { roles: "public", schema: tokenSchema, success: OFFER_CLAIMED, failure: "Failed to claim the time" },
  async (token) => {
    const appointment = await claimOffer(token);
    revalidatePath("/", "layout");
    return appointment;
  },
);

// Issue 47: a claim with the answers to the type's questions (the claim form's, below).
const claimWithAnswers = serverAction(
  { roles: "public", schema: claimOfferWithAnswersSchema, success: OFFER_CLAIMED, failure: "Failed to claim the time" },
  async ({ token, answers }) => {
    const appointment = await claimOffer(token, new Date(), answers);
    revalidatePath("/", "layout");
    return appointment;
  },
);

/** The claim form's state: what was sent comes back with a refusal (a message under each question). */
export type ClaimFormState = FormState<Record<string, string[]>>;

/**
 * Claim from the offer page's form (`token`, `answer.<questionId>`), with or without a script:
 * the answers are read by the kinds of the questions the offer asks; claimed, back to the offer's
 * page, which then says so.
 */
export async function claimFromFormAction(_previous: ClaimFormState, form: FormData): Promise<ClaimFormState> {
  const raw = form instanceof FormData ? form.get("token") : null;
  const token = typeof raw === "string" ? raw : "";
  const posted = postedAnswers(form);
  const questions = token ? await getOffer(token).then((o) => o.questions, () => []) : [];
  const answers = formAnswers(questions, posted);
  const result = await claimWithAnswers({ token, ...(answers ? { answers } : {}) });
  if (!result.ok) return { ok: false, message: result.message, ...(result.fieldErrors ? { fieldErrors: result.fieldErrors } : {}), values: posted };
  redirect(`/waitlist/offers/${encodeURIComponent(token)}`);
}

export const declineOfferAction = serverAction(
  { roles: "public", schema: tokenSchema, success: OFFER_DECLINED, failure: "Failed to decline the offer" },
  async (token) => {
    await declineOffer(token);
    revalidatePath("/", "layout");
  },
);
