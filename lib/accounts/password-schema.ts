// The password rule (SPEC section 5), for every form, action and route that
// sets or checks a password: signup, login, adding and editing a doctor,
// changing one's own.
import { z } from "zod";
import { emailSchema } from "@/lib/validation";

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

const WRONG_CURRENT = "The current password is not correct";

/**
 * Changing one's own password (REST POST /api/auth/change-password). The
 * current password is only checked against the stored one, so any non-empty
 * text up to the longest password the rule ever allowed is accepted here.
 */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: "Please enter your current password" })
    .min(1, "Please enter your current password")
    .max(PASSWORD_MAX_LENGTH, WRONG_CURRENT),
  newPassword: passwordSchema(),
});
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

/** The profile's Change password form adds a confirmation. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string({ error: "Passwords do not match" }) })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;

// ---- password links (forgot password, a new doctor's first password) -------

/** What any link that cannot be used for another reason says (malformed, unknown). */
export const LINK_NOT_VALID =
  "This password link is not valid. Please open the whole link from the email, or ask for a new one.";

/** The token of a password link: 32 random bytes, base64url (lib/accounts/password-links.ts makes them). */
export const passwordLinkTokenSchema = z.string({ error: LINK_NOT_VALID }).trim().regex(/^[A-Za-z0-9_-]{43}$/, LINK_NOT_VALID);

/** "Forgot password" (REST POST /api/auth/forgot-password and the /forgot-password form). */
export const forgotPasswordSchema = z.object({ email: emailSchema("Please enter a valid email address") });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** Setting a password through a link (REST POST /api/auth/reset-password), under the sign-up rule. */
export const resetPasswordSchema = z.object({ token: passwordLinkTokenSchema, password: passwordSchema() });

/** The /reset-password form adds a confirmation. */
export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: z.string({ error: "Passwords do not match" }) })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;
