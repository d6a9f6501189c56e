// Where signing in ends and what a refused sign-in says: the same for the
// login form's two ways in (next-auth's client with scripts, the form post
// without, lib/actions/login.ts). No imports with weight: the login form's
// first-load script carries this file.
import type { Role } from "@/lib/generated/prisma/enums";

/** Each role's home page: where signing in lands without a (safe) return path. */
export const ROLE_HOME = { admin: "/admin/dashboard", doctor: "/doctor/dashboard", patient: "/", receptionist: "/desk" } as const satisfies Record<Role, string>;

/** SPEC section 8: the login form's text when the server gives no message of its own. */
export const LOGIN_FAILED = "Login failed. Please try again.";
