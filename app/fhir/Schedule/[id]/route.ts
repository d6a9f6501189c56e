// GET /fhir/Schedule/{id}: a doctor's schedule (issue 46; docs/fhir.md).
import { fhirPublicRoute, pathId } from "@/lib/fhir/route";
import { readSchedule } from "@/lib/fhir/directory";

export const GET = fhirPublicRoute<{ id: string }>(async ({ params }) => readSchedule(pathId("Schedule", params.id)));
