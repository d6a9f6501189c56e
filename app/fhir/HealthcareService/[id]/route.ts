// GET /fhir/HealthcareService/{id}: an active visit type (issue 46; docs/fhir.md).
import { fhirPublicRoute, pathId } from "@/lib/fhir/route";
import { readHealthcareService } from "@/lib/fhir/services";

export const GET = fhirPublicRoute<{ id: string }>(async ({ params }) => readHealthcareService(pathId("HealthcareService", params.id)));
