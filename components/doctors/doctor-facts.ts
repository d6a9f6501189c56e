import { getTranslations } from "next-intl/server";
import { factsWith } from "@/components/doctors/facts-with";

/**
 * How a doctor's stored speciality and experience read in the page's language
 * (lib/clinic/speciality-names.ts has the rule): `speciality("Cardiologist")`,
 * `experience("10 Years")` -> "10 Years experience" in English, "10 ans
 * d’expérience" in French. Server components (the cards, the booking page);
 * client ones use `useDoctorFacts` with SpecialityNames and DoctorFacts in their ClientMessages.
 */
export async function doctorFacts() {
  const [names, facts] = await Promise.all([getTranslations("SpecialityNames"), getTranslations("DoctorFacts")]);
  return factsWith(names, facts);
}
