// Reading request bodies safely: size limits before parsing, clear 4xx
// messages for malformed JSON or forms, and zod validation.
import type { z } from "zod";
import { badRequest, tooLarge } from "@/lib/errors";
import { MAX_IMAGE_BYTES } from "@/lib/platform/images";

export const MAX_JSON_BYTES = 64 * 1024;
/** One image at its limit plus room for the text fields and the multipart framing. */
export const MAX_FORM_BYTES = MAX_IMAGE_BYTES + 1024 * 1024;

/** PostgreSQL text cannot hold U+0000: refused here as bad input instead of failing in the database. */
export const NUL_NOT_ALLOWED = "The request contains a NUL character (\\u0000), which is not allowed.";

function rejectNul(value: unknown, depth = 0): void {
  if (typeof value === "string") {
    if (value.includes("\u0000")) throw badRequest(NUL_NOT_ALLOWED);
  } else if (typeof value === "object" && value !== null && depth < 64) {
    for (const [k, v] of Object.entries(value)) {
      rejectNul(k, depth + 1);
      rejectNul(v, depth + 1);
    }
  }
}

/** Never a field name: `obj["__proto__"] = value` would set the object's prototype. */
const PROTO = "__proto__";

function declaredLength(req: Request): number | null {
  const v = req.headers.get("content-length");
  return v && /^\d+$/.test(v) ? Number(v) : null;
}

async function readLimited(req: Request, max: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = declaredLength(req);
  if (declared !== null && declared > max) throw tooLarge(`The request body is too large (at most ${Math.round(max / 1024)} kB).`);
  if (!req.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw tooLarge(`The request body is too large (at most ${Math.round(max / 1024)} kB).`);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

/** Parses a JSON object body against `schema`. */
export async function readJson<S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  return readJsonDocument(req, schema, { array: false });
}

/**
 * Parses a JSON body against `schema`: an object, or with `array` an object or an array (a JSON
 * Patch, RFC 6902, which the FHIR edge's PATCH takes). Same limits as readJson.
 */
export async function readJsonDocument<S extends z.ZodType>(req: Request, schema: S, { array }: { array: boolean }): Promise<z.output<S>> {
  const text = new TextDecoder().decode(await readLimited(req, MAX_JSON_BYTES));
  let data: unknown;
  try {
    data = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw badRequest("The request body is not valid JSON.");
  }
  if (typeof data !== "object" || data === null || (Array.isArray(data) && !array)) throw badRequest("The request body must be a JSON object.");
  rejectNul(data);
  return schema.parse(data);
}

/**
 * Reads a multipart or url-encoded form (or a JSON object, which some
 * clients send instead). Returns plain string fields and the raw file values.
 */
export async function readForm(req: Request): Promise<{ fields: Record<string, string>; files: Record<string, File> }> {
  const type = req.headers.get("content-type") ?? "";
  if (type.includes("application/json")) {
    const text = new TextDecoder().decode(await readLimited(req, MAX_JSON_BYTES));
    let data: unknown;
    try {
      data = JSON.parse(text || "{}");
    } catch {
      throw badRequest("The request body is not valid JSON.");
    }
    if (typeof data !== "object" || data === null || Array.isArray(data)) throw badRequest("The request body must be a JSON object.");
    // A form holds text: numbers and booleans read as their text, nested values are a wrong type
    // (String() would turn ["x"] into "x" and objects into "[object Object]").
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(data)) {
      if (v === null || v === undefined || k === PROTO) continue;
      if (typeof v === "object") throw badRequest(`${k} must be text`, { [k]: `${k} must be text` });
      fields[k] = String(v);
    }
    rejectNul(fields);
    return { fields, files: {} };
  }
  if (!type.includes("multipart/form-data") && !type.includes("application/x-www-form-urlencoded")) {
    throw badRequest("Send the form as multipart/form-data.");
  }
  const bytes = await readLimited(req, MAX_FORM_BYTES);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": type } }).formData();
  } catch {
    throw badRequest("The form data could not be read.");
  }
  return splitForm(form);
}

export function splitForm(form: FormData): { fields: Record<string, string>; files: Record<string, File> } {
  const fields: Record<string, string> = {};
  const files: Record<string, File> = {};
  for (const [k, v] of form.entries()) {
    if (k === PROTO) continue; // assigning it would replace the object's prototype (a File there broke every later key)
    if (typeof v === "string") fields[k] = v;
    else files[k] = v;
  }
  rejectNul(fields);
  return { fields, files };
}

/** Parses the query string against `schema` (repeated keys: the first wins; empty values count as absent). */
export function readQuery<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  const params: Record<string, string> = {};
  for (const [k, v] of new URL(req.url).searchParams) if (!Object.hasOwn(params, k) && k !== PROTO && v !== "") params[k] = v;
  rejectNul(params);
  return schema.parse(params);
}

/** The optional Idempotency-Key header: 1-100 visible ASCII characters, else a 400. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const key = req.headers.get("idempotency-key");
  if (key === null) return undefined;
  if (!/^[\x21-\x7e]{1,100}$/.test(key)) throw badRequest("Idempotency-Key must be 1 to 100 visible ASCII characters.");
  return key;
}
