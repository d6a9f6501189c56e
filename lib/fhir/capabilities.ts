// What the FHIR endpoint serves, written once (issue 46): GET /fhir/metadata's CapabilityStatement
// is built from this list, and every search route reads its parameters from it (searchSpec), so
// the statement lists exactly what is served. A new resource or parameter: a line here.
import type { CapabilityStatementRestResource, CapabilityStatementRestResourceSearchParam } from "fhir/r4";
import type { ParamKind, SearchSpec } from "@/lib/fhir/search-params";

type Interaction = "read" | "search-type" | "create" | "patch";
type Param = { kind: ParamKind; documentation: string };

export type ServedResource = {
  type: CapabilityStatementRestResource["type"];
  /** Public: no token, cacheable. Private: a bearer token (the REST API's), `private, no-store`. */
  access: "public" | "private";
  interactions: Interaction[];
  search: Record<string, Param>;
  documentation: string;
};

export const SERVED_RESOURCES: ServedResource[] = [
  // ---- public (no sign-in) ----
  {
    type: "Location",
    access: "public",
    interactions: ["read", "search-type"],
    search: {},
    documentation: "The clinic: name, address (with state, postalCode and country when the clinic's settings say them), phone, email and its IANA time zone (timezone extension).",
  },
  {
    type: "Practitioner",
    access: "public",
    interactions: ["read", "search-type"],
    search: {
      name: { kind: "string", documentation: "Part of the doctor's name (case-insensitive)." },
      specialty: { kind: "token", documentation: "The speciality's code in the clinic's CodeSystem (CodeSystem/specialities), or its name." },
      active: { kind: "boolean", documentation: "true: bookable now; false: closed to bookings." },
    },
    documentation: "Each doctor: name, degree as qualification, photo URL.",
  },
  {
    type: "PractitionerRole",
    access: "public",
    interactions: ["read", "search-type"],
    search: {
      name: { kind: "string", documentation: "Part of the doctor's name (case-insensitive)." },
      specialty: { kind: "token", documentation: "The speciality's code in the clinic's CodeSystem (CodeSystem/specialities), or its name." },
      active: { kind: "boolean", documentation: "true: bookable now; false: closed to bookings." },
      practitioner: { kind: "reference", documentation: "The doctor (Practitioner/{id})." },
    },
    documentation: "Each doctor's role at the clinic: speciality, location, visit types, weekly hours (availableTime), time off (notAvailable).",
  },
  {
    type: "HealthcareService",
    access: "public",
    interactions: ["read", "search-type"],
    search: {},
    documentation: "Each active visit type: name, description, in person or virtual; duration and price in extensions (docs/fhir.md).",
  },
  {
    type: "Schedule",
    access: "public",
    interactions: ["read", "search-type"],
    search: {
      actor: { kind: "reference", documentation: "The doctor: PractitionerRole/{id}, Practitioner/{id} or Location/{id}." },
      "service-type": { kind: "token", documentation: "A visit type's id (HealthcareService id)." },
      active: { kind: "boolean", documentation: "true: the doctor is bookable now." },
    },
    documentation: "One per doctor; planningHorizon is the booking window.",
  },
  {
    type: "Slot",
    access: "public",
    interactions: ["search-type"],
    search: {
      schedule: { kind: "reference", documentation: "Required: Schedule/{id}." },
      start: { kind: "date", documentation: "Bounds on the start (ge/gt/le/lt/eq, at most 31 days apart; a day is a clinic day)." },
      status: { kind: "token", documentation: "free (only free times are served)." },
      "service-type": { kind: "token", documentation: "A visit type's id (HealthcareService id); default: the clinic's default visit type." },
    },
    documentation: "Free times computed by the booking rule (never stored); stable ids; booking-deep-link to the booking page.",
  },
  {
    type: "CodeSystem",
    access: "public",
    interactions: ["read"],
    search: {},
    documentation: "The clinic's specialities (CodeSystem/specialities).",
  },
  // ---- private (a bearer token) ----
  {
    type: "Patient",
    access: "private",
    interactions: ["read", "search-type"],
    search: {
      name: { kind: "string", documentation: "Part of the name (staff only)." },
      telecom: { kind: "token", documentation: "Phone or email (staff only)." },
      birthdate: { kind: "date", documentation: "Date of birth (staff only)." },
    },
    documentation: "A patient reads themselves and their dependents; staff read any.",
  },
  {
    type: "Appointment",
    access: "private",
    interactions: ["read", "search-type", "create", "patch"],
    search: {
      patient: { kind: "reference", documentation: "Patient/{id}." },
      practitioner: { kind: "reference", documentation: "Practitioner/{id}." },
      date: { kind: "date", documentation: "The start (ge/gt/le/lt/eq)." },
      status: { kind: "token", documentation: "booked, arrived, fulfilled, cancelled, noshow." },
    },
    documentation:
      "Visits: book with POST (the booking pipeline; the visit type's answers as a contained QuestionnaireResponse the Appointment references from supportingInformation, e.g. \"#answers\"), cancel with a JSON Patch setting status to cancelled.",
  },
  // ---- issue 47: the questions a visit type asks (public) and a visit's answers (private) ----
  {
    type: "Questionnaire",
    access: "public",
    interactions: ["read", "search-type"],
    search: {},
    documentation: "Each active visit type that asks questions (id = the HealthcareService id): its questions as items.",
  },
  {
    type: "QuestionnaireResponse",
    access: "private",
    interactions: ["read", "search-type"],
    search: {
      subject: { kind: "reference", documentation: "Patient/{id}." },
      appointment: { kind: "reference", documentation: "CareSlot's own: Appointment/{id}, the visit answered for (the answers-appointment extension)." },
    },
    documentation: "A visit's answers (id = the Appointment id), each question as it was asked; its patient or guardian, its doctor, staff.",
  },
];

/** The search parameters a served resource takes (parseSearch checks a query against them). */
export function searchSpec(type: string): SearchSpec {
  const served = SERVED_RESOURCES.find((r) => r.type === type);
  if (!served) throw new Error(`${type} is not in SERVED_RESOURCES`);
  return Object.fromEntries(Object.entries(served.search).map(([name, p]) => [name, p.kind]));
}

/** A parameter's type as the CapabilityStatement names it (FHIR's `active` parameters are tokens). */
export function capabilitySearchParam(name: string, p: Param): CapabilityStatementRestResourceSearchParam {
  return { name, type: p.kind === "boolean" ? "token" : p.kind, documentation: p.documentation };
}

/** System-level operations (SMART Scheduling Links' bulk publication). */
export const SERVED_OPERATIONS: { name: string; definition: string; documentation: string }[] = [
  {
    name: "bulk-publish",
    definition: "http://hl7.org/fhir/uv/smart-scheduling-links/OperationDefinition/bulk-publish",
    documentation: "GET /fhir/$bulk-publish: the SMART Scheduling Links manifest (Location, Schedule and Slot NDJSON files, the next 14 days).",
  },
];
