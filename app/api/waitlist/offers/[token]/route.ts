import { publicRoute } from "@/lib/http/handler";
import { getOffer } from "@/lib/waitlist/offers";

// Issue 27: an offer by its secret (the link in the offer email is the only credential, as for the
// calendar feed) -> { success, offer }; an unknown or malformed token is a 404.
export const GET = publicRoute<{ token: string }>(async ({ params }) => ({ offer: await getOffer(params.token) }));
