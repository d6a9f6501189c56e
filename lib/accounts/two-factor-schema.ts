// What the second-factor forms and routes take (issue 44), shared by the profile's forms, the
// sign-in's second step, the REST routes and OpenAPI.
import { z } from "zod";

/** A current authenticator code: six digits (spaces people type between the groups are dropped). */
export const totpCodeSchema = z.object({
  code: z.preprocess((v) => (typeof v === "string" ? v.replace(/\s+/g, "") : v), z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app")),
});

/** The longest code the second-factor fields take (a recovery code with its dashes fits). */
export const CODE_MAX_CHARS = 32;

/** A current authenticator code or a recovery code. */
export const secondFactorCodeSchema = z.object({
  code: z.string().trim().min(6, "Enter a code from your authenticator app or a recovery code").max(CODE_MAX_CHARS, "Enter a code from your authenticator app or a recovery code"),
});

