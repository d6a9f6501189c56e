// The request gate (proxy.ts), called in-process the way Next.js calls it:
// security headers with a fresh CSP nonce on pages, redirects and API
// answers; HSTS in production; refusal of cross-site writes by Origin; CORS
// for the configured origins only; the role guards.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { encode } from "next-auth/jwt";
import { API_CSP, STORED_FILE_CSP } from "@/lib/http/security-headers";

process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret-0123456789";
const { proxy } = await import("@/proxy");

const SITE = "http://careslot.test";
const EVIL = "https://evil.example";
const CLIENT = "http://client.example";

function request(path: string, init: { method?: string; origin?: string | null; headers?: Record<string, string>; cookie?: string; body?: string } = {}) {
  const headers = new Headers({ host: "careslot.test", ...init.headers });
  if (init.origin) headers.set("origin", init.origin);
  if (init.cookie) headers.set("cookie", init.cookie);
  return new NextRequest(new URL(path, SITE), { method: init.method ?? "GET", headers, body: init.body });
}
const run = (path: string, init: Parameters<typeof request>[1] = {}) => proxy(request(path, init));

/** The directives of a CSP header, by name. */
function directives(csp: string | null): Map<string, string[]> {
  expect(csp).toBeTruthy();
  return new Map(csp!.split(";").map((d) => d.trim().split(/\s+/)).filter((p) => p[0]).map(([name, ...values]) => [name, values]));
}

function expectSecurityHeaders(res: Response, { production = false } = {}) {
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("permissions-policy")).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  expect(res.headers.get("x-frame-options")).toBe("DENY");
  const hsts = res.headers.get("strict-transport-security");
  if (production) {
    expect(hsts).toMatch(/max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(hsts!)![1])).toBeGreaterThanOrEqual(365 * 24 * 3600);
    expect(hsts).toContain("includeSubDomains");
  } else {
    expect(hsts).toBeNull();
  }
  expect(directives(res.headers.get("content-security-policy")).get("frame-ancestors")).toEqual(["'none'"]);
}

/** The page CSP: a nonce, no inline scripts, nothing framed, no plugins. Returns the nonce. */
function expectPageCsp(res: Response, { production = false, https = false } = {}): string {
  const csp = directives(res.headers.get("content-security-policy"));
  const scriptSrc = csp.get("script-src")!;
  expect(scriptSrc).toBeDefined();
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).toContain("'strict-dynamic'");
  const nonce = scriptSrc.map((v) => /^'nonce-([A-Za-z0-9+/=_-]+)'$/.exec(v)?.[1]).find(Boolean);
  expect(nonce, scriptSrc.join(" ")).toBeTruthy();
  expect(nonce!.length).toBeGreaterThanOrEqual(22); // >= 128 bits of base64
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'self'"]);
  expect(csp.get("form-action")).toEqual(["'self'"]);
  expect(csp.get("default-src")).toEqual(["'self'"]);
  if (production) expect(scriptSrc).not.toContain("'unsafe-eval'");
  // Upgrading subresources only where the page itself came over https (a local http server keeps working).
  expect(csp.has("upgrade-insecure-requests")).toBe(production && https);
  return nonce!;
}

beforeAll(() => {
  vi.stubEnv("CORS_ORIGINS", `${CLIENT}, https://app.example/`);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.stubEnv("CORS_ORIGINS", `${CLIENT}, https://app.example/`);
});

describe("security headers", () => {
  it("pages get a CSP with a fresh nonce that Next.js receives with the request", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const res = await run("/");
      expect(res.status).toBe(200);
      expectSecurityHeaders(res);
      const nonce = expectPageCsp(res);
      // NextResponse.next({ request: { headers } }) forwards these to the page render.
      expect(res.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
      expect(res.headers.get("x-middleware-request-content-security-policy")).toBe(res.headers.get("content-security-policy"));
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(20);
  });

  it("redirects get them too", async () => {
    const res = await run("/admin/dashboard");
    expect(res.status).toBe(307);
    expectSecurityHeaders(res);
    expectPageCsp(res);
  });

  it("API answers get a CSP that loads and frames nothing", async () => {
    for (const path of ["/api/doctor", "/api/health", "/api/auth/session"]) {
      const res = await run(path);
      expectSecurityHeaders(res);
      expect(res.headers.get("content-security-policy")).toBe(API_CSP);
      expect(directives(API_CSP).get("default-src")).toEqual(["'none'"]);
    }
  });

  it("stored uploads keep their strict policy: nothing loads, nothing runs, sandboxed (not the page policy)", async () => {
    for (const production of [false, true]) {
      if (production) vi.stubEnv("NODE_ENV", "production");
      const res = await run("/uploads/00000000-0000-0000-0000-000000000000.png");
      expectSecurityHeaders(res, { production });
      expect(res.headers.get("content-security-policy")).toBe(STORED_FILE_CSP);
      const csp = directives(STORED_FILE_CSP);
      expect(csp.get("default-src")).toEqual(["'none'"]);
      expect(csp.has("sandbox")).toBe(true);
      expect(res.headers.get("x-middleware-request-x-nonce")).toBeNull();
    }
  });

  it("production adds HSTS and drops 'unsafe-eval' (pages, redirects, API, refusals)", async () => {
    vi.stubEnv("NODE_ENV", "production");
    const page = await run("/doctors");
    expectSecurityHeaders(page, { production: true });
    expectPageCsp(page, { production: true });
    const behindTls = await run("/doctors", { headers: { "x-forwarded-proto": "https" } });
    expectSecurityHeaders(behindTls, { production: true });
    expectPageCsp(behindTls, { production: true, https: true });
    expectSecurityHeaders(await run("/my-appointments"), { production: true });
    expectSecurityHeaders(await run("/api/doctor"), { production: true });
    expectSecurityHeaders(await run("/api/auth/register", { method: "POST", origin: EVIL }), { production: true });
  });

  // Which paths run the proxy (the public doctor reads do not): proxy-matcher.test.ts, with Next's own matcher.
});

describe("cross-site writes", () => {
  const WRITE_TARGETS = [
    "/", // server actions post to the page they are on
    "/login",
    "/signup",
    "/contact",
    "/my-appointments",
    "/admin/add-doctor",
    "/api/auth/callback/credentials",
    "/api/auth/signout",
    "/api/auth/register",
    "/api/auth/login",
    "/api/contact",
    "/api/appointment/book-appointment",
  ];

  it.each(WRITE_TARGETS)("a forged Origin posting to %s is refused with 403", async (path) => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      for (const origin of [EVIL, "null", "http://careslot.test.evil.example", "http://evil.example:80", "not a url"]) {
        const res = await run(path, { method, origin, headers: { "next-action": "abc123", "content-type": "text/plain" }, body: "[]" });
        expect(res.status, `${method} ${path} from ${origin}`).toBe(403);
        expect(await res.json()).toEqual({ success: false, message: expect.stringMatching(/cross-site/i) });
        expectSecurityHeaders(res);
      }
    }
  });

  it("same-origin writes pass through", async () => {
    for (const path of ["/", "/contact", "/api/auth/callback/credentials", "/api/auth/register"]) {
      const res = await run(path, { method: "POST", origin: SITE, headers: { "content-type": "text/plain" }, body: "[]" });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("x-middleware-next")).toBe("1");
    }
  });

  it("behind a proxy, the forwarded host is this site", async () => {
    const res = await run("/", { method: "POST", origin: "https://careslot.example", headers: { host: "10.0.0.5:3000", "x-forwarded-host": "careslot.example" } });
    expect(res.status).toBe(200);
  });

  it("clients that send no Origin (curl, mobile apps with bearer tokens) are not browsers and pass", async () => {
    const res = await run("/api/auth/register", { method: "POST", body: "{}" });
    expect(res.status).toBe(200);
  });

  it("reads are never refused, whatever their Origin", async () => {
    for (const method of ["GET", "HEAD"]) expect((await run("/", { method, origin: EVIL })).status).toBe(200);
  });

  it("an allowed CORS origin may write to the API, never to pages (server actions)", async () => {
    expect((await run("/api/auth/register", { method: "POST", origin: CLIENT, body: "{}" })).status).toBe(200);
    expect((await run("/api/contact", { method: "POST", origin: "https://app.example", body: "{}" })).status).toBe(200);
    expect((await run("/", { method: "POST", origin: CLIENT, headers: { "next-action": "abc123" }, body: "[]" })).status).toBe(403);
    expect((await run("/contact", { method: "POST", origin: CLIENT, body: "[]" })).status).toBe(403);
  });
});

describe("NUL characters in page addresses", () => {
  it("a page query carrying %00 is a 400 before any page reads the database", async () => {
    for (const path of ["/doctors?q=%00", "/doctors/dermatologist?cursor=a%00b", "/admin/appointments?status=%00", "/?x=%00", "/doctors?q=a%00"]) {
      const res = await run(path);
      expect(res.status, path).toBe(400);
      expect(await res.text()).toMatch(/NUL/);
      expectSecurityHeaders(res);
    }
  });

  it("leaves other queries, paths (the pages answer 404) and the API (it answers its own 400) alone", async () => {
    for (const path of ["/doctors?q=%2500", "/doctors?q=caf%C3%A9", "/appointment/abc%00", "/api/doctor?search=%00"]) {
      const res = await run(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("x-middleware-next"), path).toBe("1");
    }
  });
});

describe("CORS", () => {
  it("answers a preflight from an allowed origin", async () => {
    const res = await run("/api/doctor", { method: "OPTIONS", origin: CLIENT, headers: { "access-control-request-method": "GET", "access-control-request-headers": "authorization" } });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe(CLIENT);
    expect(res.headers.get("access-control-allow-methods")).toMatch(/GET.*POST.*PUT.*DELETE/);
    expect(res.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
    expect(res.headers.get("access-control-allow-credentials")).toBeNull(); // bearer tokens, no cookies
    expect(res.headers.get("vary")).toContain("Origin");
  });

  it("sends Access-Control-Allow-Origin on an allowed origin's requests (trailing slash in CORS_ORIGINS ignored)", async () => {
    expect((await run("/api/doctor", { origin: CLIENT })).headers.get("access-control-allow-origin")).toBe(CLIENT);
    expect((await run("/api/doctor", { origin: "https://app.example" })).headers.get("access-control-allow-origin")).toBe("https://app.example");
  });

  it("gives other origins nothing", async () => {
    for (const origin of [EVIL, "http://client.example.evil.example", "https://client.example", "null"]) {
      const pre = await run("/api/doctor", { method: "OPTIONS", origin, headers: { "access-control-request-method": "POST" } });
      expect(pre.headers.get("access-control-allow-origin"), origin).toBeNull();
      expect((await run("/api/doctor", { origin })).headers.get("access-control-allow-origin"), origin).toBeNull();
    }
  });

  it("gives nobody CORS headers on pages, and nobody at all when CORS_ORIGINS is empty", async () => {
    expect((await run("/", { origin: CLIENT })).headers.get("access-control-allow-origin")).toBeNull();
    vi.stubEnv("CORS_ORIGINS", "");
    expect((await run("/api/doctor", { origin: CLIENT })).headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("role guards", () => {
  const session = async (role: "patient" | "doctor" | "admin" | "receptionist", extra: Record<string, unknown> = {}) =>
    `next-auth.session-token=${await encode({ token: { sub: `user-${role}`, role, ver: 0, ...extra }, secret: process.env.AUTH_SECRET! })}`;

  const location = (res: Response) => {
    const url = res.headers.get("location");
    return url ? new URL(url).pathname + new URL(url).search : null;
  };

  it("sends the signed-out to /login and back", async () => {
    for (const path of ["/admin/dashboard", "/doctor/appointments", "/desk", "/my-appointments", "/profile"]) {
      const res = await run(path);
      expect(res.status, path).toBe(307);
      expect(location(res)).toBe(`/login?callbackUrl=${encodeURIComponent(path)}`);
    }
  });

  it("keeps each role in its own area", async () => {
    const patient = await session("patient");
    const doctor = await session("doctor");
    const admin = await session("admin");
    expect(location(await run("/admin/dashboard", { cookie: patient }))).toBe("/");
    expect(location(await run("/doctor/dashboard", { cookie: patient }))).toBe("/");
    expect(location(await run("/admin/dashboard", { cookie: doctor }))).toBe("/");
    expect(location(await run("/doctor/dashboard", { cookie: admin }))).toBe("/");
    expect((await run("/admin/dashboard", { cookie: admin })).status).toBe(200);
    expect((await run("/doctor/dashboard", { cookie: doctor })).status).toBe(200);
    expect((await run("/my-appointments", { cookie: patient })).status).toBe(200);
    // The front desk (issue 26): receptionists and admins; nobody else, and the desk no admin page.
    const desk = await session("receptionist");
    expect((await run("/desk", { cookie: desk })).status).toBe(200);
    expect((await run("/desk", { cookie: admin })).status).toBe(200);
    expect(location(await run("/desk", { cookie: patient }))).toBe("/");
    expect(location(await run("/desk", { cookie: doctor }))).toBe("/");
    expect(location(await run("/admin/dashboard", { cookie: desk }))).toBe("/");
    expect(location(await run("/doctor/dashboard", { cookie: desk }))).toBe("/");
    // These cookies name no server-side session (no sid): on /login and /signup the proxy asks whether the
    // session lives (issue 21), so they are ended ones: the page opens and the cookie is deleted.
    // tests/integration/auth/sessions.test.ts has live sessions sent home.
    for (const path of ["/login", "/signup"]) {
      const res = await run(path, { cookie: patient });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("set-cookie"), path).toMatch(/^next-auth\.session-token=;/);
    }
  });

  it("behind an https proxy without NEXTAUTH_URL reads the __Secure- cookie next-auth writes there", async () => {
    vi.stubEnv("NEXTAUTH_URL", undefined);
    vi.stubEnv("AUTH_TRUST_HOST", "true");
    const secure = `__Secure-${await session("patient")}`;
    const https = { "x-forwarded-proto": "https" };
    for (const path of ["/my-appointments", "/profile"]) {
      const res = await run(path, { cookie: secure, headers: https });
      expect(location(res), path).toBeNull();
      expect(res.status, path).toBe(200);
    }
    // The plain name is not next-auth's cookie there, nor the __Secure- one over plain http.
    expect(location(await run("/my-appointments", { cookie: await session("patient"), headers: https }))).toMatch(/^\/login\?/);
    expect(location(await run("/my-appointments", { cookie: secure, headers: { "x-forwarded-proto": "http" } }))).toMatch(/^\/login\?/);
  });

  it("sends a staff cookie told at sign-in to set up a second factor by /security/continue, before any staff screen (issue 44)", async () => {
    for (const [role, path] of [["admin", "/admin/dashboard"], ["doctor", "/doctor/appointments"], ["receptionist", "/desk"], ["admin", "/desk/visits/x"]] as const) {
      const res = await run(path, { cookie: await session(role, { setup: true }) });
      expect(res.status).toBe(307);
      expect(location(res)).toBe(`/security/continue?callbackUrl=${encodeURIComponent(path)}`);
      // Without the claim, as before.
      expect((await run(path, { cookie: await session(role) })).status).toBe(200);
    }
    // Pages outside the staff areas (and /security itself) stay open.
    for (const path of ["/", "/security", "/doctors"]) expect((await run(path, { cookie: await session("doctor", { setup: true }) })).status).toBe(200);
  });

  it("ignores forged, foreign and expired session cookies", async () => {
    const other = `next-auth.session-token=${await encode({ token: { sub: "x", role: "admin", ver: 0 }, secret: "another-secret-another-secret-another-0123" })}`;
    const expired = await session("admin", { until: Math.floor(Date.now() / 1000) - 60 });
    for (const cookie of [other, expired, "next-auth.session-token=garbage", "next-auth.session-token="]) {
      const res = await run("/admin/dashboard", { cookie });
      expect(res.status).toBe(307);
      expect(location(res)).toMatch(/^\/login\?/);
    }
  });
});
