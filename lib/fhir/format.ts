// What the FHIR edge speaks: JSON only (issue 46). `_format` (json, application/json,
// application/fhir+json) overrides Accept, as FHIR's http page says; anything else is a 406.
// A body in another type than JSON is a 415 (JSON Patch for PATCH).
import { fhirError } from "@/lib/fhir/outcome";

export const FHIR_JSON = "application/fhir+json";
export const FHIR_CONTENT_TYPE = `${FHIR_JSON}; charset=utf-8`;
export const JSON_PATCH = "application/json-patch+json";

const FORMAT_NAMES = new Set(["json", "application/json", "application/fhir+json", "application/json+fhir"]);
// What an Accept header may name for a JSON answer: FHIR's type, plain JSON, and the wildcards.
const ACCEPTED_TYPES = new Set(["application/fhir+json", "application/json+fhir", "application/json", "application/*", "*/*"]);

const mediaType = (value: string) => value.split(";")[0].trim().toLowerCase();

/** Whether an Accept header allows JSON: no header, or a range that matches with q above 0. */
function acceptsJson(accept: string | null): boolean {
  if (!accept?.trim()) return true;
  return accept.split(",").some((range) => {
    const [type, ...params] = range.split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return ACCEPTED_TYPES.has(type.trim().toLowerCase()) && (!q || Number(q.slice(2)) > 0);
  });
}

/** 406 unless the request can take JSON (`_format` first, then Accept). */
export function requireJsonAnswer(req: Request, url: URL): void {
  const format = url.searchParams.get("_format");
  if (format !== null) {
    if (!FORMAT_NAMES.has(mediaType(format))) throw fhirError(406, "not-supported", `_format=${format} is not served: this server speaks JSON only (_format=json)`);
    return;
  }
  if (!acceptsJson(req.headers.get("accept"))) {
    throw fhirError(406, "not-supported", "This server answers application/fhir+json only: the Accept header allows neither it nor application/json");
  }
}

/** 415 unless a request's body is JSON (PATCH: a JSON Patch). */
export function requireJsonBody(req: Request): void {
  const type = mediaType(req.headers.get("content-type") ?? "");
  const allowed = req.method === "PATCH" ? [JSON_PATCH] : [FHIR_JSON, "application/json"];
  if (!allowed.includes(type)) throw fhirError(415, "not-supported", `The body must be ${allowed.join(" or ")}`);
}
