import { publicRoute } from "@/lib/http/handler";
import { readJson } from "@/lib/http/body";
import { requestPasswordReset, RESET_LINK_SENT } from "@/lib/accounts/password-reset";
import { clientAddress } from "@/lib/http/client-address";
import { forgotPasswordSchema } from "@/lib/accounts/password-schema";

// { email } -> the same answer whether or not an account uses it; rate limited per address and per email.
export const POST = publicRoute(async ({ req }) => {
  await requestPasswordReset(await readJson(req, forgotPasswordSchema), clientAddress(req.headers));
  return { message: RESET_LINK_SENT };
});
