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

/**
 * SPEC: a speciality route lists that speciality when at least one doctor has
 * it; otherwise (unknown or empty) every doctor is shown under 'Browse
 * Doctors'. `countDoctors` counts the listed doctors of a speciality (the
 * caller passes lib/doctors' query), so this module stays free of the database
 * and client components can import it.
 */
export async function effectiveSpeciality(
  requested: Speciality | null,
  countDoctors: (speciality: Speciality) => Promise<number>,
): Promise<Speciality | null> {
  if (!requested) return null;
  return (await countDoctors(requested)) > 0 ? requested : null;
}
