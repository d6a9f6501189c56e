"use server";

// Issue 45: "Delete my account" on the profile, and the desk's or an admin's erasure of a record
// without a login on the visit page. Thin: lib/privacy/erase.ts holds every rule.
import { revalidatePath } from "next/cache";
import { serverAction } from "@/lib/actions/safe-action";
import { clearSessionCookie } from "@/lib/auth/cookies";
import { ACCOUNT_DELETED, deleteOwnAccount, erasePatientRecord, PATIENT_ERASED } from "@/lib/privacy/erase";
import { deleteAccountSchema } from "@/lib/privacy/erase-schema";
import { idSchema } from "@/lib/validation";

/** The account is erased and its sessions ended; this browser's cookie goes too (the page then leaves). */
export const deleteAccountAction = serverAction(
  { roles: ["patient"], schema: deleteAccountSchema, success: ACCOUNT_DELETED, failure: "Failed to delete the account" },
  async (input, { actor }) => {
    await deleteOwnAccount(actor, input);
    await clearSessionCookie();
  },
);

export const erasePatientRecordAction = serverAction(
  { roles: ["receptionist", "admin"], schema: idSchema, success: PATIENT_ERASED, failure: "Failed to erase the patient record" },
  async (id, { actor }) => {
    await erasePatientRecord(actor, id);
    revalidatePath("/desk", "layout");
  },
);
