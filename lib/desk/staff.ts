// The admin's staff screen (issue 26): the front desk's accounts. An admin adds a receptionist
// (name and email; the account gets a random password nobody knows and an email with a link,
// valid seven days, to set their own) and archives one (it signs nobody in again, and every
// session and API token it holds ends at once). Archived accounts stay: who booked what keeps
// pointing at a real person.
import { randomBytes } from "node:crypto";
import { prisma } from "@/lib/db";
import { conflict, forbidden, isUniqueViolation, notFound } from "@/lib/errors";
import { hashPassword } from "@/lib/accounts/password-hash";
import { emailPasswordLink } from "@/lib/accounts/password-reset";
import { endSessionsOf } from "@/lib/accounts/sessions";
import { DUPLICATE_EMAIL, type Actor } from "@/lib/accounts/users";
import { recordAudit } from "@/lib/audit/record";
import type { AddStaffInput, StaffDTO } from "@/lib/desk/staff-schema";

export const STAFF_ADMINS_ONLY = "Only admins can manage staff";
export const STAFF_ADDED = "Receptionist added. They were emailed a link to set their password.";
export const STAFF_ARCHIVED = "Receptionist archived. Their sessions have ended.";
export const STAFF_NOT_FOUND = "Staff member not found";

const staffSelect = {
  id: true,
  name: true,
  email: true,
  createdAt: true,
  archivedAt: true,
  // Open set-password links, and used ones: the password is not set while one is open and none was used.
  passwordTokens: { where: { purpose: "set_password" as const, usedAt: null }, select: { id: true }, take: 1 },
  _count: { select: { passwordTokens: { where: { purpose: "set_password" as const, usedAt: { not: null } } } } },
} as const;

type StaffRow = {
  id: string;
  name: string;
  email: string | null;
  createdAt: Date;
  archivedAt: Date | null;
  passwordTokens: { id: string }[];
  _count: { passwordTokens: number };
};

function toStaffDTO(row: StaffRow): StaffDTO {
  return {
    _id: row.id,
    name: row.name,
    email: row.email ?? "",
    role: "receptionist",
    // Set from the emailed link, or never invited by link (an account given a password otherwise).
    passwordSet: row._count.passwordTokens > 0 || row.passwordTokens.length === 0,
    archived: row.archivedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

function assertAdmin(actor: Actor): void {
  if (actor.role !== "admin") throw forbidden(STAFF_ADMINS_ONLY);
}

/** The front desk's accounts, active ones first, then by name. */
export async function listStaff(actor: Actor): Promise<StaffDTO[]> {
  assertAdmin(actor);
  const rows = await prisma.user.findMany({
    where: { role: "receptionist" },
    select: staffSelect,
    orderBy: [{ archivedAt: { sort: "desc", nulls: "first" } }, { name: "asc" }],
  });
  return rows.map(toStaffDTO);
}

/** Adds a receptionist and, in the same transaction, the email with their set-password link. */
export async function addReceptionist(actor: Actor, input: AddStaffInput): Promise<StaffDTO> {
  assertAdmin(actor);
  const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
  try {
    const row = await prisma.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: { name: input.name, email: input.email, passwordHash, role: "receptionist" },
        select: { id: true, name: true, email: true },
      });
      await emailPasswordLink(tx, user, "set_password", "front desk");
      await recordAudit(tx, actor, { action: "staff.created", subject: { type: "user", id: user.id } });
      return tx.user.findUniqueOrThrow({ where: { id: user.id }, select: staffSelect });
    });
    return toStaffDTO(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DUPLICATE_EMAIL);
    throw err;
  }
}

/**
 * Archives a receptionist: closed from now on (sign-in answers ACCOUNT_CLOSED), every session and
 * API token ended (the token version moves on, the server-side sessions are deleted), open
 * password links removed. Archiving an archived one changes nothing.
 */
export async function archiveReceptionist(actor: Actor, id: string, now = new Date()): Promise<StaffDTO> {
  assertAdmin(actor);
  const row = await prisma.$transaction(async (tx) => {
    const found = await tx.user.findUnique({ where: { id }, select: { role: true, archivedAt: true } });
    if (!found || found.role !== "receptionist") throw notFound(STAFF_NOT_FOUND);
    if (!found.archivedAt) {
      await tx.user.update({ where: { id }, data: { archivedAt: now, tokenVersion: { increment: 1 } } });
      await tx.passwordToken.deleteMany({ where: { userId: id, usedAt: null } });
      await endSessionsOf(id, {}, tx);
      await recordAudit(tx, actor, { action: "staff.archived", subject: { type: "user", id } });
    }
    return tx.user.findUniqueOrThrow({ where: { id }, select: staffSelect });
  });
  return toStaffDTO(row);
}
