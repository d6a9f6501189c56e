"use server";

// The waitlist's server actions (issue 27): join (a patient for themselves or a dependent, the desk
// and admins for any patient), leave or remove an entry, answer an offer by its secret (no
// sign-in: the secret in the email is the permission). Thin: the rules live in lib/waitlist.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { serverAction } from "@/lib/actions/safe-action";
import { isDomainError } from "@/lib/errors";
import { endEntry, joinWaitlist, JOINED, LEFT, REMOVED } from "@/lib/waitlist/entries";
import { claimOffer, declineOffer, OFFER_CLAIMED, OFFER_DECLINED } from "@/lib/waitlist/offers";
import { joinWaitlistSchema } from "@/lib/waitlist/waitlist-schema";
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

export const declineOfferAction = serverAction(
  { roles: "public", schema: tokenSchema, success: OFFER_DECLINED, failure: "Failed to decline the offer" },
  async (token) => {
    await declineOffer(token);
    revalidatePath("/", "layout");
  },
);
