// Patient (issue 46, item 3): a person the clinic sees as FHIR R4 Patient. Every patient is one,
// those who signed up and the records the front desk made without a login (lib/desk/patient-records.ts)
// and dependents (lib/accounts/dependents.ts), whose guardian is their `contact`. Pure mapping;
// who may read whom is in patient-read.ts. (docs/fhir.md has the mapping table.)
import type { ContactPoint, Patient } from "fhir/r4";
import type { Gender } from "@/lib/generated/prisma/enums";
import { utcInstant } from "@/lib/fhir/instant";
import { patientFieldsSelect, type PatientFields } from "@/lib/desk/patient-records";

/** The columns a Patient is made of: the record's own fields (the desk's select) and more. */
export const patientSelect = {
  ...patientFieldsSelect,
  archivedAt: true,
  updatedAt: true,
  guardian: { select: { id: true, name: true, phone: true, email: true } },
} as const;

export type PatientRow = PatientFields & {
  archivedAt: Date | null;
  updatedAt: Date;
  guardian: { id: string; name: string; phone: string; email: string | null } | null;
};

/** FHIR's AdministrativeGender of the app's three: a gender not given is `unknown`. */
export const FHIR_GENDER: Record<Gender, NonNullable<Patient["gender"]>> = {
  male: "male",
  female: "female",
  not_specified: "unknown",
};

/** HL7's v2 table 0131 (contact role): a guardian is the next of kin the clinic calls. */
export const GUARDIAN_RELATIONSHIP = {
  coding: [{ system: "http://terminology.hl7.org/CodeSystem/v2-0131", code: "N", display: "Next-of-Kin" }],
  text: "Guardian",
};

/** A person's phone and email as ContactPoints (an empty phone or a missing email is left out). */
export function telecomOf(person: { phone: string; email: string | null }): ContactPoint[] {
  return [
    ...(person.phone ? [{ system: "phone" as const, value: person.phone }] : []),
    ...(person.email ? [{ system: "email" as const, value: person.email }] : []),
  ];
}

/** The Patient of a patient row. A removed (archived, issue 41) person is `active: false`. */
export function toFhirPatient(row: PatientRow): Patient {
  const telecom = telecomOf(row);
  const guardianTelecom = row.guardian ? telecomOf(row.guardian) : [];
  return {
    resourceType: "Patient",
    id: row.id,
    meta: { lastUpdated: utcInstant(row.updatedAt) },
    active: row.archivedAt === null,
    // The app keeps one name as written: FHIR's `text`, not split into given and family names.
    name: [{ use: "usual", text: row.name }],
    ...(telecom.length ? { telecom } : {}),
    gender: FHIR_GENDER[row.gender],
    ...(row.dob ? { birthDate: row.dob.toISOString().slice(0, 10) } : {}),
    ...(row.address ? { address: [{ text: row.address }] } : {}),
    ...(row.guardian
      ? {
          contact: [
            {
              relationship: [GUARDIAN_RELATIONSHIP],
              name: { text: row.guardian.name },
              ...(guardianTelecom.length ? { telecom: guardianTelecom } : {}),
            },
          ],
        }
      : {}),
  };
}
