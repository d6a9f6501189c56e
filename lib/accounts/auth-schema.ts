// Login and signup rules of SPEC section 5, shared by the forms and the server.
import { z } from "zod";
import { emailSchema } from "@/lib/validation";
import { PASSWORD_MIN_LENGTH, passwordSchema } from "@/lib/accounts/password-schema";

export const loginSchema = z.object({
  email: emailSchema("Please enter a valid email address"),
  password: passwordSchema(`Password should be at least ${PASSWORD_MIN_LENGTH} characters`),
  /** REST clients of an account with a second factor (issue 44); the web asks for it on /login/verify. */
  otp: z
    .string()
    .trim()
    .max(32, "The code is at most 32 characters")
    .optional()
    .describe("A current authenticator code or an unused recovery code; required when the account has a second factor (else 401 with `twoFactorRequired: true`)"),
});
export type LoginInput = z.input<typeof loginSchema>;

/** The login form posted without scripts: the credentials and its "Remember me" box. */
export const loginFormSchema = loginSchema.extend({ remember: z.boolean({ error: "Remember me must be true or false" }) });

export const fullNameSchema = z
  .string({ error: "Full name must be at least 3 characters" })
  .trim()
  .min(3, "Full name must be at least 3 characters")
  .max(100, "Full name must be at most 100 characters");

/** What the server needs to create a patient account (REST register and the signup form). */
export const registerSchema = z.object({
  name: fullNameSchema,
  email: emailSchema("Invalid email address"),
  password: passwordSchema(),
});

/** The signup form adds confirmation and terms on top of registration. */
export const signupSchema = registerSchema
  .extend({
    confirmPassword: z.string({ error: "Passwords do not match" }),
    terms: z.boolean().refine((v) => v, "You must accept the Terms and Privacy Policy"),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });
export type SignupInput = z.input<typeof signupSchema>;
