// The admin's doctor management: add, edit, open/close booking. (Removing a
// doctor cancels their future visits, so it lives with the appointments:
// lib/appointments/doctor-removal.ts.)
// Each operation checks that the actor is an admin itself, whoever calls it
// (the REST routes, the server actions), and its success text lives beside it.
import { randomBytes } from "node:crypto";
import { prisma } from "@/lib/db";
import { conflict, DOCTOR_NOT_FOUND, forbidden, isUniqueViolation, notFound } from "@/lib/errors";
import { hashPassword } from "@/lib/accounts/password-hash";
import { emailPasswordLink } from "@/lib/accounts/password-reset";
import { outgoing } from "@/lib/outbox/outbox";
import { recordEmails } from "@/lib/accounts/email-recipients";
import { welcome } from "@/lib/accounts/emails/welcome";
import { doctorsChanged } from "@/lib/platform/cache-tags";
import { announceFreedTime } from "@/lib/schedule/freed-time";
import { doctorInclude, toDoctorDTO, type DoctorDTO } from "@/lib/doctors/serialize";
import { DUPLICATE_EMAIL, type Actor } from "@/lib/accounts/users";
import { recordAudit } from "@/lib/audit/record";
import { endCalendarFeedLink } from "@/lib/accounts/calendar-feed-revocation";
import { professionalData } from "@/lib/doctors/fields";
import type { z } from "zod";
import type { addDoctorSchema, editDoctorSchema } from "@/lib/doctors/doctor-schema";

export const ADMINS_ONLY = "Only admins can manage doctors";

export const DOCTOR_ADDED = "Doctor added successfully";
/** When the admin left the password empty (the REST contract's text still leads). */
export const DOCTOR_ADDED_LINK_SENT = "Doctor added successfully. They were emailed a link to set their own password.";

/** What the admin is told after addDoctor, given whether a password came with the doctor. */
export function doctorAdded(withPassword: boolean): string {
  return withPassword ? DOCTOR_ADDED : DOCTOR_ADDED_LINK_SENT;
}
export const DOCTOR_UPDATED = "Doctor updated successfully";

export function availabilityChanged(available: boolean): string {
  return available ? "Doctor is now available" : "Doctor is now unavailable";
}

export function assertAdmin(actor: Actor): void {
  if (actor.role !== "admin") throw forbidden(ADMINS_ONLY);
}

/**
 * Creates a doctor account and profile, and the doctor's email, in one
 * transaction. With a password from the admin, the email only welcomes the
 * doctor. Without one, the account gets a random password nobody knows (an
 * Argon2 hash like any other, so it signs no one in) and the email a
 * single-use link, valid seven days, to set their own.
 */
export async function addDoctor(actor: Actor, input: z.output<typeof addDoctorSchema>, image?: string): Promise<DoctorDTO> {
  assertAdmin(actor);
  const passwordHash = await hashPassword(input.password || randomBytes(32).toString("base64url"));
  try {
    const doctor = await prisma.$transaction(async (tx) => {
      const created = await tx.doctor.create({
        data: {
          ...professionalData(input),
          available: true,
          user: {
            create: {
              name: input.name,
              email: input.email,
              passwordHash,
              role: "doctor",
              phone: input.phone,
              address: input.address,
              image: image ?? "",
            },
          },
        },
        include: doctorInclude,
      });
      const { user } = created;
      if (input.password) {
        await recordEmails(tx, [outgoing(welcome, { to: user.email, userId: user.id, data: { name: user.name, role: "doctor" } })]);
      } else {
        await emailPasswordLink(tx, user, "set_password");
      }
      await recordAudit(tx, actor, { action: "doctor.created", subject: { type: "doctor", id: created.id } });
      return created;
    });
    doctorsChanged(doctor.id);
    return toDoctorDTO(doctor);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DUPLICATE_EMAIL);
    throw err;
  }
}

/**
 * Edits a doctor's account and profile; a blank password keeps the old one.
 * A new password or email spends every open password link of the account (a
 * trigger on users, migration 20261125000000). When the admin corrects the
 * email of a doctor who has not yet set a password (their set-password link
 * was still open), the new address gets a fresh link in the same transaction:
 * the link sent to the mistyped address no longer works.
 */
export async function editDoctor(
  actor: Actor,
  id: string,
  input: z.output<typeof editDoctorSchema>,
  image?: string,
): Promise<DoctorDTO> {
  assertAdmin(actor);
  const existing = await prisma.doctor.findUnique({
    where: { id },
    select: {
      userId: true,
      user: { select: { email: true, passwordTokens: { where: { purpose: "set_password", usedAt: null, expiresAt: { gt: new Date() } }, select: { id: true }, take: 1 } } },
    },
  });
  if (!existing) throw notFound(DOCTOR_NOT_FOUND);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const openLinks = existing.user.passwordTokens;
  const resendSetPasswordLink = !passwordHash && input.email !== existing.user.email && openLinks.length > 0;
  try {
    const doctor = await prisma.$transaction(async (tx) => {
      const updated = await tx.doctor.update({
        where: { id },
        data: {
          ...professionalData(input),
          ...(input.videoUrl !== undefined ? { videoUrl: input.videoUrl } : {}),
          user: {
            update: {
              name: input.name,
              email: input.email,
              phone: input.phone,
              address: input.address,
              ...(image ? { image } : {}),
              // A new password signs the doctor out everywhere.
              ...(passwordHash ? { passwordHash, tokenVersion: { increment: 1 } } : {}),
            },
          },
        },
        include: doctorInclude,
      });
      // ...and ends the calendar feed link (issue 41): the password may have been taken.
      if (passwordHash) await endCalendarFeedLink(tx, updated.user.id);
      if (resendSetPasswordLink) await emailPasswordLink(tx, updated.user, "set_password");
      await recordAudit(tx, actor, { action: "doctor.updated", subject: { type: "doctor", id }, details: { fields: Object.keys(input), passwordSet: Boolean(passwordHash) } });
      if (input.email !== existing.user.email) await recordAudit(tx, actor, { action: "email.changed", subject: { type: "user", id: existing.userId } });
      return updated;
    });
    doctorsChanged(id);
    return toDoctorDTO(doctor);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DUPLICATE_EMAIL);
    throw err;
  }
}

/** Opens or closes a doctor's booking. */
export async function setAvailability(actor: Actor, id: string, available: boolean): Promise<DoctorDTO> {
  assertAdmin(actor);
  try {
    // A doctor open to booking again: their waitlist is offered the free times first (issue 27).
    const doctor = await prisma.$transaction(async (tx) => {
      const updated = await tx.doctor.update({ where: { id }, data: { available }, include: doctorInclude });
      if (available) await announceFreedTime(tx, id);
      await recordAudit(tx, actor, { action: available ? "doctor.opened" : "doctor.closed", subject: { type: "doctor", id } });
      return updated;
    });
    doctorsChanged(id);
    return toDoctorDTO(doctor);
  } catch (err) {
    if ((err as { code?: string }).code === "P2025") throw notFound(DOCTOR_NOT_FOUND);
    throw err;
  }
}
