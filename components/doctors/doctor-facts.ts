import { getTranslations } from "next-intl/server";
import { experienceYears, specialityName } from "@/lib/clinic/speciality-names";

/**
 * How a doctor's stored speciality and experience read in the page's language
 * (lib/clinic/speciality-names.ts has the rule): `speciality("Cardiologist")`,
 * `experience("10 Years")` -> "10 Years experience" in English, "10 ans
 * d’expérience" in French. Server components (the cards, the booking page).
 */
export async function doctorFacts() {
  const [names, facts] = await Promise.all([getTranslations("SpecialityNames"), getTranslations("DoctorFacts")]);
  return {
    speciality: (stored: string) => specialityName(stored, (s) => names(s)),
    experience: (stored: string) => {
      const years = experienceYears(stored);
      return years === null ? facts("experienceText", { experience: stored }) : facts("experienceYears", { years });
    },
  };
}
