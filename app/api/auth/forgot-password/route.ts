import { publicRoute } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { requestPasswordReset, RESET_LINK_SENT } from "@/lib/password-reset";
import { clientAddress } from "@/lib/rate-limit";
import { forgotPasswordSchema } from "@/lib/validation/password";

// { email } -> the same answer whether or not an account uses it; rate limited per address and per email.
export const POST = publicRoute(async ({ req }) => {
  await requestPasswordReset(await readJson(req, forgotPasswordSchema), clientAddress(req.headers));
  return { message: RESET_LINK_SENT };
});
