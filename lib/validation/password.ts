// The password rule (SPEC section 5), for every form, action and route that
// sets or checks a password: signup, login, adding and editing a doctor,
// changing one's own.
import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 100;

const TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
const TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;

/** A required password; `tooShort` lets the login form keep its own wording. */
export const passwordSchema = (tooShort = TOO_SHORT) =>
  z.string({ error: "Password is required" }).min(PASSWORD_MIN_LENGTH, tooShort).max(PASSWORD_MAX_LENGTH, TOO_LONG);

/** A password that may be left empty ("keep the current one"). */
export const optionalPasswordSchema = z
  .string({ error: "Password must be text" })
  .max(PASSWORD_MAX_LENGTH, TOO_LONG)
  .refine((v) => v === "" || v.length >= PASSWORD_MIN_LENGTH, TOO_SHORT)
  .optional()
  .default("");
