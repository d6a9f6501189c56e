import type { PublicDoctorDTO } from "@/lib/doctors/serialize";
import type { Speciality } from "@/lib/clinic/specialities";

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

/** A schema.org Physician description of a doctor page, for search engines. */
export function physicianJsonLd(doctor: PublicDoctorDTO, pageUrl: string, siteUrl: string) {
  const specialty = MEDICAL_SPECIALTY[doctor.speciality as Speciality];
  return {
    "@context": "https://schema.org",
    "@type": "Physician",
    "@id": `${pageUrl}#physician`,
    name: doctor.name,
    url: pageUrl,
    image: new URL(doctor.image, siteUrl).toString(),
    description: doctor.about || `${doctor.speciality} at CareSlot`,
    ...(specialty ? { medicalSpecialty: `https://schema.org/${specialty}` } : {}),
    ...(doctor.degree ? { hasCredential: { "@type": "EducationalOccupationalCredential", name: doctor.degree } } : {}),
    ...(doctor.user.address ? { address: { "@type": "PostalAddress", streetAddress: doctor.user.address } } : {}),
    makesOffer: {
      "@type": "Offer",
      name: "Consultation (30 minutes)",
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
