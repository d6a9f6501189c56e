// Genders as the API and the forms name them (SPEC section 5: a missing one
// is "not specified"), how the screens write them, and how they map to the
// database enum. Pure, so the profile form's select uses the same list.
import type { Gender as DbGender } from "@/lib/generated/prisma/enums";

export const GENDERS = ["male", "female", "not specified"] as const;

export type Gender = (typeof GENDERS)[number];

export const DEFAULT_GENDER: Gender = "not specified";

/** "male, female or not specified", for the message that lists the choices. */
export const GENDER_CHOICES = `${GENDERS.slice(0, -1).join(", ")} or ${GENDERS.at(-1)}`;

/** Database value -> API value ("not_specified" -> "not specified"). */
export function genderLabel(g: DbGender): Gender {
  return g === "not_specified" ? "not specified" : g;
}

/** API value -> database value. */
export function genderValue(label: Gender): DbGender {
  return label === "not specified" ? "not_specified" : label;
}
