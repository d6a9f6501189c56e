import { authedRoute } from "@/lib/http/handler";
import { revokeAllSessions, SIGNED_OUT_EVERYWHERE } from "@/lib/accounts/users";

// Ends every token and session of the caller, this one included ("log out everywhere").
export const POST = authedRoute([], async ({ actor }) => {
  await revokeAllSessions(actor);
  return { message: SIGNED_OUT_EVERYWHERE };
}, { allowWithoutSecondFactor: true });
