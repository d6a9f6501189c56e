// lib/http: the REST edge (route wrappers, bodies, CORS, caching headers, client address, errors to
// statuses, OpenAPI, page cache). An edge: imports domains, never the reverse. (lib/README.md)
//
// The wrapper every /api route handler goes through: it authenticates the
// bearer token, checks the role, runs the domain call and turns the result or
// the failure into the REST contract's JSON ({ success, ... }).
import { NextResponse, type NextRequest } from "next/server";
import { apiLocale, apiMessagesVary, describeError } from "@/lib/http/error-response";
import { serverTextTranslator, translateFieldErrors, type TranslateText } from "@/lib/i18n/message-catalogue";
import { unauthorized } from "@/lib/errors";
import { verifyApiToken } from "@/lib/accounts/api-tokens";
import { findSessionActor, requireRole, type Actor } from "@/lib/accounts/users";
import { behindTrustedProxy, requestOrigin } from "@/lib/http/client-address";
import type { Role } from "@/lib/generated/prisma/enums";
import { cachedRead } from "@/lib/platform/read-cache";
import { applyCors, corsPreflight } from "@/lib/http/cors";
import { API_CSP } from "@/lib/http/security-headers";
import { matchesIfNoneMatch, PRIVATE_CACHE_CONTROL, PUBLIC_READ_CACHE_CONTROL, withEtag } from "@/lib/http/cache-headers";
import { requireSecondFactorSetUp } from "@/lib/clinic/two-factor-policy";

export const NO_TOKEN = "No token provided";
export const BAD_TOKEN = "Invalid or expired token. Please log in again.";

type Params = Record<string, string>;
type Ctx<P extends Params> = { req: NextRequest; params: P };
type AuthedCtx<P extends Params> = Ctx<P> & { actor: Actor };

/** The actor behind `Authorization: Bearer <token>` while the token's session lives, or a 401. */
export async function bearerActor(req: Request): Promise<Actor> {
  const header = req.headers.get("authorization") ?? "";
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw unauthorized(NO_TOKEN);
  const claims = await verifyApiToken(match[1]);
  const actor = claims && (await findSessionActor(claims));
  if (!actor) throw unauthorized(BAD_TOKEN);
  // Where the request came from travels with the actor to the audit trail (lib/audit/record.ts).
  return { ...actor, ...requestOrigin(req.headers) };
}

/**
 * The translator of the API's messages for this request (lib/i18n/message-catalogue.ts):
 * English, untouched, unless its Accept-Language names another offered language.
 */
function messageTranslator(req: Request): Promise<TranslateText> {
  return serverTextTranslator(apiLocale(req.headers.get("accept-language")));
}

/** While another language than English is offered, an answer that carries a message varies with Accept-Language. */
function varyOnLanguage<R extends Response>(res: R): R {
  if (apiMessagesVary()) res.headers.append("Vary", "Accept-Language");
  return res;
}

/**
 * A failure as the REST contract's JSON; with `origin`, images in its details
 * (a 409's appointments) are absolute too; with `translate`, its message and
 * field messages are in the request's language (only the texts: fields, status
 * and details stay as they are).
 */
export function jsonError(err: unknown, origin?: string, translate: TranslateText = (text) => text): NextResponse {
  const failure = describeError(err);
  const fieldErrors = translateFieldErrors(failure.fieldErrors, translate);
  const payload = { ...failure.details, success: false, message: translate(failure.message), ...(fieldErrors ? { errors: fieldErrors } : {}) };
  const text = origin ? absoluteImages(JSON.stringify(payload), origin) : JSON.stringify(payload);
  const res = new NextResponse(text, { status: failure.status, headers: { "content-type": "application/json" } });
  if (failure.retryAfter) res.headers.set("Retry-After", String(failure.retryAfter));
  return res;
}

/** jsonError in the request's language, saying so in `Vary`. */
async function localizedError(err: unknown, req: Request, origin: string): Promise<NextResponse> {
  return varyOnLanguage(jsonError(err, origin, await messageTranslator(req)));
}

/** The first entry of a header a chain of proxies may have appended to. */
const firstOf = (value: string | null) => value?.split(",")[0].trim() || null;
const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** SITE_URL's origin, when it is set to a usable URL. */
function configuredOrigin(): string | null {
  const site = process.env.SITE_URL?.trim();
  const origin = site && URL.canParse(site) ? new URL(site).origin : null;
  return origin && origin !== "null" ? origin : null;
}

/**
 * The origin the API's image URLs are made absolute with: SITE_URL when set
 * (what a deployment should do), else the origin the request came to: its
 * Host, and the URL's scheme. X-Forwarded-Host and X-Forwarded-Proto are
 * believed only where this deployment's own proxy writes them (on Vercel, or
 * with TRUSTED_PROXY_HOPS): anyone can send them, and an answer a shared cache
 * keeps must not carry a URL a client chose (issue 22, finding 6).
 */
export function apiOrigin(req: Request): string {
  const configured = configuredOrigin();
  if (configured) return configured;
  const url = new URL(req.url);
  const trusted = behindTrustedProxy();
  const host = (trusted ? firstOf(req.headers.get("x-forwarded-host")) : null) ?? firstOf(req.headers.get("host"));
  const proto = trusted ? firstOf(req.headers.get("x-forwarded-proto")) : null;
  const scheme = proto === "https" || proto === "http" ? proto : url.protocol.slice(0, -1);
  return `${scheme}://${host && HOST.test(host) ? host : url.host}`;
}

/**
 * The request headers apiOrigin read, for the `Vary` of an answer a shared
 * cache may keep: none with SITE_URL (the origin is fixed), else Host, and
 * the forwarded pair where they are believed.
 */
export function originVary(): string[] {
  if (configuredOrigin()) return [];
  return behindTrustedProxy() ? ["Host", "X-Forwarded-Host", "X-Forwarded-Proto"] : ["Host"];
}

// `"image":"/` can only be an `image` key with a site-relative string value:
// inside a JSON string every quote is escaped, so no text a user wrote can
// form it. Rewriting the serialized text costs a fraction of a JSON.stringify
// replacer over a 1,000-doctor listing. "//host/..." is left alone.
const RELATIVE_IMAGE = /"image":"\/(?!\/)/g;

/**
 * The success JSON. Every `image` in it is made absolute here, once for all
 * routes: the data keeps site-relative paths ("/images/doctors/...",
 * "/uploads/...") that the pages use as they are, while a client of the API
 * served from another origin needs the full URL.
 */
function absoluteImages(json: string, origin: string): string {
  const prefix = `"image":"${JSON.stringify(origin).slice(1, -1)}/`;
  return json.replace(RELATIVE_IMAGE, () => prefix);
}

async function toResponse(result: unknown, status: number | undefined, req: Request): Promise<Response> {
  if (result instanceof Response) return result;
  const payload = { success: true, ...(result as object) } as { success: true; message?: unknown };
  // A success message ("Doctor updated successfully") is a server text too; the data is never translated.
  const hasMessage = typeof payload.message === "string";
  if (hasMessage) payload.message = (await messageTranslator(req))(payload.message as string);
  const body = absoluteImages(JSON.stringify(payload), apiOrigin(req));
  const res = new NextResponse(body, { status: status ?? 200, headers: { "content-type": "application/json" } });
  return hasMessage ? varyOnLanguage(res) : res;
}

type RouteContext = { params: Promise<Params> };

/** A public route (no token needed). */
export function publicRoute<P extends Params = Params>(fn: (ctx: Ctx<P>) => Promise<unknown>, opts: { status?: number } = {}) {
  return async (req: NextRequest, context: RouteContext) => {
    try {
      const params = ((await context?.params) ?? {}) as P;
      return await toResponse(await fn({ req, params }), opts.status, req);
    } catch (err) {
      return localizedError(err, req, apiOrigin(req));
    }
  };
}

/** What a cacheable public read answers: its cache key and tags (lib/platform/cache-tags.ts), and how to load it. */
export type PublicRead = { key: string; tags: string[]; load: () => Promise<object> };

/**
 * A public read that anyone may cache for a few seconds: the JSON bytes come
 * from the read cache (dropped by tag when a write changes them), carry a
 * strong ETag, and a matching If-None-Match gets a 304 without a body.
 */
export function publicReadRoute<P extends Params = Params>(read: (ctx: Ctx<P>) => PublicRead) {
  return async (req: NextRequest, context: RouteContext): Promise<Response> => {
    const res = await answerPublicRead(req, context, read);
    // These reads skip proxy.ts (its matcher), so they set what it would:
    // CORS and the API's policy (the other security headers come from next.config.ts).
    applyCors(req, res.headers);
    res.headers.set("Content-Security-Policy", API_CSP);
    return res;
  };
}

/** The preflight of a public read (it skips proxy.ts, which answers the others'). */
export function publicReadPreflight(req: NextRequest): Response {
  const res = corsPreflight(req);
  res.headers.set("Content-Security-Policy", API_CSP);
  return res;
}

async function answerPublicRead<P extends Params>(req: NextRequest, context: RouteContext, read: (ctx: Ctx<P>) => PublicRead): Promise<Response> {
  const origin = apiOrigin(req);
  try {
    const params = ((await context?.params) ?? {}) as P;
    const { key, tags, load } = read({ req, params });
    // The origin is part of the bytes (absolute image URLs), so of the key.
    const { body, etag } = await cachedRead(`api:${key}@${origin}`, tags, async () =>
      withEtag(absoluteImages(JSON.stringify({ success: true, ...(await load()) }), origin)),
    );
    const headers = new Headers({ etag, "cache-control": PUBLIC_READ_CACHE_CONTROL });
    // The bytes depend on the origin: a shared cache keys them on what it was read from.
    for (const name of originVary()) headers.append("Vary", name);
    if (matchesIfNoneMatch(req.headers.get("if-none-match"), etag)) return new NextResponse(null, { status: 304, headers });
    headers.set("content-type", "application/json");
    return new NextResponse(body, { status: 200, headers });
  } catch (err) {
    return localizedError(err, req, origin);
  }
}

/**
 * The REST API's token check, shared by every door that takes a bearer token (authedRoute, the
 * FHIR edge in lib/fhir): the token's actor, of one of `roles` (any role when empty), with a
 * second factor set up when the clinic asks staff for one, unless `allowWithoutSecondFactor`.
 */
export async function tokenActor(req: Request, roles: Role[], allowWithoutSecondFactor = false): Promise<Actor> {
  const actor = requireRole(await bearerActor(req), ...roles);
  if (!allowWithoutSecondFactor) await requireSecondFactorSetUp(actor);
  return actor;
}

/**
 * A route that needs a bearer token, optionally of one of `roles`. Staff who must set up a second
 * factor first (lib/clinic/two-factor-policy.ts) get a 403, except on the routes that set one up
 * or sign out (`allowWithoutSecondFactor`).
 */
export function authedRoute<P extends Params = Params>(
  roles: Role[],
  fn: (ctx: AuthedCtx<P>) => Promise<unknown>,
  opts: { status?: number; allowWithoutSecondFactor?: boolean } = {},
) {
  return async (req: NextRequest, context: RouteContext) => {
    const res = await answerAuthed(req, context, roles, fn, opts);
    // One rule for every answer behind a token (issue 41, finding 5): data, failures and
    // downloads alike are for this caller only and are kept by no cache, shared or not.
    res.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    return res;
  };
}

async function answerAuthed<P extends Params>(
  req: NextRequest,
  context: RouteContext,
  roles: Role[],
  fn: (ctx: AuthedCtx<P>) => Promise<unknown>,
  { status, allowWithoutSecondFactor }: { status?: number; allowWithoutSecondFactor?: boolean },
): Promise<Response> {
  try {
    const actor = await tokenActor(req, roles, allowWithoutSecondFactor);
    const params = ((await context?.params) ?? {}) as P;
    return await toResponse(await fn({ req, params, actor }), status, req);
  } catch (err) {
    return localizedError(err, req, apiOrigin(req));
  }
}
