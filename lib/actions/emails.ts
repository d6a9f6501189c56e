"use server";

// The admin's Retry on /admin/emails. Who may do it is checked in lib/notifications/email-log.ts.
import { revalidatePath } from "next/cache";
import { serverAction } from "@/lib/actions/safe-action";
import { EMAIL_REQUEUED, retryEmail } from "@/lib/notifications/email-log";
import { idSchema } from "@/lib/validation";

export const retryEmailAction = serverAction(
  { roles: ["admin"], schema: idSchema, success: EMAIL_REQUEUED, failure: "Failed to queue the email again" },
  async (id, { actor }) => {
    const email = await retryEmail(actor, id);
    revalidatePath("/admin/emails");
    return email;
  },
);
