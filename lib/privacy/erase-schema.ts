// What "Delete my account" takes (issue 45): the profile's form, the server action, DELETE /api/user
// and OpenAPI share it. The typed confirmation is the form's own (a safeguard against a slip, not a check).
import { z } from "zod";
import { CODE_MAX_CHARS } from "@/lib/accounts/two-factor-schema";
import { changePasswordSchema } from "@/lib/accounts/password-schema";

const CODE_TOO_LONG = "Enter a code from your authenticator app or a recovery code";

export const deleteAccountSchema = z.object({
  /** Checked against the stored one only: any text up to the longest password the rule ever allowed. */
  password: changePasswordSchema.shape.currentPassword,
  /** A current authenticator code or a recovery code, where a second factor is on; empty: none. */
  otp: z
    .string({ error: CODE_TOO_LONG })
    .trim()
    .max(CODE_MAX_CHARS, CODE_TOO_LONG)
    .optional()
    .transform((v) => (v ? v : undefined)),
});

/** What the schema answers, the code optional (callers in the domain layer may leave it out). */
export type DeleteAccountInput = Omit<z.output<typeof deleteAccountSchema>, "otp"> & { otp?: string };
