// GET /fhir/metadata: what the FHIR endpoint serves (issue 46; docs/fhir.md).
import { fhirPublicRoute } from "@/lib/fhir/route";
import { capabilityStatement } from "@/lib/fhir/metadata";

export const GET = fhirPublicRoute(async ({ base }) => capabilityStatement(base));
