import { publicRoute } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/body";
import { UNSUBSCRIBED, unsubscribeFromReminders, unsubscribeQuery } from "@/lib/accounts/email-preferences";

// RFC 8058 one-click unsubscribe, the address of a reminder's List-Unsubscribe
// header: mail apps POST "List-Unsubscribe=One-Click" to it, so the signed
// link is all that counts and the body is not read.
export const POST = publicRoute(async ({ req }) => {
  await unsubscribeFromReminders(readQuery(req, unsubscribeQuery));
  return { message: UNSUBSCRIBED };
});
