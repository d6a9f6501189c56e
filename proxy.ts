// Request gate (Next 16's middleware): security headers with a CSP nonce,
// refusal of cross-site writes, role checks for the areas, sign-in for patient
// pages, and CORS for the REST API. Pages and actions check again on the
// server with a fresh read of the user; this is the first line only (except
// /login and /signup, which ask whether a cookie's session still lives). The
// public pages a visitor without a session sees are sent from the page cache
// (lib/http/page-cache.ts) with a policy of their scripts' hashes.
import { NextResponse, type NextRequest } from "next/server";
import { getToken, type JWT } from "next-auth/jwt";
import { authSecret } from "@/lib/platform/secret";
import { sessionCookieIsSecure } from "@/lib/auth/session-cookie";
import { cookieHeaderHasSession, sessionCookieNames, withoutSessionCookies } from "@/lib/http/session-cookie-header";
import { findSessionActor } from "@/lib/accounts/users";
import { safeReturnPath } from "@/lib/http/return-address";
import { allowedOrigins, applyCors } from "@/lib/http/cors";
import { cachedPage, perRequestLanguageHeaders } from "@/lib/http/page-cache";
import { API_CSP, contentSecurityPolicy, staticSecurityHeaders, STORED_FILE_CSP } from "@/lib/http/security-headers";

const SIGNED_IN_ONLY = ["/my-appointments", "/profile"];
const GUEST_ONLY = ["/login", "/signup"];
const STAFF_AREAS = ["/admin", "/doctor", "/desk"];
/** lib/auth/setup-claim.ts (not imported: it reads next/headers, which the proxy cannot). */
const SETUP_CHECK_PATH = "/security/continue";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function under(path: string, prefix: string) {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * A page address whose query carries U+0000 (%00). No link of this site has
 * one, and PostgreSQL text cannot hold it, so it would only reach a page's
 * database read as a 500. Path segments are the pages' own to check (their
 * ids answer the 404 page); the API answers its own 400 for queries.
 */
function nulInPageQuery(request: NextRequest): boolean {
  return /%00/i.test(request.nextUrl.search);
}

function withSecurityHeaders(res: NextResponse, csp: string): NextResponse {
  for (const [k, v] of Object.entries(staticSecurityHeaders())) res.headers.set(k, v);
  res.headers.set("Content-Security-Policy", csp);
  return res;
}

/**
 * A browser write whose Origin is neither this site nor an allowed CORS
 * origin is cross-site: refused before it reaches an action or endpoint.
 * Clients that send no Origin (curl, mobile apps) are not browsers and carry
 * a bearer token instead of cookies.
 */
function isCrossSiteWrite(request: NextRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return origin === "null";
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  try {
    if (new URL(origin).host === host) return false;
  } catch {
    return true;
  }
  return !(under(request.nextUrl.pathname, "/api") && allowedOrigins().includes(origin));
}

/** CORS for /api and /fhir (lib/http/cors.ts); preflights are answered here. */
function api(request: NextRequest): NextResponse {
  const res = request.method === "OPTIONS" ? new NextResponse(null, { status: 204 }) : NextResponse.next();
  applyCors(request, res.headers);
  return withSecurityHeaders(res, API_CSP);
}

function redirectToPath(request: NextRequest, path: string, returnTo?: string) {
  const url = new URL(path, request.url);
  const back = safeReturnPath(returnTo, request.nextUrl.origin);
  if (back) url.searchParams.set("callbackUrl", back);
  return NextResponse.redirect(url);
}

/** Paths whose gate depends on the session; every other page is open to all and skips decoding the cookie. */
const GATED = ["/admin", "/doctor", "/desk", ...SIGNED_IN_ONLY, ...GUEST_ONLY];

/**
 * Whether the session a decoded cookie names still lives on the server. The
 * proxy otherwise trusts the cookie's signature alone (the pages check again);
 * for /login and /signup that is not enough: a browser whose session ended
 * elsewhere ("Log out everywhere", a password change) still holds a cookie that
 * decodes, and sending it home would keep it from ever signing in again
 * (issue 21). One read, only for these two pages and only with a cookie. A
 * database that cannot answer counts as live: the page then decides.
 */
async function sessionLives(token: JWT): Promise<boolean> {
  if (typeof token.sub !== "string" || typeof token.sid !== "string" || typeof token.ver !== "number") return false;
  try {
    return (await findSessionActor({ userId: token.sub, sessionId: token.sid, version: token.ver })) !== null;
  } catch {
    return true;
  }
}

/** /login or /signup with a cookie whose session ended: the page renders signed out and the browser drops the cookie. */
type Gate = { redirect: NextResponse } | { endedCookies: string[] } | null;

async function gate(request: NextRequest): Promise<Gate> {
  const path = request.nextUrl.pathname;
  if (!GATED.some((p) => under(path, p))) return null;
  const redirectTo = (to: string, returnTo?: string) => ({ redirect: redirectToPath(request, to, returnTo) });
  // The cookie next-auth wrote for this request: __Secure- behind https.
  const raw = await getToken({ req: request, secret: authSecret(), secureCookie: sessionCookieIsSecure(request) });
  // A session without "Remember me" stops counting after its short lifetime.
  const token = raw && (!raw.until || raw.until > Date.now() / 1000) ? raw : null;
  const role = token?.role;
  const here = path + request.nextUrl.search;

  if (under(path, "/admin") || under(path, "/doctor")) {
    const needed = under(path, "/admin") ? "admin" : "doctor";
    if (!token) return redirectTo("/login", here);
    if (role !== needed) return redirectTo("/");
  }
  // The front desk (issue 26): receptionists, and admins too.
  if (under(path, "/desk")) {
    if (!token) return redirectTo("/login", here);
    if (role !== "receptionist" && role !== "admin") return redirectTo("/");
  }
  // Issue 44: a staff cookie told at sign-in to set up a second factor (lib/auth/setup-claim.ts)
  // goes by /security/continue, which reads once whether that is still so, before any staff screen.
  if (token?.setup === true && STAFF_AREAS.some((p) => under(path, p))) return redirectTo(SETUP_CHECK_PATH, here);
  if (SIGNED_IN_ONLY.some((p) => under(path, p)) && !token) return redirectTo("/login", here);
  if (under(path, "/profile") && role === "doctor") return redirectTo("/doctor/profile");
  if (under(path, "/profile") && role === "admin") return redirectTo("/admin/profile");
  if (GUEST_ONLY.some((p) => under(path, p))) {
    if (token && (await sessionLives(token))) return redirectTo("/");
    const ended = sessionCookieNames(request.headers.get("cookie"));
    if (ended.length) return { endedCookies: ended };
  }
  return null;
}

export async function proxy(request: NextRequest) {
  if (isCrossSiteWrite(request)) {
    return withSecurityHeaders(
      NextResponse.json({ success: false, message: "Cross-site requests are not allowed." }, { status: 403 }),
      API_CSP,
    );
  }
  // The FHIR endpoint (issue 46, lib/fhir) is an API too: CORS and the API's policy, no page gate.
  if (under(request.nextUrl.pathname, "/api") || under(request.nextUrl.pathname, "/fhir")) return api(request);
  // Stored uploads keep their own strict policy, not the page one.
  if (under(request.nextUrl.pathname, "/uploads")) return withSecurityHeaders(NextResponse.next(), STORED_FILE_CSP);

  const secure = request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  // 128 random bits, as CSP Level 3 asks of a nonce; made only for answers that need one (not cached pages).
  const noncePolicy = () => {
    const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
    return { nonce, csp: contentSecurityPolicy(nonce, secure) };
  };
  if (nulInPageQuery(request)) {
    return withSecurityHeaders(
      new NextResponse("Bad request: the address contains a NUL character (%00).", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } }),
      noncePolicy().csp,
    );
  }
  const gated = await gate(request);
  if (gated && "redirect" in gated) return withSecurityHeaders(gated.redirect, noncePolicy().csp);

  // A public page as every visitor without a session sees it, from memory (lib/http/page-cache.ts).
  const page = await cachedPage(request);
  if (page) {
    const res = new NextResponse(page.body, { status: 200, headers: page.headers });
    return withSecurityHeaders(res, contentSecurityPolicy({ hashes: page.scriptHashes }, secure));
  }

  // Next.js reads the nonce from the request's CSP header and stamps its scripts.
  const { nonce, csp } = noncePolicy();
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", csp);
  if (gated) {
    // An ended session's cookie: the page sees none, and the answer deletes it.
    const rest = withoutSessionCookies(request.headers.get("cookie"));
    if (rest) requestHeaders.set("cookie", rest);
    else requestHeaders.delete("cookie");
  }
  const res = NextResponse.next({ request: { headers: requestHeaders } });
  // The page's language in its headers (issue 29), as cached pages carry it.
  for (const [name, value] of perRequestLanguageHeaders(request, cookieHeaderHasSession(requestHeaders.get("cookie")))) res.headers.append(name, value);
  for (const name of gated?.endedCookies ?? []) {
    // A __Secure- cookie can only be overwritten by a Secure one.
    res.cookies.set(name, "", { maxAge: 0, path: "/", httpOnly: true, sameSite: "lax", secure: name.startsWith("__Secure-") });
  }
  return withSecurityHeaders(res, csp);
}

export const config = {
  // Everything except built static assets (their headers come from next.config.ts)
  // and the two public doctor reads, GET /api/doctor and GET /api/doctor/{id}:
  // they are the API's hottest calls, take no cookie and write nothing, and set
  // their own CORS and policy headers (lib/http/handler.ts publicReadRoute), so
  // they skip the proxy's per-request cost (issue 15). Every named route under
  // /api/doctor/ (schedule, time-off, me, insights, ...) still goes through it:
  // tests/unit/http/proxy-matcher.test.ts checks each one.
  matcher: [
    "/((?!_next/static|_next/image|favicon.ico|favicon.svg|images/|api/doctor(?:/(?!(?:patients|update-profile|dashboard-data|me|schedule|time-off|calendar-feed|insights)(?:/|$))[^/]+)?$).*)",
  ],
};
