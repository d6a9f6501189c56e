import { authedRoute } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { changePassword, PASSWORD_CHANGED } from "@/lib/users";
import { changePasswordSchema } from "@/lib/validation/password";

// { currentPassword, newPassword }: this token keeps working, every other token and session of the account ends.
export const POST = authedRoute([], async ({ req, actor }) => {
  await changePassword(actor, await readJson(req, changePasswordSchema));
  return { message: PASSWORD_CHANGED };
});
