// GET /fhir/$bulk-publish/{Location|Schedule|Slot}.ndjson: the manifest's files, streamed
// (issue 46; docs/fhir.md).
import { fhirPublicRoute } from "@/lib/fhir/route";
import { BULK_FILES, bulkFile, type BulkFile } from "@/lib/fhir/bulk-publish";
import { resourceNotFound } from "@/lib/fhir/outcome";

export const GET = fhirPublicRoute<{ file: string }>(async ({ req, url, origin, params }) => {
  const type = params.file?.replace(/\.ndjson$/, "") as BulkFile;
  if (!params.file?.endsWith(".ndjson") || !BULK_FILES.includes(type)) throw resourceNotFound("$bulk-publish file", String(params.file));
  return bulkFile(req, url, type, origin);
});
