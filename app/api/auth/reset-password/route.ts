import { publicRoute } from "@/lib/http/handler";
import { readJson } from "@/lib/http/body";
import { requestOrigin } from "@/lib/http/client-address";
import { PASSWORD_SET, resetPassword } from "@/lib/accounts/password-reset";
import { resetPasswordSchema } from "@/lib/accounts/password-schema";

// { token, password }: the token of an emailed link (once, within its time); every session and token of the account ends.
export const POST = publicRoute(async ({ req }) => {
  await resetPassword(await readJson(req, resetPasswordSchema), requestOrigin(req.headers));
  return { message: PASSWORD_SET };
});
