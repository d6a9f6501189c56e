import type { Gender } from "@/lib/accounts/gender";

/** Each gender's message key, the same in the ProfileForm and FamilySection namespaces. */
export const GENDER_KEYS = { male: "genderMale", female: "genderFemale", "not specified": "genderNotSpecified" } as const satisfies Record<Gender, string>;
