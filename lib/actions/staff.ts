"use server";

// The admin's Staff screen (issue 26): add a receptionist, archive one. Thin: validation is the
// shared zod schema (lib/desk/staff-schema.ts); who may do it and the rules live in
// lib/desk/staff.ts.
import { revalidatePath } from "next/cache";
import { serverAction } from "@/lib/actions/safe-action";
import { addReceptionist, archiveReceptionist, STAFF_ADDED, STAFF_ARCHIVED } from "@/lib/desk/staff";
import { addStaffSchema } from "@/lib/desk/staff-schema";
import { idSchema } from "@/lib/validation";

export const addStaffAction = serverAction(
  { roles: ["admin"], schema: addStaffSchema, success: STAFF_ADDED, failure: "Failed to add the receptionist" },
  async (input, { actor }) => {
    const staff = await addReceptionist(actor, input);
    revalidatePath("/admin/staff");
    return staff;
  },
);

export const archiveStaffAction = serverAction(
  { roles: ["admin"], schema: idSchema, success: STAFF_ARCHIVED, failure: "Failed to archive the receptionist" },
  async (id, { actor }) => {
    const staff = await archiveReceptionist(actor, id);
    revalidatePath("/admin/staff");
    return staff;
  },
);
