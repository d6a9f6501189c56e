import { useTranslations } from "next-intl";
import { factsWith } from "@/components/doctors/facts-with";

/** doctorFacts for client components (their ClientMessages list SpecialityNames and DoctorFacts). */
export function useDoctorFacts() {
  return factsWith(useTranslations("SpecialityNames"), useTranslations("DoctorFacts"));
}
