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

/** A search table: each parameter's name, kind and documentation, in the statement's order. */
function params(...rows: [name: string, kind: ParamKind, documentation: string][]): Record<string, Param> {
  return Object.fromEntries(rows.map(([name, kind, documentation]) => [name, { kind, documentation }]));
}

/** One served resource; no search table: no search parameters. */
function served(type: ServedResource["type"], access: ServedResource["access"], interactions: Interaction[], documentation: string, search: Record<string, Param> = {}): ServedResource {
  return { type, access, interactions, search, documentation };
}

const READ_SEARCH: Interaction[] = ["read", "search-type"];

/** A doctor is found the same way as Practitioner and as PractitionerRole. */
const DOCTOR_SEARCH = params(
  ["name", "string", "Part of the doctor's name (case-insensitive)."],
  ["specialty", "token", "The speciality's code in the clinic's CodeSystem (CodeSystem/specialities), or its name."],
  ["active", "boolean", "true: bookable now; false: closed to bookings."],
);

export const SERVED_RESOURCES: ServedResource[] = [
  // ---- public (no sign-in) ----
  served("Location", "public", READ_SEARCH, "The clinic: name, address (with state, postalCode and country when the clinic's settings say them), phone, email and its IANA time zone (timezone extension)."),
  served("Practitioner", "public", READ_SEARCH, "Each doctor: name, degree as qualification, photo URL.", DOCTOR_SEARCH),
  served("PractitionerRole", "public", READ_SEARCH, "Each doctor's role at the clinic: speciality, location, visit types, weekly hours (availableTime), time off (notAvailable).", {
    ...DOCTOR_SEARCH,
    ...params(["practitioner", "reference", "The doctor (Practitioner/{id})."]),
  }),
  served("HealthcareService", "public", READ_SEARCH, "Each active visit type: name, description, in person or virtual; duration and price in extensions (docs/fhir.md)."),
  served("Schedule", "public", READ_SEARCH, "One per doctor; planningHorizon is the booking window.", params(
    ["actor", "reference", "The doctor: PractitionerRole/{id}, Practitioner/{id} or Location/{id}."],
    ["service-type", "token", "A visit type's id (HealthcareService id)."],
    ["active", "boolean", "true: the doctor is bookable now."],
  )),
  served("Slot", "public", ["search-type"], "Free times computed by the booking rule (never stored); stable ids; booking-deep-link to the booking page.", params(
    ["schedule", "reference", "Required: Schedule/{id}."],
    ["start", "date", "Bounds on the start (ge/gt/le/lt/eq, at most 31 days apart; a day is a clinic day)."],
    ["status", "token", "free (only free times are served)."],
    ["service-type", "token", "A visit type's id (HealthcareService id); default: the clinic's default visit type."],
  )),
  served("CodeSystem", "public", ["read"], "The clinic's specialities (CodeSystem/specialities)."),
  // ---- private (a bearer token) ----
  served("Patient", "private", READ_SEARCH, "A patient reads themselves and their dependents; staff read any.", params(
    ["name", "string", "Part of the name (staff only)."],
    ["telecom", "token", "Phone or email (staff only)."],
    ["birthdate", "date", "Date of birth (staff only)."],
  )),
  served("Appointment", "private", ["read", "search-type", "create", "patch"], "Visits: book with POST (the booking pipeline; the visit type's answers as a contained QuestionnaireResponse the Appointment references from supportingInformation, e.g. \"#answers\"), cancel with a JSON Patch setting status to cancelled.", params(
    ["patient", "reference", "Patient/{id}."],
    ["practitioner", "reference", "Practitioner/{id}."],
    ["date", "date", "The start (ge/gt/le/lt/eq)."],
    ["status", "token", "booked, arrived, fulfilled, cancelled, noshow."],
  )),
  // ---- issue 47: the questions a visit type asks (public) and a visit's answers (private) ----
  served("Questionnaire", "public", READ_SEARCH, "Each active visit type that asks questions (id = the HealthcareService id): its questions as items."),
  served("QuestionnaireResponse", "private", READ_SEARCH, "A visit's answers (id = the Appointment id), each question as it was asked; its patient or guardian, its doctor, staff.", params(
    ["subject", "reference", "Patient/{id}."],
    ["appointment", "reference", "CareSlot's own: Appointment/{id}, the visit answered for (the answers-appointment extension)."],
  )),
];

/** The search parameters a served resource takes (parseSearch checks a query against them). */
export function searchSpec(type: string): SearchSpec {
  const resource = SERVED_RESOURCES.find((r) => r.type === type);
  if (!resource) throw new Error(`${type} is not in SERVED_RESOURCES`);
  return Object.fromEntries(Object.entries(resource.search).map(([name, p]) => [name, p.kind]));
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
