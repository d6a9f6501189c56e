// The OpenAPI operations of signing up and in, sessions, passwords, the caller's own profile and language, and their dependents (lib/accounts).
// Assembled with the other domains' in lib/http/openapi.ts.
import { z } from "zod";
import { loginSchema, registerSchema } from "@/lib/accounts/auth-schema";
import { dependentSchema, dependentShape } from "@/lib/accounts/dependent-schema";
import { languageChoiceSchema, languageRequestSchema } from "@/lib/accounts/language-schema";
import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema } from "@/lib/accounts/password-schema";
import { profileSchema } from "@/lib/accounts/profile-schema";
import { userShape } from "@/lib/accounts/shapes";
import { message, type Operation } from "@/lib/http/openapi/operation";

export const accountsOperations: Operation[] = [
  {
    method: "post", path: "/api/auth/register", tag: "auth", summary: "Create a patient account (rate limited per address)",
    auth: "public", body: { kind: "form", schema: registerSchema }, status: 201,
    result: { message, data: userShape, user: userShape }, errors: [409, 429],
  },
  {
    method: "post", path: "/api/auth/login", tag: "auth",
    summary: "Exchange email and password for a bearer token with its own session (rate limited; 403 for a closed account)",
    auth: "public", body: { kind: "json", schema: loginSchema },
    result: { message, token: z.string(), user: userShape }, errors: [401, 403, 429],
  },
  { method: "get", path: "/api/auth/me", tag: "auth", summary: "The signed-in user", auth: "any", result: { user: userShape } },
  {
    method: "post", path: "/api/auth/logout", tag: "auth", summary: "End the session of this token (other sign-ins stay)",
    auth: "any", result: { message },
  },
  {
    method: "post", path: "/api/auth/logout-all", tag: "auth", summary: "End every token and session of the caller, this one included",
    auth: "any", result: { message },
  },
  {
    method: "post", path: "/api/auth/change-password", tag: "auth",
    summary: "Change the password (current one required); every other token and session of the account ends, this one stays",
    auth: "any", body: { kind: "json", schema: changePasswordSchema }, result: { message }, errors: [429],
  },
  {
    method: "post", path: "/api/auth/forgot-password", tag: "auth",
    summary: "Email a link to choose a new password (one hour, once); the same answer whether or not the email has an account; rate limited per address and per email",
    auth: "public", body: { kind: "json", schema: forgotPasswordSchema }, result: { message }, errors: [429],
  },
  {
    method: "post", path: "/api/auth/reset-password", tag: "auth",
    summary: "Set the password with the token of an emailed link (400 when unknown, used or expired); every token and session of the account ends",
    auth: "public", body: { kind: "json", schema: resetPasswordSchema }, result: { message }, errors: [403],
  },
  {
    method: "put", path: "/api/user/update-profile", tag: "user", summary: "Edit the caller's own profile (email is not editable)",
    auth: "any", body: { kind: "form", schema: profileSchema, files: ["image"] }, result: { message, user: userShape },
  },
  {
    method: "put", path: "/api/user/language", tag: "user",
    summary: "Save the caller's language (pages and emails follow it); 400 for a language the clinic does not offer (CLINIC_LOCALES)",
    auth: "any", body: { kind: "json", schema: languageRequestSchema }, result: { message, locale: languageChoiceSchema },
  },
  {
    method: "get", path: "/api/user/dependents", tag: "user", summary: "The caller's dependents (family members whose visits they book and whose emails they get)",
    auth: ["patient"], result: { dependents: z.array(dependentShape) },
  },
  {
    method: "post", path: "/api/user/dependents", tag: "user",
    summary: "Add a dependent: a patient record of its own, without a login, managed by the caller. Refused (409) past the clinic's maxDependentsPerGuardian, and (429) past the additions an hour",
    auth: ["patient"], body: { kind: "json", schema: dependentSchema }, status: 201, result: { message, dependent: dependentShape }, errors: [409, 429],
  },
  {
    method: "put", path: "/api/user/dependents/{id}", tag: "user", summary: "Edit one of the caller's dependents",
    auth: ["patient"], body: { kind: "json", schema: dependentSchema }, result: { message, dependent: dependentShape },
  },
  {
    method: "delete", path: "/api/user/dependents/{id}", tag: "user",
    summary: "Remove one of the caller's dependents: refused (409) while it has appointments to come; kept, archived, when it has history",
    auth: ["patient"], result: { message }, errors: [409],
  },
];
