import { authedRoute } from "@/lib/api/handler";
import { pathId } from "@/lib/api/schemas";
import { EMAIL_REQUEUED, retryEmail } from "@/lib/email-log";

// Extra: the admin's Retry for a failed email (409 for any other status).
export const POST = authedRoute<{ id: string }>(["admin"], async ({ params, actor }) => {
  const email = await retryEmail(actor, pathId(params.id));
  return { message: EMAIL_REQUEUED, email };
});
