// GET /fhir/metadata: the CapabilityStatement, built from lib/fhir/capabilities.ts (what is
// served, once) so it can list nothing that is not served.
import type { CapabilityStatement, CapabilityStatementRestResource } from "fhir/r4";
import { capabilitySearchParam, SERVED_RESOURCES, SERVED_OPERATIONS } from "@/lib/fhir/capabilities";

/** When this statement last changed (a CapabilityStatement's `date` is the statement's, not the request's). */
const STATEMENT_DATE = "2026-11-29";

export function capabilityStatement(base: string): CapabilityStatement {
  const resource: CapabilityStatementRestResource[] = SERVED_RESOURCES.map((r) => ({
    type: r.type,
    documentation: `${r.access === "public" ? "Public (no sign-in)" : "Private (a bearer token from POST /api/auth/login)"}. ${r.documentation}`,
    interaction: r.interactions.map((code) => ({ code })),
    ...(Object.keys(r.search).length ? { searchParam: Object.entries(r.search).map(([name, p]) => capabilitySearchParam(name, p)) } : {}),
  }));
  return {
    resourceType: "CapabilityStatement",
    status: "active",
    date: STATEMENT_DATE,
    publisher: "CareSlot",
    kind: "instance",
    software: { name: "CareSlot" },
    implementation: { description: "CareSlot's FHIR R4 endpoint (docs/fhir.md)", url: base },
    fhirVersion: "4.0.1",
    format: ["json"],
    rest: [
      {
        mode: "server",
        security: {
          cors: true,
          description: "Public resources need no token. Patient and Appointment need `Authorization: Bearer <token>` from POST /api/auth/login, with the REST API's rules.",
        },
        resource,
        operation: SERVED_OPERATIONS.map((op) => ({ name: op.name, definition: op.definition, documentation: op.documentation })),
      },
    ],
  };
}
