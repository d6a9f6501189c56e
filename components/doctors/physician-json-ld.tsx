import { getTranslations } from "next-intl/server";
import type { PublicDoctorDTO } from "@/lib/doctors/serialize";
import type { Speciality } from "@/lib/clinic/specialities";
import { specialityName } from "@/lib/clinic/speciality-names";

// schema.org MedicalSpecialty values closest to each speciality.
const MEDICAL_SPECIALTY: Record<Speciality, string> = {
  "General Physician": "PrimaryCare",
  Cardiologist: "Cardiovascular",
  Neurologist: "Neurologic",
  Pediatrician: "Pediatric",
  Ophthalmologist: "Optometric",
  Orthopedic: "Musculoskeletal",
  Dermatologist: "Dermatology",
  Gastroenterologist: "Gastroenterologic",
};

/** The prose of the description, in the page's language (issue 29). */
export type PhysicianProse = {
  /** "Cardiologist at CareSlot": the description when the doctor wrote no bio. */
  atClinic: (speciality: string) => string;
  /** "Consultation (30 minutes)": the offer's name. */
  consultation: string;
};

const ENGLISH_PROSE: PhysicianProse = { atClinic: (speciality) => `${speciality} at CareSlot`, consultation: "Consultation (30 minutes)" };

/** The prose in the request's language, for physicianJsonLd's last argument. */
export async function physicianProse(): Promise<PhysicianProse> {
  const [t, names] = await Promise.all([getTranslations("PhysicianJsonLd"), getTranslations("SpecialityNames")]);
  return {
    atClinic: (speciality) => t("atClinic", { speciality: specialityName(speciality, (s) => names(s)) }),
    consultation: t("consultation"),
  };
}

/**
 * A schema.org Physician description of a doctor page, for search engines.
 * Its prose is English unless the page passes `await physicianProse()`.
 */
export function physicianJsonLd(doctor: PublicDoctorDTO, pageUrl: string, siteUrl: string, prose: PhysicianProse = ENGLISH_PROSE) {
  const specialty = MEDICAL_SPECIALTY[doctor.speciality as Speciality];
  return {
    "@context": "https://schema.org",
    "@type": "Physician",
    "@id": `${pageUrl}#physician`,
    name: doctor.name,
    url: pageUrl,
    image: new URL(doctor.image, siteUrl).toString(),
    description: doctor.about || prose.atClinic(doctor.speciality),
    ...(specialty ? { medicalSpecialty: `https://schema.org/${specialty}` } : {}),
    ...(doctor.degree ? { hasCredential: { "@type": "EducationalOccupationalCredential", name: doctor.degree } } : {}),
    ...(doctor.user.address ? { address: { "@type": "PostalAddress", streetAddress: doctor.user.address } } : {}),
    makesOffer: {
      "@type": "Offer",
      name: prose.consultation,
      price: doctor.fees,
      priceCurrency: "USD",
    },
    isAcceptingNewPatients: doctor.available,
  };
}

/** Renders JSON-LD safely: `<` is escaped so the text can never close the script. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}
