import { authedRoute } from "@/lib/http/handler";
import { readJson } from "@/lib/http/body";
import { DEPENDENT_ADDED, listDependents } from "@/lib/accounts/dependents";
import { addDependentWithinLimits } from "@/lib/clinic/dependent-addition";
import { dependentSchema } from "@/lib/accounts/dependent-schema";

// Issue 26 (families): the caller's dependents -> { success, dependents }.
export const GET = authedRoute(["patient"], async ({ actor }) => ({ dependents: await listDependents(actor) }));

// Issue 26: add a dependent {name, dob, gender, relationship} -> 201 { success, message, dependent }.
export const POST = authedRoute(
  ["patient"],
  async ({ req, actor }) => ({ message: DEPENDENT_ADDED, dependent: await addDependentWithinLimits(actor, await readJson(req, dependentSchema)) }),
  { status: 201 },
);
