// GET /fhir/Location/{id}: the clinic (issue 46; docs/fhir.md).
import { fhirPublicRoute, pathId } from "@/lib/fhir/route";
import { readLocation } from "@/lib/fhir/clinic";

export const GET = fhirPublicRoute<{ id: string }>(async ({ params }) => readLocation(pathId("Location", params.id)));
