// What "Delete my account" takes (issue 45): the profile's form, the server action, DELETE /api/user
// and OpenAPI share it. The typed confirmation is the form's own (a safeguard against a slip, not a check).
import { z } from "zod";
import { CODE_MAX_CHARS } from "@/lib/accounts/two-factor-schema";
import { PASSWORD_MAX_LENGTH } from "@/lib/accounts/password-schema";

const ENTER_PASSWORD = "Enter your password";
const CODE_TOO_LONG = "Enter a code from your authenticator app or a recovery code";

export const deleteAccountSchema = z.object({
  password: z.string({ error: ENTER_PASSWORD }).min(1, ENTER_PASSWORD).max(PASSWORD_MAX_LENGTH, ENTER_PASSWORD),
  /** A current authenticator code or a recovery code, where a second factor is on; empty: none. */
  otp: z
    .string({ error: CODE_TOO_LONG })
    .trim()
    .max(CODE_MAX_CHARS, CODE_TOO_LONG)
    .optional()
    .transform((v) => (v ? v : undefined)),
});

export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;
