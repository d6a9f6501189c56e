// The OpenAPI operations of a person's own data (lib/privacy, issue 45): deleting one's account, the
// desk's erasure of a record without a login; the export answers a file (not the { success } JSON),
// so its path is written out here whole. Assembled with the other domains' in lib/http/openapi.ts.
import { z } from "zod";
import { deleteAccountSchema } from "@/lib/privacy/erase-schema";
import { AUDIT_ACTIONS } from "@/lib/audit/actions";
import { message, type JsonSchema, type Operation } from "@/lib/http/openapi/operation";

const accessLogEntry = z.object({
  at: z.string().describe("ISO 8601 instant"),
  actor: z.object({ name: z.string(), role: z.enum(["admin", "receptionist", "doctor"]) }).describe("The staff member (never their address or browser)"),
  action: z.enum(AUDIT_ACTIONS).describe("What they did (docs/audit.md)"),
  patientId: z.string().describe("Whose data: the caller or one of their dependents"),
  description: z.string().describe("The event in English words"),
});

export const privacyOperations: Operation[] = [
  {
    method: "get", path: "/api/user/access-log", tag: "user",
    summary:
      "Who has opened the caller's record: the last 12 months of staff reads and changes of their data and their dependents' (the staff member's name and role, " +
      "what, when), newest first, at most 500",
    auth: ["patient"], result: { entries: z.array(accessLogEntry) },
  },
  {
    method: "delete", path: "/api/user", tag: "user",
    summary:
      "Delete the caller's account (a patient): the password, and `otp` (a current authenticator code or a recovery code) where a second factor is on. " +
      "Visits to come are cancelled under the usual rules (a 409 inside the clinic's cancellation cutoff) with the usual emails, then the account's and its " +
      "dependents' identity is erased in one transaction (name \"Deleted patient\"; email, phone, date of birth, address, photo, second factors, password links, " +
      "sessions and waitlist places gone); visits stay without identity. The email address may sign up again. 409 while a visit is in progress (checked in today). docs/privacy.md",
    auth: ["patient"], body: { kind: "json", schema: deleteAccountSchema }, result: { message }, errors: [409, 429],
  },
  {
    method: "delete", path: "/api/patients/{id}", tag: "desk",
    summary:
      "Erase a patient record without a login, as its person would delete an account (visits to come cancelled, staff not held to the cutoff). " +
      "409 for a record with a login (its holder deletes it), a family member of an account, or a visit in progress; 404 once erased",
    auth: ["receptionist", "admin"], result: { message }, errors: [409],
  },
];

const OBJECTS: JsonSchema = { type: "object" };

/** GET /api/user/export: the JSON file. */
export function privacyExportPath(errorRef: JsonSchema, statusText: Record<number, string>): Record<string, unknown> {
  return {
    get: {
      tags: ["user"],
      summary:
        "Everything the clinic holds about the caller (a patient) and their dependents, as a JSON file (Content-Disposition: attachment): profile, dependents, " +
        "appointments (with the notes the patient gave, moves and cancellations), waitlist entries, emails sent to them (kind, subject, status, date), " +
        "second-factor status (never a secret) and the access log of staff who opened or changed their data. Rate limited per account (a few an hour)",
      description: "Roles: patient.",
      operationId: "getApiUserExport",
      responses: {
        200: {
          description: 'The file (Content-Disposition: attachment; filename="careslot-my-data-YYYY-MM-DD.json")',
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["profile", "dependents", "appointments", "waitlist", "emails", "twoFactor", "accessLog"],
                properties: {
                  exportedAt: { type: "string", description: "ISO 8601 instant" },
                  profile: { type: "object", description: "name, email, phone, address, dateOfBirth, gender, language, createdAt, reminderEmails" },
                  dependents: { type: "array", items: OBJECTS, description: "The family members, each as the profile, with relationship and removedAt" },
                  appointments: { type: "array", items: OBJECTS, description: "Every visit of the caller and their dependents, oldest first: times, status, doctor, visit type, amount, notes, cancellation, moves" },
                  waitlist: { type: "array", items: OBJECTS, description: "Waitlist entries, ended ones too" },
                  emails: { type: "array", items: OBJECTS, description: "Emails sent to them: kind, subject, status, date" },
                  twoFactor: { type: "object", description: "authenticatorApp (on or off), passkeys (name and dates), recoveryCodesLeft" },
                  accessLog: { type: "array", items: OBJECTS, description: "The entries of GET /api/user/access-log: staff reads and changes of their data" },
                },
              },
            },
          },
        },
        ...Object.fromEntries([401, 403, 429].map((code) => [code, { description: statusText[code], content: { "application/json": { schema: errorRef } } }])),
      },
    },
  };
}
