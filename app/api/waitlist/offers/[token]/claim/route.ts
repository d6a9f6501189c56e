import { publicRoute } from "@/lib/http/handler";
import { claimOffer, OFFER_CLAIMED } from "@/lib/waitlist/offers";

// Issue 27: claim the held time by the offer's secret: booked under every usual rule for the
// entry's patient -> 201 { success, message, appointment }; an expired or answered offer is a 410.
export const POST = publicRoute<{ token: string }>(
  async ({ params }) => ({ message: OFFER_CLAIMED, appointment: await claimOffer(params.token) }),
  { status: 201 },
);
