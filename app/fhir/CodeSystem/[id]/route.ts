// GET /fhir/CodeSystem/{id}: the clinic's specialities (issue 46; docs/fhir.md).
import { fhirPublicRoute, pathId } from "@/lib/fhir/route";
import { readCodeSystem } from "@/lib/fhir/clinic";

export const GET = fhirPublicRoute<{ id: string }>(async ({ params }) => readCodeSystem(pathId("CodeSystem", params.id)));
