// How to reach the clinic, written once: the contact page shows it and the FHIR Location
// (issue 46) and the SMART Scheduling Links' booking-phone carry it.
export const CLINIC_CONTACT = {
  email: "hello@careslot.example",
  /** As people read it. */
  phone: "+1 (555) 010-2030",
  /** As a tel: link dials it. */
  phoneDial: "+15550102030",
  addressLines: ["120 Health Avenue, Suite 300"],
  city: "Springfield",
} as const;
