import { authedRoute } from "@/lib/api/handler";
import { revokeAllSessions } from "@/lib/users";

// Revokes every token and session of the caller ("log out everywhere").
export const POST = authedRoute([], async ({ actor }) => {
  await revokeAllSessions(actor);
  return { message: "Signed out everywhere" };
});
