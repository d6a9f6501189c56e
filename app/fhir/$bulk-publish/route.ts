// GET /fhir/$bulk-publish: the SMART Scheduling Links manifest (issue 46; docs/fhir.md).
import { fhirPublicRoute } from "@/lib/fhir/route";
import { manifest } from "@/lib/fhir/bulk-publish";

export const GET = fhirPublicRoute(async ({ req, url, base }) => manifest(req, url, base));
