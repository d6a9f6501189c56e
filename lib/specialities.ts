// The 8 specialities of the clinic (SPEC section 2) and their URL slugs.

export const SPECIALITIES = [
  "General Physician",
  "Cardiologist",
  "Neurologist",
  "Pediatrician",
  "Ophthalmologist",
  "Orthopedic",
  "Dermatologist",
  "Gastroenterologist",
] as const;

export type Speciality = (typeof SPECIALITIES)[number];

/** "General Physician" -> "general-physician": lower-cased, first space replaced by a hyphen. */
export function specialitySlug(speciality: string): string {
  return speciality.toLowerCase().replace(" ", "-");
}

/**
 * The speciality a route segment names, or null: hyphens become spaces and
 * the comparison ignores case.
 */
export function specialityFromSlug(slug: string): Speciality | null {
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // A stray "%" (already-decoded text, or a bad URL): compare it as written.
  }
  const wanted = decoded.replace(/-/g, " ").trim().toLowerCase();
  return SPECIALITIES.find((s) => s.toLowerCase() === wanted) ?? null;
}
