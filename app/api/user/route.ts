import { authedRoute } from "@/lib/http/handler";
import { readJson } from "@/lib/http/body";
import { ACCOUNT_DELETED, deleteOwnAccount } from "@/lib/privacy/erase";
import { deleteAccountSchema } from "@/lib/privacy/erase-schema";

// Issue 45: "Delete my account" -> { success, message }. The password, and `otp` where a second
// factor is on; upcoming visits cancelled, then the account and its dependents erased (docs/privacy.md).
export const DELETE = authedRoute(["patient"], async ({ req, actor }) => {
  await deleteOwnAccount(actor, await readJson(req, deleteAccountSchema));
  return { message: ACCOUNT_DELETED };
});
