// The wrapper every app/fhir/** route handler goes through (issue 46): JSON only (406/415), the
// REST API's own bearer-token check (lib/http/handler.ts tokenActor), failures as
// OperationOutcome (lib/fhir/outcome.ts), public answers cacheable like the public reads (ETag,
// 304, a few seconds in a shared cache), private ones `private, no-store`.
import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import type { FhirResource } from "fhir/r4";
import type { Actor } from "@/lib/accounts/users";
import type { Role } from "@/lib/generated/prisma/enums";
import { apiOrigin, originVary, tokenActor } from "@/lib/http/handler";
import { readJsonDocument } from "@/lib/http/body";
import { matchesIfNoneMatch, PRIVATE_CACHE_CONTROL, PUBLIC_READ_CACHE_CONTROL, withEtag } from "@/lib/http/cache-headers";
import { API_CSP } from "@/lib/http/security-headers";
import { FHIR_CONTENT_TYPE, requireJsonAnswer, requireJsonBody } from "@/lib/fhir/format";
import { failureOf, resourceNotFound } from "@/lib/fhir/outcome";
import { FHIR_ID } from "@/lib/fhir/search-params";

type Params = Record<string, string>;
type RouteContext = { params: Promise<Params> };

export type FhirCtx<P extends Params> = {
  req: NextRequest;
  params: P;
  /** The request's URL (its search parameters). */
  url: URL;
  /** The FHIR base URL, absolute (…/fhir): Bundle fullUrls and links start with it. */
  base: string;
  /** The site's origin (photos and booking links are absolute on it). */
  origin: string;
};
export type AuthedFhirCtx<P extends Params> = FhirCtx<P> & { actor: Actor };

/** A resource (200), a resource with another status and headers (201 + Location), or a Response as it is (NDJSON, 304). */
export type FhirAnswer = FhirResource | { resource: FhirResource; status: number; headers?: Record<string, string> } | Response;


/** A resource id from the path; one FHIR could never have written is a 404 as an unknown one is. */
export function pathId(type: string, raw: string | undefined): string {
  if (!raw || !FHIR_ID.test(raw)) throw resourceNotFound(type, String(raw ?? ""));
  return raw;
}

/**
 * A request body: 415 unless JSON (a JSON Patch for PATCH), then read against `schema` (its failures: 400).
 * @public for the private resources' writes (Appointment create and patch).
 */
export async function readFhirBody<S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  requireJsonBody(req);
  return readJsonDocument(req, schema, { array: req.method === "PATCH" });
}

function fhirJson(body: string, status: number, headers: HeadersInit = {}): NextResponse {
  const res = new NextResponse(body, { status, headers });
  res.headers.set("content-type", FHIR_CONTENT_TYPE);
  return res;
}

function failure(err: unknown): NextResponse {
  const { status, outcome, retryAfter } = failureOf(err);
  const res = fhirJson(JSON.stringify(outcome), status);
  if (retryAfter) res.headers.set("Retry-After", String(retryAfter));
  if (status === 401) res.headers.set("WWW-Authenticate", 'Bearer realm="careslot"');
  return res;
}

function answer(result: FhirAnswer): Response {
  if (result instanceof Response) return result;
  if ("resourceType" in result) return fhirJson(JSON.stringify(result), 200);
  return fhirJson(JSON.stringify(result.resource), result.status, result.headers);
}

async function contextOf<P extends Params>(req: NextRequest, context: RouteContext): Promise<FhirCtx<P>> {
  const url = new URL(req.url);
  requireJsonAnswer(req, url);
  // The API's origin (SITE_URL when set), as the REST API's absolute URLs.
  const origin = apiOrigin(req);
  return { req, url, origin, base: `${origin}/fhir`, params: ((await context?.params) ?? {}) as P };
}

/** The API's policy on every FHIR answer (/fhir passes the proxy's API branch too; this covers direct calls). */
function withApiPolicy(res: Response): Response {
  res.headers.set("Content-Security-Policy", API_CSP);
  return res;
}

/**
 * A public read or search: no token; a 200 answer carries a strong ETag over its bytes, a
 * matching If-None-Match gets a 304, and a shared cache may keep it a few seconds (as the public
 * REST reads). Its URLs are absolute, so it varies with the headers the origin came from.
 */
export function fhirPublicRoute<P extends Params = Params>(fn: (ctx: FhirCtx<P>) => Promise<FhirAnswer>) {
  return async (req: NextRequest, context: RouteContext): Promise<Response> => {
    let res: Response;
    try {
      res = answer(await fn(await contextOf<P>(req, context)));
      if (res.status === 200 && !res.headers.has("etag") && res.headers.get("content-type") === FHIR_CONTENT_TYPE) res = await conditional(req, res);
    } catch (err) {
      res = failure(err);
    }
    return withApiPolicy(res);
  };
}

async function conditional(req: NextRequest, res: Response): Promise<Response> {
  const { body, etag } = withEtag(await res.text());
  const headers = new Headers(res.headers);
  headers.set("etag", etag);
  headers.set("cache-control", PUBLIC_READ_CACHE_CONTROL);
  for (const name of originVary()) headers.append("Vary", name);
  if (matchesIfNoneMatch(req.headers.get("if-none-match"), etag)) {
    headers.delete("content-type");
    return new NextResponse(null, { status: 304, headers });
  }
  return new NextResponse(body, { status: 200, headers });
}

/**
 * A private read, search or write: a bearer token from POST /api/auth/login checked exactly as
 * the REST API checks it (`roles` empty: any signed-in role), and every answer, failures
 * included, `Cache-Control: private, no-store`.
 * @public for the private resources (Patient, Appointment).
 */
export function fhirPrivateRoute<P extends Params = Params>(roles: Role[], fn: (ctx: AuthedFhirCtx<P>) => Promise<FhirAnswer>) {
  return async (req: NextRequest, context: RouteContext): Promise<Response> => {
    let res: Response;
    try {
      const ctx = await contextOf<P>(req, context);
      res = answer(await fn({ ...ctx, actor: await tokenActor(req, roles) }));
    } catch (err) {
      res = failure(err);
    }
    res.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    return withApiPolicy(res);
  };
}
