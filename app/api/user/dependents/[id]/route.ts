import { authedRoute } from "@/lib/http/handler";
import { readJson } from "@/lib/http/body";
import { pathId } from "@/lib/http/route-schema";
import { DEPENDENT_UPDATED, updateDependent } from "@/lib/accounts/dependents";
import { DEPENDENT_REMOVED, removeDependent } from "@/lib/privacy/dependent-removal";
import { dependentSchema } from "@/lib/accounts/dependent-schema";

// Issue 26: edit one of the caller's dependents -> { success, message, dependent }.
export const PUT = authedRoute<{ id: string }>(["patient"], async ({ req, params, actor }) => ({
  message: DEPENDENT_UPDATED,
  dependent: await updateDependent(actor, pathId(params.id), await readJson(req, dependentSchema)),
}));

// Issue 26: remove one (409 while it has visits to come; archived when it has history) -> { success, message }.
export const DELETE = authedRoute<{ id: string }>(["patient"], async ({ params, actor }) => {
  await removeDependent(actor, pathId(params.id));
  return { message: DEPENDENT_REMOVED };
});
