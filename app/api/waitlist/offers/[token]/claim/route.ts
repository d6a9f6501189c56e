import { publicRoute } from "@/lib/http/handler";
import { readJson } from "@/lib/http/body";
import { claimOffer, OFFER_CLAIMED } from "@/lib/waitlist/offers";
import { claimOfferSchema } from "@/lib/waitlist/waitlist-schema";

// Issue 27: claim the held time by the offer's secret: booked under every usual rule for the
// entry's patient -> 201 { success, message, appointment }; an expired or answered offer is a 410.
// Issue 47: an optional JSON body { answers } to the type's questions, as POST /api/appointment
// takes them; a bad or missing required answer is a 400 naming the question, and the hold stays.
export const POST = publicRoute<{ token: string }>(
  async ({ req, params }) => {
    const { answers } = await readJson(req, claimOfferSchema);
    return { message: OFFER_CLAIMED, appointment: await claimOffer(params.token, new Date(), answers) };
  },
  { status: 201 },
);
