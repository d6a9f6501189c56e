import { publicRoute } from "@/lib/http/handler";
import { declineOffer, OFFER_DECLINED } from "@/lib/waitlist/offers";

// Issue 27: decline the held time by the offer's secret: it passes to the next patient waiting and
// the entry stays -> { success, message }; an expired or answered offer is a 410.
export const POST = publicRoute<{ token: string }>(async ({ params }) => {
  await declineOffer(params.token);
  return { message: OFFER_DECLINED };
});
