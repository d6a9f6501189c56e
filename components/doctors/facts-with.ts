// Pure, so client components can use it without next-intl/server (use-doctor-facts.ts).
import { experienceYears, specialityName, type SpecialityKey } from "@/lib/clinic/speciality-names";

type Translate<K extends string> = (key: K, values?: Record<string, string | number>) => string;

/** The two readers over the SpecialityNames and DoctorFacts messages (server or client translators). */
export function factsWith(names: Translate<SpecialityKey>, facts: Translate<"experienceText" | "experienceYears">) {
  return {
    speciality: (stored: string) => specialityName(stored, (s) => names(s)),
    experience: (stored: string) => {
      const years = experienceYears(stored);
      return years === null ? facts("experienceText", { experience: stored }) : facts("experienceYears", { years });
    },
  };
}
