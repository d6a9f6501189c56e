// GET /fhir/Practitioner/{id}: a doctor (issue 46; docs/fhir.md).
import { fhirPublicRoute, pathId } from "@/lib/fhir/route";
import { readPractitioner } from "@/lib/fhir/directory";

export const GET = fhirPublicRoute<{ id: string }>(async ({ params, base, origin }) => readPractitioner(pathId("Practitioner", params.id), { base, origin }));
