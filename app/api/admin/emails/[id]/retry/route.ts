import { authedRoute } from "@/lib/http/handler";
import { pathId } from "@/lib/http/route-schema";
import { EMAIL_REQUEUED, retryEmail } from "@/lib/notifications/email-log";

// Extra: the admin's Retry for a failed email (409 for any other status).
export const POST = authedRoute<{ id: string }>(["admin"], async ({ params, actor }) => {
  const email = await retryEmail(actor, pathId(params.id));
  return { message: EMAIL_REQUEUED, email };
});
