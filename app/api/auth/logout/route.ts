import { authedRoute } from "@/lib/http/handler";
import { endOwnSession, SIGNED_OUT } from "@/lib/accounts/users";

// Ends the caller's own session: this token stops working, other sign-ins stay.
export const POST = authedRoute([], async ({ actor }) => {
  await endOwnSession(actor);
  return { message: SIGNED_OUT };
}, { allowWithoutSecondFactor: true });
