"use server";

// The admin's Visit types screen: add, edit, archive, restore, reorder. Thin: validation is the
// shared zod schemas (lib/visit-types/visit-type-schema.ts); who may do it and the rules live in
// lib/visit-types/admin.ts.
import { revalidatePath } from "next/cache";
import { serverAction } from "@/lib/actions/safe-action";
import {
  archiveVisitType,
  createVisitType,
  moveVisitType,
  restoreVisitType,
  updateVisitType,
  VISIT_TYPE_ADDED,
  VISIT_TYPE_ARCHIVED,
  VISIT_TYPE_RESTORED,
  VISIT_TYPE_UPDATED,
  VISIT_TYPES_REORDERED,
} from "@/lib/visit-types/admin";
import { moveVisitTypeSchema, visitTypeInputSchema } from "@/lib/visit-types/visit-type-schema";
import { toAdminVisitTypeDTO } from "@/lib/visit-types/shapes";
import { idSchema } from "@/lib/validation";

/** Visit types show on the admin's screen, the booking pages and the doctors' slots. */
function revalidateVisitTypes() {
  revalidatePath("/", "layout");
}

export const createVisitTypeAction = serverAction(
  { roles: ["admin"], schema: visitTypeInputSchema, success: VISIT_TYPE_ADDED, failure: "Failed to add the visit type" },
  async (input, { actor }) => {
    const type = await createVisitType(actor, input);
    revalidateVisitTypes();
    return toAdminVisitTypeDTO(type);
  },
);

export const updateVisitTypeAction = serverAction(
  { roles: ["admin"], schema: visitTypeInputSchema.extend({ id: idSchema }), success: VISIT_TYPE_UPDATED, failure: "Failed to save the visit type" },
  async ({ id, ...input }, { actor }) => {
    const type = await updateVisitType(actor, id, input);
    revalidateVisitTypes();
    return toAdminVisitTypeDTO(type);
  },
);

export const archiveVisitTypeAction = serverAction(
  { roles: ["admin"], schema: idSchema, success: VISIT_TYPE_ARCHIVED, failure: "Failed to archive the visit type" },
  async (id, { actor }) => {
    const type = await archiveVisitType(actor, id);
    revalidateVisitTypes();
    return toAdminVisitTypeDTO(type);
  },
);

export const restoreVisitTypeAction = serverAction(
  { roles: ["admin"], schema: idSchema, success: VISIT_TYPE_RESTORED, failure: "Failed to restore the visit type" },
  async (id, { actor }) => {
    const type = await restoreVisitType(actor, id);
    revalidateVisitTypes();
    return toAdminVisitTypeDTO(type);
  },
);

export const moveVisitTypeAction = serverAction(
  { roles: ["admin"], schema: moveVisitTypeSchema.extend({ id: idSchema }), success: VISIT_TYPES_REORDERED, failure: "Failed to change the order" },
  async ({ id, direction }, { actor }) => {
    const types = await moveVisitType(actor, id, direction);
    revalidateVisitTypes();
    return types.map(toAdminVisitTypeDTO);
  },
);
