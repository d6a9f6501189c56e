"use server";

// "My family" on the patient's profile (issue 26): add, edit, remove a dependent. Thin: the rules
// live in lib/accounts/dependents.ts and lib/privacy/dependent-removal.ts.
import { revalidatePath } from "next/cache";
import { serverAction } from "@/lib/actions/safe-action";
import { DEPENDENT_ADDED, DEPENDENT_UPDATED, updateDependent } from "@/lib/accounts/dependents";
import { addDependentWithinLimits } from "@/lib/clinic/dependent-addition";
import { DEPENDENT_REMOVED, removeDependent } from "@/lib/privacy/dependent-removal";
import { dependentSchema } from "@/lib/accounts/dependent-schema";
import { idSchema } from "@/lib/validation";

export const addDependentAction = serverAction(
  { roles: ["patient"], schema: dependentSchema, success: DEPENDENT_ADDED, failure: "Failed to add the family member" },
  async (input, { actor }) => {
    const dependent = await addDependentWithinLimits(actor, input);
    revalidatePath("/profile");
    return dependent;
  },
);

export const updateDependentAction = serverAction(
  { roles: ["patient"], schema: dependentSchema.extend({ id: idSchema }), success: DEPENDENT_UPDATED, failure: "Failed to save the family member" },
  async ({ id, ...input }, { actor }) => {
    const dependent = await updateDependent(actor, id, input);
    revalidatePath("/profile");
    return dependent;
  },
);

export const removeDependentAction = serverAction(
  { roles: ["patient"], schema: idSchema, success: DEPENDENT_REMOVED, failure: "Failed to remove the family member" },
  async (id, { actor }) => {
    await removeDependent(actor, id);
    revalidatePath("/profile");
  },
);
