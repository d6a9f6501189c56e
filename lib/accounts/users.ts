// lib/accounts: people and how they sign in (users, registration, passwords and their links,
// sessions, API tokens, profiles, account emails). Imports root, platform, outbox. (lib/README.md)
//
// Accounts: registration, password sign-in, profiles and revocation.
import { prisma } from "@/lib/db";
import { doctorsChanged } from "@/lib/platform/cache-tags";
import { badRequest, conflict, forbidden, isUniqueViolation, notFound, unauthorized } from "@/lib/errors";
import { burnPasswordCheck, hashPassword, verifyPassword } from "@/lib/accounts/password-hash";
import { genderValue } from "@/lib/accounts/gender";
import { toUserDTO, userSelect, type UserDTO } from "@/lib/accounts/serialize";
import { endSession, endSessionsOf, type SessionClaims } from "@/lib/accounts/sessions";
import { endCalendarFeedLink } from "@/lib/accounts/calendar-feed-revocation";
import { hitRateLimit, type Limit } from "@/lib/platform/rate-limit";
import { outgoing } from "@/lib/outbox/outbox";
import { recordEmails } from "@/lib/accounts/email-recipients";
import { welcome } from "@/lib/accounts/emails/welcome";
import type { Role } from "@/lib/generated/prisma/enums";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import type { z } from "zod";
import type { loginSchema, registerSchema } from "@/lib/accounts/auth-schema";
import type { profileSchema } from "@/lib/accounts/profile-schema";
import type { ChangePasswordInput } from "@/lib/accounts/password-schema";
import { recordAudit } from "@/lib/audit/record";

/** Where a request came from, for the audit trail (lib/audit): what the edges know of it. */
export type RequestOrigin = { address?: string | null; userAgent?: string | null };

/** Who is acting: decided by the session or the bearer token, never by the request body. */
export type Actor = {
  id: string;
  role: Role;
  name: string;
  email: string;
  image: string;
  tokenVersion: number;
  /** The server-side session the request came with (lib/accounts/sessions.ts); absent for an actor loaded without one. */
  sessionId?: string;
  /** The user's saved language (users.locale, issue 29); absent until they chose one. */
  locale?: Locale;
  /** The request's client address and browser, for the audit trail (lib/audit): set by the edges. */
  address?: string | null;
  userAgent?: string | null;
};

export const DUPLICATE_EMAIL = "An account with this email already exists";
export const PROFILE_UPDATED = "Profile updated successfully!";

/**
 * Creates a patient account, and its welcome email in the same transaction. Signup never makes doctors or admins.
 * `locale`: the language of the page they signed up on (issue 29), or of the REST sign-up's
 * Accept-Language (issue 40), kept as theirs.
 */
export async function registerPatient(input: z.output<typeof registerSchema>, locale?: Locale, origin: RequestOrigin = {}): Promise<UserDTO> {
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await prisma.$transaction(async (tx) => {
      const created = await tx.user.create({
        data: { name: input.name, email: input.email, passwordHash, role: "patient", ...(locale ? { locale } : {}) },
        select: userSelect,
      });
      await recordEmails(tx, [outgoing(welcome, { to: created.email, userId: created.id, data: { name: created.name, role: "patient" } })]);
      await recordAudit(tx, { id: created.id, role: "patient", ...origin }, { action: "account.created", subject: { type: "user", id: created.id }, patientId: created.id });
      return created;
    });
    return toUserDTO(user);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DUPLICATE_EMAIL);
    throw err;
  }
}

export const BAD_CREDENTIALS = "Invalid email or password";
/** Said to an archived doctor or staff member who signs in with the right password (and only then). */
export const ACCOUNT_CLOSED = "This account has been closed. Please contact the clinic.";

// What an actor is read with. findSessionActor reads the same columns in one SQL query: a column
// added here goes there too (tests/integration/accounts/session-actor.test.ts compares the actor whole).
const actorSelect = {
  id: true,
  role: true,
  name: true,
  email: true,
  image: true,
  tokenVersion: true,
  archivedAt: true,
  locale: true,
  doctor: { select: { archivedAt: true } },
} as const;

type ActorRow = {
  id: string;
  role: Role;
  name: string;
  email: string | null;
  image: string;
  tokenVersion: number;
  archivedAt: Date | null;
  locale: string | null;
  doctor: { archivedAt: Date | null } | null;
};

/** An archived doctor's or staff member's account is closed: it signs nobody in and keeps no session. */
function isClosed(user: ActorRow): boolean {
  return user.archivedAt != null || user.doctor?.archivedAt != null;
}

function toActor(user: ActorRow): Actor {
  // Whoever signs in has an email: records without one (issue 26) cannot sign in.
  const actor: Actor = { id: user.id, role: user.role, name: user.name, email: user.email ?? "", image: user.image, tokenVersion: user.tokenVersion };
  if (isLocale(user.locale)) actor.locale = user.locale;
  return actor;
}

/** Saves the user's language (the switcher while signed in, issue 29). */
export async function saveUserLocale(actor: Actor, locale: Locale): Promise<void> {
  if (actor.locale === locale) return;
  await prisma.user.update({ where: { id: actor.id }, data: { locale }, select: { id: true } });
}

/** Checks an email and password; the same message and timing for unknown emails and wrong passwords. */
export async function authenticate(input: z.output<typeof loginSchema>): Promise<Actor> {
  const user = await prisma.user.findUnique({
    where: { email: input.email },
    select: { ...actorSelect, passwordHash: true },
  });
  if (!user) {
    await burnPasswordCheck(input.password);
    throw unauthorized(BAD_CREDENTIALS);
  }
  // A patient record without an account (issue 26) has no password: nobody signs in as it.
  if (!user.passwordHash) {
    await burnPasswordCheck(input.password);
    throw unauthorized(BAD_CREDENTIALS);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw unauthorized(BAD_CREDENTIALS);
  if (isClosed(user)) throw forbidden(ACCOUNT_CLOSED);
  return toActor(user);
}

/**
 * Loads a user as an actor, or null when the user is gone, `tokenVersion` was
 * revoked or the account is closed (an archived doctor). Requests are resolved
 * through findSessionActor, which also checks the session; the second step of
 * a sign-in (a code or a passkey, issue 44) loads its account with it, and tests
 * act as a user without signing in through it.
 */
export async function findActor(userId: string, tokenVersion: number): Promise<Actor | null> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: actorSelect });
  if (!user || user.tokenVersion !== tokenVersion || isClosed(user)) return null;
  return toActor(user);
}

/**
 * The actor behind a session cookie or bearer token, re-read on every
 * request: null when the session was ended (logout, log out everywhere, a
 * password change elsewhere, archiving) or has expired, and in every case
 * findActor refuses.
 */
export async function findSessionActor(claims: SessionClaims, now = new Date()): Promise<Actor | null> {
  // One query for what `actorSelect` reads: every signed-in request runs it, and Prisma's
  // include sent three, one after another (the session, its user, the user's doctor row; issue 43).
  const [row] = await prisma.$queryRaw<(Omit<ActorRow, "doctor"> & { userId: string; expiresAt: Date; doctorId: string | null; doctorArchivedAt: Date | null })[]>`
    SELECT s."user_id" AS "userId", s."expires_at" AS "expiresAt",
           u."id", u."role"::text AS "role", u."name", u."email", u."image", u."token_version" AS "tokenVersion",
           u."archived_at" AS "archivedAt", u."locale", d."id" AS "doctorId", d."archived_at" AS "doctorArchivedAt"
      FROM "sessions" s
      JOIN "users" u ON u."id" = s."user_id"
      LEFT JOIN "doctors" d ON d."user_id" = u."id"
     WHERE s."id" = ${claims.sessionId}`;
  if (!row || row.userId !== claims.userId || row.expiresAt <= now) return null;
  const { userId: _u, expiresAt: _e, doctorId, doctorArchivedAt, ...fields } = row;
  const user: ActorRow = { ...fields, doctor: doctorId ? { archivedAt: doctorArchivedAt } : null };
  if (user.tokenVersion !== claims.version || isClosed(user)) return null;
  return { ...toActor(user), sessionId: claims.sessionId };
}

export async function getUser(userId: string): Promise<UserDTO> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: userSelect });
  if (!user) throw notFound("User not found");
  return toUserDTO(user);
}

/** A profile's personal fields (and a new photo) as the user's columns, written the same way by a patient's and a doctor's own profile edit. */
export function personalData(input: z.output<typeof profileSchema>, image?: string) {
  return {
    name: input.name,
    phone: input.phone,
    address: input.address,
    dob: input.dob ? new Date(`${input.dob}T00:00:00.000Z`) : null,
    gender: genderValue(input.gender),
    ...(image ? { image } : {}),
  };
}

/** Updates the actor's own profile. Email is never editable here. */
export async function updateOwnProfile(
  actor: Actor,
  input: z.output<typeof profileSchema>,
  image?: string,
): Promise<UserDTO> {
  const user = await prisma.$transaction(async (tx) => {
    const saved = await tx.user.update({
      where: { id: actor.id },
      data: personalData(input, image),
      select: userSelect,
    });
    const fields = [...Object.keys(input), ...(image ? ["image"] : [])];
    await recordAudit(tx, actor, { action: "account.updated", subject: { type: "user", id: actor.id }, patientId: actor.role === "patient" ? actor.id : null, details: { fields } });
    return saved;
  });
  // A doctor's name, photo and address are on their public profile.
  if (actor.role === "doctor") doctorsChanged();
  return toUserDTO(user);
}

export const SIGNED_OUT = "Signed out";
export const SIGNED_OUT_EVERYWHERE = "Signed out everywhere";

/** Ends the session the actor came with (logging out); other sessions stay. */
export async function endOwnSession(actor: Actor): Promise<void> {
  if (actor.sessionId) await endSession(actor.sessionId, actor.id);
}

/** Signs the user out everywhere: every session cookie and API token stops working, this one included. */
export async function revokeAllSessions(actor: Actor): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await endSessionsOf(actor.id, {}, tx);
    await endCalendarFeedLink(tx, actor.id);
  });
}

export const PASSWORD_CHANGED = "Password changed. You are now signed out everywhere else.";
export const WRONG_CURRENT_PASSWORD = "The current password is not correct";

/**
 * Password checks through "Change password", per account. A stolen session
 * must not become a way to guess the password it does not know (Argon2 alone
 * only slows that down).
 */
const CHANGE_PASSWORD_LIMIT: Limit = { limit: 10, windowSeconds: 15 * 60 };

/**
 * Changes the actor's password, the current one required. Every other
 * session and token of the account ends; the one the change came from stays,
 * so the person changing it is not signed out.
 */
export async function changePassword(actor: Actor, input: ChangePasswordInput): Promise<void> {
  await hitRateLimit(`change-password:${actor.id}`, CHANGE_PASSWORD_LIMIT);
  const user = await prisma.user.findUnique({ where: { id: actor.id }, select: { passwordHash: true } });
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: actor.id }, data: { passwordHash } });
    await endSessionsOf(actor.id, { except: actor.sessionId }, tx);
    await recordAudit(tx, actor, { action: "password.changed", subject: { type: "user", id: actor.id } });
  });
}

export function requireRole(actor: Actor | null, ...roles: Role[]): Actor {
  if (!actor) throw unauthorized();
  if (roles.length > 0 && !roles.includes(actor.role)) throw forbidden("You do not have access to this");
  return actor;
}
