// The admin's doctor management: add, edit, open/close booking, remove.
// Each operation checks that the actor is an admin itself, whoever calls it
// (the REST routes, the server actions), and its success text lives beside it.
import { randomBytes } from "node:crypto";
import { prisma } from "@/lib/db";
import { conflict, forbidden, isUniqueViolation, notFound } from "@/lib/errors";
import { hashPassword } from "@/lib/auth/password";
import { endSessionsOf } from "@/lib/auth/sessions";
import { emailPasswordLink } from "@/lib/password-reset";
import { recordEmails } from "@/lib/notifications/outbox";
import { cancelForClinic } from "@/lib/appointments";
import { doctorsChanged } from "@/lib/cache/tags";
import { doctorInclude, toDoctorDTO, type DoctorDTO } from "@/lib/serialize";
import { DUPLICATE_EMAIL, type Actor } from "@/lib/users";
import { DOCTOR_NOT_FOUND } from "@/lib/doctors/queries";
import { professionalData } from "@/lib/doctors/fields";
import type { z } from "zod";
import type { addDoctorSchema, editDoctorSchema } from "@/lib/validation";

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

export type RemoveOutcome = "deleted" | "archived";
export type RemovedDoctor = { outcome: RemoveOutcome; name: string };

/**
 * What the admin is told after removeDoctor. The web UI names the doctor; the
 * REST contract answers without a name ("Doctor deleted", which clients and
 * tests rely on).
 */
export function doctorRemoved(outcome: RemoveOutcome, name?: string): string {
  if (outcome === "deleted") return name ? `${name} was deleted.` : "Doctor deleted";
  return `${name ?? "The doctor"} has appointment history, so they were archived instead of deleted: hidden from patients, history kept.`;
}

function assertAdmin(actor: Actor): void {
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
        await recordEmails(tx, [{ kind: "welcome", to: user.email, userId: user.id, data: { name: user.name, role: "doctor" } }]);
      } else {
        await emailPasswordLink(tx, user, "set_password");
      }
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
      if (resendSetPasswordLink) await emailPasswordLink(tx, updated.user, "set_password");
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
    const doctor = await prisma.doctor.update({ where: { id }, data: { available }, include: doctorInclude });
    doctorsChanged(id);
    return toDoctorDTO(doctor);
  } catch (err) {
    if ((err as { code?: string }).code === "P2025") throw notFound(DOCTOR_NOT_FOUND);
    throw err;
  }
}

/** What the patients of an archived doctor are told about their cancelled appointments. */
const DOCTOR_LEFT_REASON = "Your doctor is no longer with the clinic. Please book another doctor.";

/**
 * Removes a doctor. One without any appointment is deleted with their
 * account; one with history is archived instead (hidden from patients, no new
 * bookings, history kept). Archiving also closes the account in the same
 * transaction: every session and token of the doctor ends (and sign-in is
 * refused, lib/users.ts), and their open future appointments are cancelled.
 */
export async function removeDoctor(actor: Actor, id: string): Promise<RemovedDoctor> {
  assertAdmin(actor);
  const removed = await prisma.$transaction(async (tx): Promise<RemovedDoctor> => {
    // Locked first: a booking that inserted before this point is counted and
    // settled below; one that comes after waits for this transaction.
    await tx.$queryRaw`SELECT id FROM doctors WHERE id = ${id} FOR UPDATE`;
    const doctor = await tx.doctor.findUnique({
      where: { id },
      select: { userId: true, user: { select: { name: true } }, _count: { select: { appointments: true } } },
    });
    if (!doctor) throw notFound(DOCTOR_NOT_FOUND);
    const name = doctor.user.name;
    if (doctor._count.appointments > 0) {
      const now = new Date();
      await tx.doctor.update({ where: { id }, data: { archivedAt: now, available: false } });
      await endSessionsOf(doctor.userId, {}, tx);
      // Past appointments stay as they are (history); the patients of future ones are emailed.
      await cancelForClinic(tx, actor, { doctorId: id, startsAt: { gt: now } }, DOCTOR_LEFT_REASON, now);
      return { outcome: "archived", name };
    }
    await tx.doctor.delete({ where: { id } });
    await tx.user.delete({ where: { id: doctor.userId } });
    return { outcome: "deleted", name };
  });
  doctorsChanged(id);
  return removed;
}
