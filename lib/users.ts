// Accounts: registration, password sign-in, profiles and revocation.
import { prisma } from "@/lib/db";
import { badRequest, conflict, forbidden, isUniqueViolation, notFound, unauthorized } from "@/lib/errors";
import { burnPasswordCheck, hashPassword, verifyPassword } from "@/lib/auth/password";
import { genderValue } from "@/lib/gender";
import { toUserDTO, userSelect, type UserDTO } from "@/lib/serialize";
import type { Role } from "@/lib/generated/prisma/enums";
import type { z } from "zod";
import type { loginSchema, profileSchema, registerSchema } from "@/lib/validation";
import { passwordSchema } from "@/lib/validation/password";

/** Who is acting: decided by the session or the bearer token, never by the request body. */
export type Actor = { id: string; role: Role; name: string; email: string; image: string; tokenVersion: number };

export const DUPLICATE_EMAIL = "An account with this email already exists";
export const PROFILE_UPDATED = "Profile updated successfully!";

/** Creates a patient account. Signup never makes doctors or admins. */
export async function registerPatient(input: z.output<typeof registerSchema>): Promise<UserDTO> {
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await prisma.user.create({
      data: { name: input.name, email: input.email, passwordHash, role: "patient" },
      select: userSelect,
    });
    return toUserDTO(user);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DUPLICATE_EMAIL);
    throw err;
  }
}

export const BAD_CREDENTIALS = "Invalid email or password";

/** Checks an email and password; the same message and timing for unknown emails and wrong passwords. */
export async function authenticate(input: z.output<typeof loginSchema>): Promise<Actor> {
  const user = await prisma.user.findUnique({
    where: { email: input.email },
    select: { id: true, role: true, name: true, email: true, image: true, tokenVersion: true, passwordHash: true },
  });
  if (!user) {
    await burnPasswordCheck(input.password);
    throw unauthorized(BAD_CREDENTIALS);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw unauthorized(BAD_CREDENTIALS);
  const { passwordHash: _hash, ...actor } = user;
  return actor;
}

/** Loads the actor behind a session or token, or null when the user is gone or the token revoked. */
export async function findActor(userId: string, tokenVersion: number): Promise<Actor | null> {
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: { id: true, role: true, name: true, email: true, image: true, tokenVersion: true },
  });
  if (!user || user.tokenVersion !== tokenVersion) return null;
  return user;
}

export async function getUser(userId: string): Promise<UserDTO> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: userSelect });
  if (!user) throw notFound("User not found");
  return toUserDTO(user);
}

/** Updates the actor's own profile. Email is never editable here. */
export async function updateOwnProfile(
  actor: Actor,
  input: z.output<typeof profileSchema>,
  image?: string,
): Promise<UserDTO> {
  const user = await prisma.user.update({
    where: { id: actor.id },
    data: {
      name: input.name,
      phone: input.phone,
      address: input.address,
      dob: input.dob ? new Date(`${input.dob}T00:00:00.000Z`) : null,
      gender: genderValue(input.gender),
      ...(image ? { image } : {}),
    },
    select: userSelect,
  });
  return toUserDTO(user);
}

/** Signs the user out everywhere: every session cookie and API token stops working. */
export async function revokeAllSessions(actor: Actor): Promise<void> {
  await prisma.user.update({ where: { id: actor.id }, data: { tokenVersion: { increment: 1 } } });
}

/** Changes the password and revokes every other session and token. */
export async function changePassword(actor: Actor, currentPassword: string, newPassword: string): Promise<void> {
  const user = await prisma.user.findUnique({ where: { id: actor.id }, select: { passwordHash: true } });
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) throw badRequest("The current password is not correct");
  const checked = passwordSchema().safeParse(newPassword);
  if (!checked.success) throw badRequest(checked.error.issues[0].message);
  await prisma.user.update({
    where: { id: actor.id },
    data: { passwordHash: await hashPassword(newPassword), tokenVersion: { increment: 1 } },
  });
}

export function requireRole(actor: Actor | null, ...roles: Role[]): Actor {
  if (!actor) throw unauthorized();
  if (roles.length > 0 && !roles.includes(actor.role)) throw forbidden("You do not have access to this");
  return actor;
}
