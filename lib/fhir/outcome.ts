// lib/fhir: the FHIR R4 edge (issue 46; docs/fhir.md). It maps the domains' data to R4 resources
// and calls their functions; no rule of the clinic is written here. An edge: imports domains and
// lib/http, never the reverse. (lib/README.md)
//
// Failures as OperationOutcome resources: the one place that turns an error into a FHIR status
// and issue code. Domain errors keep the status lib/http/error-response.ts gives them.
import type { OperationOutcome, OperationOutcomeIssue } from "fhir/r4";
import { describeError } from "@/lib/http/error-response";

export type IssueType = OperationOutcomeIssue["code"];

/** A failure the FHIR edge itself decides: a status and issue code the domain errors have no kind for (406, 415, 422). */
export class FhirError extends Error {
  constructor(
    readonly status: number,
    readonly code: IssueType,
    message: string,
  ) {
    super(message);
    this.name = "FhirError";
  }
}

export const fhirError = (status: number, code: IssueType, message: string) => new FhirError(status, code, message);
/** 400: a search parameter or body FHIR cannot read. */
export const invalid = (message: string) => new FhirError(400, "invalid", message);
/** 404: no such resource (or one the caller may not know of). */
export const resourceNotFound = (type: string, id: string) => new FhirError(404, "not-found", `${type}/${id} is not known`);
/**
 * 422: well-formed, but against a rule (FHIR's "Unprocessable Entity").
 * @public for the private resources' writes (Appointment create and patch).
 */
export const businessRule = (message: string) => new FhirError(422, "business-rule", message);

export function operationOutcome(code: IssueType, diagnostics: string, severity: OperationOutcomeIssue["severity"] = "error"): OperationOutcome {
  return { resourceType: "OperationOutcome", issue: [{ severity, code, diagnostics }] };
}

/** The issue code FHIR pairs with each status of a domain error. */
const CODE_OF_STATUS: Record<number, IssueType> = {
  400: "invalid",
  401: "login",
  403: "forbidden",
  404: "not-found",
  409: "conflict",
  410: "deleted",
  413: "too-costly",
  422: "business-rule",
  429: "throttled",
  503: "transient",
};

export type FhirFailure = { status: number; outcome: OperationOutcome; retryAfter?: number };

/** Any failure as its status and OperationOutcome (a bug: 500, "exception", nothing of its internals). */
export function failureOf(err: unknown): FhirFailure {
  if (err instanceof FhirError) return { status: err.status, outcome: operationOutcome(err.code, err.message) };
  const failure = describeError(err);
  const code = CODE_OF_STATUS[failure.status] ?? "exception";
  const outcome = operationOutcome(code, failure.message);
  // Per-field messages (a zod body check) travel as one issue each, their field as `expression`.
  for (const [field, message] of Object.entries(failure.fieldErrors ?? {})) {
    if (message !== failure.message) outcome.issue.push({ severity: "error", code, diagnostics: message, expression: [field] });
    else outcome.issue[0].expression = [field];
  }
  return { status: failure.status, outcome, retryAfter: failure.retryAfter };
}
