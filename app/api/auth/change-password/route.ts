import { authedRoute } from "@/lib/http/handler";
import { readJson } from "@/lib/http/body";
import { changePassword, PASSWORD_CHANGED } from "@/lib/accounts/users";
import { changePasswordSchema } from "@/lib/accounts/password-schema";

// { currentPassword, newPassword }: this token keeps working, every other token and session of the account ends.
export const POST = authedRoute([], async ({ req, actor }) => {
  await changePassword(actor, await readJson(req, changePasswordSchema));
  return { message: PASSWORD_CHANGED };
});
