// The clinic as FHIR resources (issue 46): Location/clinic (its contact and IANA time zone) and
// the CodeSystem of its specialities (CodeSystem/specialities).
import type { CodeSystem, Location, Reference } from "fhir/r4";
import { clinicTimeZone } from "@/lib/clinic-time";
import { CLINIC_CONTACT } from "@/lib/clinic/contact-details";
import { SPECIALITIES, specialitySlug } from "@/lib/clinic/specialities";
import { CLINIC_NAME } from "@/lib/outbox/mail-config";
import { SPECIALITY_SYSTEM, TIMEZONE } from "@/lib/fhir/extensions";
import { resourceNotFound } from "@/lib/fhir/outcome";

/** The one Location: CareSlot is one clinic. */
export const LOCATION_ID = "clinic";
export const LOCATION_REFERENCE: Reference = { reference: `Location/${LOCATION_ID}`, display: CLINIC_NAME };
export const SPECIALITIES_ID = "specialities";

export function clinicLocation(): Location {
  return {
    resourceType: "Location",
    id: LOCATION_ID,
    status: "active",
    mode: "instance",
    name: CLINIC_NAME,
    telecom: [
      { system: "phone", value: CLINIC_CONTACT.phone },
      { system: "email", value: CLINIC_CONTACT.email },
    ],
    address: { use: "work", type: "physical", line: [...CLINIC_CONTACT.addressLines], city: CLINIC_CONTACT.city },
    extension: [{ url: TIMEZONE, valueCode: clinicTimeZone() }],
  };
}

/** Location/{id}: the clinic, or 404. */
export function readLocation(id: string): Location {
  if (id !== LOCATION_ID) throw resourceNotFound("Location", id);
  return clinicLocation();
}

/** The code of a speciality in the clinic's CodeSystem ("cardiologist", "general-physician"). */
export const specialityCode = (speciality: string) => specialitySlug(speciality);

export function specialitiesCodeSystem(): CodeSystem {
  return {
    resourceType: "CodeSystem",
    id: SPECIALITIES_ID,
    url: SPECIALITY_SYSTEM,
    name: "CareSlotSpecialities",
    title: `${CLINIC_NAME} specialities`,
    status: "active",
    publisher: CLINIC_NAME,
    description: "The specialities the clinic's doctors practise (PractitionerRole.specialty).",
    caseSensitive: true,
    content: "complete",
    count: SPECIALITIES.length,
    concept: SPECIALITIES.map((s) => ({ code: specialityCode(s), display: s })),
  };
}

/** CodeSystem/{id}: the specialities, or 404. */
export function readCodeSystem(id: string): CodeSystem {
  if (id !== SPECIALITIES_ID) throw resourceNotFound("CodeSystem", id);
  return specialitiesCodeSystem();
}
