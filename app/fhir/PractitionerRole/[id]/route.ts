// GET /fhir/PractitionerRole/{id}: a doctor's role at the clinic (issue 46; docs/fhir.md).
import { fhirPublicRoute, pathId } from "@/lib/fhir/route";
import { readPractitionerRole } from "@/lib/fhir/directory";

export const GET = fhirPublicRoute<{ id: string }>(async ({ params }) => readPractitionerRole(pathId("PractitionerRole", params.id)));
