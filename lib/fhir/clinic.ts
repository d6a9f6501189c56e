// The clinic as FHIR resources (issue 46): Location/clinic (its contact and IANA time zone) and
// the CodeSystem of its specialities (CodeSystem/specialities).
import type { CodeSystem, Location, Reference } from "fhir/r4";
import { clinicTimeZone } from "@/lib/clinic-time";
import { CLINIC_CONTACT } from "@/lib/clinic/contact-details";
import { getClinicSettings, type ClinicSettings } from "@/lib/clinic/settings";
import { SPECIALITIES, specialitySlug } from "@/lib/clinic/specialities";
import { CLINIC_NAME } from "@/lib/outbox/mail-config";
import { SPECIALITY_SYSTEM, TIMEZONE } from "@/lib/fhir/extensions";
import { resourceNotFound } from "@/lib/fhir/outcome";

/** The one Location: CareSlot is one clinic. */
export const LOCATION_ID = "clinic";
export const LOCATION_REFERENCE: Reference = { reference: `Location/${LOCATION_ID}`, display: CLINIC_NAME };
export const SPECIALITIES_ID = "specialities";

/** The address parts the clinic's settings hold (issue 46; each optional, empty: not said). */
export type ClinicAddress = Pick<ClinicSettings, "addressRegion" | "postalCode" | "country">;

/**
 * The clinic as a Location: the street and city as the contact page writes them, and the state,
 * postal code and country from the settings when the clinic has said them (SMART Scheduling
 * Links' finders look for city, state and postalCode).
 */
export function clinicLocation(address: ClinicAddress): Location {
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
    address: {
      use: "work",
      type: "physical",
      line: [...CLINIC_CONTACT.addressLines],
      city: CLINIC_CONTACT.city,
      ...(address.addressRegion ? { state: address.addressRegion } : {}),
      ...(address.postalCode ? { postalCode: address.postalCode } : {}),
      ...(address.country ? { country: address.country } : {}),
    },
    extension: [{ url: TIMEZONE, valueCode: clinicTimeZone() }],
  };
}

/** The clinic's Location as its settings say it now. */
export async function currentClinicLocation(): Promise<Location> {
  return clinicLocation(await getClinicSettings());
}

/** Location/{id}: the clinic, or 404. */
export async function readLocation(id: string): Promise<Location> {
  if (id !== LOCATION_ID) throw resourceNotFound("Location", id);
  return currentClinicLocation();
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
