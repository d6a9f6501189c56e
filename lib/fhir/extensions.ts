// The extension and code system URLs the FHIR edge writes (issue 46; each is in docs/fhir.md).
// CareSlot's own sit under one canonical base: they identify, they need not resolve.

/** FHIR's own: a Location's IANA time zone (valueCode). */
export const TIMEZONE = "http://hl7.org/fhir/StructureDefinition/timezone";

// SMART Scheduling Links (github.com/smart-on-fhir/smart-scheduling-links, specification.md).
/** A Slot's link to the booking page with its time chosen (valueUrl). */
export const BOOKING_DEEP_LINK = "http://fhir-registry.smarthealthit.org/StructureDefinition/booking-deep-link";
/** The phone number that books a Slot (valueString). */
export const BOOKING_PHONE = "http://fhir-registry.smarthealthit.org/StructureDefinition/booking-phone";

/** CareSlot's canonical base for what it defines. */
export const CARESLOT_FHIR = "https://careslot.example/fhir";
/** A visit type's length (valueDuration, minutes). */
export const VISIT_DURATION = `${CARESLOT_FHIR}/StructureDefinition/visit-duration`;
/** A visit type's price (valueMoney); absent when the visit costs each doctor's own fee. */
export const VISIT_PRICE = `${CARESLOT_FHIR}/StructureDefinition/visit-price`;
/** The time a doctor keeps after a visit of this type (valueDuration, minutes). */
export const VISIT_BUFFER = `${CARESLOT_FHIR}/StructureDefinition/visit-buffer`;

/** The clinic's specialities, served at /fhir/CodeSystem/specialities. */
export const SPECIALITY_SYSTEM = `${CARESLOT_FHIR}/CodeSystem/specialities`;
/** Visit types: each code is a HealthcareService id. */
export const VISIT_TYPE_SYSTEM = `${CARESLOT_FHIR}/CodeSystem/visit-type`;
/** In person or virtual (HealthcareService.characteristic). */
export const VISIT_MODE_SYSTEM = `${CARESLOT_FHIR}/CodeSystem/visit-mode`;
/** A video visit's meeting link on an Appointment (valueUrl), for its patient and staff only. */
export const VIDEO_LINK = `${CARESLOT_FHIR}/StructureDefinition/video-link`;
/** Issue 48: the series of visits an Appointment is one date of (valueString: the series id, GET /api/appointment/series/{id}). */
export const APPOINTMENT_SERIES = `${CARESLOT_FHIR}/StructureDefinition/appointment-series`;
/**
 * Issue 47: the visit a QuestionnaireResponse answers for (valueReference `Appointment/{id}`). R4's
 * QuestionnaireResponse.basedOn takes CarePlan and ServiceRequest only, and nothing else in it
 * names an Appointment, hence an extension.
 */
export const ANSWERS_APPOINTMENT = `${CARESLOT_FHIR}/StructureDefinition/answers-appointment`;
/** Issue 47: the canonical URL of a visit type's Questionnaire (served at /fhir/Questionnaire/{id}). */
export const questionnaireUrl = (visitTypeId: string) => `${CARESLOT_FHIR}/Questionnaire/${visitTypeId}`;
