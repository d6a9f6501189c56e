// A user as the REST contract shows it (`_id`, never the password hash or
// token version), built from a database row; server components use the same
// shape. Its type is the response shape (lib/accounts/shapes.ts).
import type { z } from "zod";
import type { Gender, Role } from "@/lib/generated/prisma/enums";
import type { userShape } from "@/lib/accounts/shapes";
import { genderLabel } from "@/lib/accounts/gender";

export const DEFAULT_AVATAR = "/images/default-avatar.svg";

export type UserRow = {
  id: string;
  name: string;
  /** Null for a patient record without an email (issue 26). */
  email: string | null;
  role: Role;
  image: string;
  phone: string;
  address: string;
  dob: Date | null;
  gender: Gender;
};

export type PublicUserRow = Pick<UserRow, "id" | "name" | "image" | "address">;

export type UserDTO = z.output<typeof userShape>;

/** Whole years between a date of birth and `now`. */
export function ageOn(dob: Date | null, now: Date = new Date()): number | null {
  if (!dob) return null;
  let age = now.getUTCFullYear() - dob.getUTCFullYear();
  const beforeBirthday =
    now.getUTCMonth() < dob.getUTCMonth() ||
    (now.getUTCMonth() === dob.getUTCMonth() && now.getUTCDate() < dob.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** An account's picture, or the default avatar. */
export const imageOf = (u: PublicUserRow) => u.image || DEFAULT_AVATAR;

export function toUserDTO(u: UserRow): UserDTO {
  return {
    _id: u.id,
    name: u.name,
    // SPEC's shape has a string: "" for a record without an email (issue 26).
    email: u.email ?? "",
    role: u.role,
    image: imageOf(u),
    phone: u.phone,
    address: u.address,
    dob: u.dob ? u.dob.toISOString() : null,
    gender: genderLabel(u.gender),
    age: ageOn(u.dob),
  };
}

/** Prisma `select` for the user columns every DTO needs (never the hash). */
export const userSelect = {
  id: true,
  name: true,
  email: true,
  role: true,
  image: true,
  phone: true,
  address: true,
  dob: true,
  gender: true,
} as const;

