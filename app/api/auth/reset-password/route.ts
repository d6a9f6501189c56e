import { publicRoute } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { PASSWORD_SET, resetPassword } from "@/lib/password-reset";
import { resetPasswordSchema } from "@/lib/validation/password";

// { token, password }: the token of an emailed link (once, within its time); every session and token of the account ends.
export const POST = publicRoute(async ({ req }) => {
  await resetPassword(await readJson(req, resetPasswordSchema));
  return { message: PASSWORD_SET };
});
