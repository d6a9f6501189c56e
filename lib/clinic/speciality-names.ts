// How a doctor's speciality and experience read in the page's language (issue 29).
// Both are stored as text. The SPEC's eight specialities have translations
// (messages: SpecialityNames and SpecialityBlurbs, under the keys below); a
// speciality a clinic typed itself stays as entered. Experience is free text
// too: "10 Years", as SPEC's forms and the seed write it, is read as a number
// of years so it can be said in every language; any other text is shown as entered.
import { SPECIALITIES, type Speciality } from "@/lib/clinic/specialities";

/** The message key of each of SPEC's specialities (stored names have spaces, keys do not). */
export const SPECIALITY_KEYS = {
  "General Physician": "generalPhysician",
  Cardiologist: "cardiologist",
  Neurologist: "neurologist",
  Pediatrician: "pediatrician",
  Ophthalmologist: "ophthalmologist",
  Orthopedic: "orthopedic",
  Dermatologist: "dermatologist",
  Gastroenterologist: "gastroenterologist",
} as const satisfies Record<Speciality, string>;

export type SpecialityKey = (typeof SPECIALITY_KEYS)[Speciality];

export function isBuiltInSpeciality(name: string): name is Speciality {
  return (SPECIALITIES as readonly string[]).includes(name);
}

/**
 * The speciality as the page says it: translated when it is one of SPEC's,
 * else as stored. `translate` is getTranslations("SpecialityNames") (or useTranslations).
 */
export function specialityName(stored: string, translate: (key: SpecialityKey) => string): string {
  return isBuiltInSpeciality(stored) ? translate(SPECIALITY_KEYS[stored]) : stored;
}

/**
 * The years of "1 Year" / "12 Years", or null for any other text (then it is
 * shown as entered). The singular and plural must match the number, so the
 * English message says exactly what was stored.
 */
export function experienceYears(stored: string): number | null {
  const m = /^(\d{1,2}) (Year|Years)$/.exec(stored);
  if (!m) return null;
  const years = Number(m[1]);
  return (years === 1) === (m[2] === "Year") ? years : null;
}
