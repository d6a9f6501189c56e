// Who may do what, by role (issue 26). The clinic's staff are its admins and its front desk
// (`receptionist`): both reach every patient's appointments (book, move, cancel, check in,
// no-show, complete) under the same slot and policy rules; only admins manage the clinic
// (doctors, visit types, staff, settings, the email log).
import type { Role } from "@/lib/generated/prisma/enums";

/** An admin or the front desk: someone who acts on any patient's appointments. */
export function isStaff(actor: { role: Role }): boolean {
  return actor.role === "admin" || actor.role === "receptionist";
}
