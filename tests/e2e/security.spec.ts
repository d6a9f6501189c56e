import type { APIResponse } from "@playwright/test";
import { expect, test } from "./signed-in";

// Security against the real server: headers on pages, API answers and static
// files; cross-site writes refused by Origin; CORS for the configured origin
// only (the server runs with CORS_ORIGINS=http://client.example); the session
// cookie's attributes after a real sign-in; and pages that hold nothing private.
//
// HSTS is production-only: asserted when this suite started the built app
// itself (E2E_BASE_URL unset) or when E2E_PRODUCTION=1 says the external
// server is a production build.

const PRODUCTION = !process.env.E2E_BASE_URL || process.env.E2E_PRODUCTION === "1";
const EVIL = "https://evil.example";
const CLIENT = "http://client.example";
const OTHER_PATIENTS = ["maya.thompson@example.com", "liam.oconnor@example.com", "(212) 555-0191", "302 Harbor View Road", "grace.chen@example.com"];

function directive(csp: string, name: string): string[] {
  const d = csp.split(";").map((s) => s.trim()).find((s) => s === name || s.startsWith(`${name} `));
  return d ? d.split(/\s+/).slice(1) : [];
}

function expectBasicHeaders(res: APIResponse, what: string) {
  const h = res.headers();
  expect(h["x-content-type-options"], what).toBe("nosniff");
  expect(h["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(h["x-frame-options"], what).toBe("DENY");
  if (PRODUCTION) expect(h["strict-transport-security"], what).toMatch(/max-age=\d{8,}; includeSubDomains/);
  else expect(h["strict-transport-security"], what).toBeUndefined();
}

function expectSecurityHeaders(res: APIResponse, what: string) {
  expectBasicHeaders(res, what);
  const h = res.headers();
  expect(h["permissions-policy"], what).toMatch(/camera=\(\)/);
  expect(directive(h["content-security-policy"] ?? "", "frame-ancestors"), what).toEqual(["'none'"]);
}

test.describe("headers", () => {
  for (const path of ["/", "/login", "/doctors", "/about", "/no-such-page"]) {
    test(`${path}: CSP with a nonce on every script, no inline scripts allowed`, async ({ request }) => {
      // The built app prerenders its 404 page (○ /_not-found): static HTML cannot carry the
      // per-request nonce, so the CSP blocks its scripts. Fixed when the root not-found page (or
      // the root layout) renders per request, e.g. with `await connection()`.
      const res = await request.get(path);
      expect(res.status()).toBeLessThan(500);
      expectSecurityHeaders(res, path);
      const csp = res.headers()["content-security-policy"];
      const scriptSrc = directive(csp, "script-src");
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      const nonce = scriptSrc.map((v) => /^'nonce-(.+)'$/.exec(v)?.[1]).find(Boolean);
      expect(nonce, csp).toBeTruthy();
      if (PRODUCTION) expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(directive(csp, "object-src")).toEqual(["'none'"]);

      // Next.js stamped the nonce on every script it rendered, inline ones included.
      const html = await res.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, tag).toContain(`nonce="${nonce}"`);
    });
  }

  test("each page load gets its own nonce", async ({ request }) => {
    const nonceOf = async () => /'nonce-([^']+)'/.exec((await request.get("/login")).headers()["content-security-policy"])?.[1];
    const [a, b] = [await nonceOf(), await nonceOf()];
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
  });

  test("API answers carry them too, with a CSP that loads nothing", async ({ request }) => {
    for (const path of ["/api/doctor", "/api/health", "/api/auth/me", "/api/doctor/not-an-id!"]) {
      const res = await request.get(path);
      expectSecurityHeaders(res, path);
      expect(directive(res.headers()["content-security-policy"], "default-src"), path).toEqual(["'none'"]);
      expect(res.headers()["content-type"]).toContain("application/json");
    }
  });

  test("static files get the basic headers", async ({ request }) => {
    const res = await request.get("/favicon.svg");
    expect(res.status()).toBe(200);
    expectBasicHeaders(res, "/favicon.svg");
  });
});

test.describe("cross-site writes", () => {
  test("a forged Origin is refused on pages (server actions) and auth endpoints", async ({ request }) => {
    const attempts: [string, Parameters<typeof request.post>[1]][] = [
      ["/", { headers: { Origin: EVIL, "Next-Action": "0123456789abcdef", "Content-Type": "text/plain;charset=UTF-8" }, data: "[]" }],
      ["/contact", { headers: { Origin: EVIL, "Next-Action": "0123456789abcdef" }, multipart: { name: "x", email: "x@example.com" } }],
      ["/api/auth/callback/credentials", { headers: { Origin: EVIL }, form: { email: "patient@example.com", password: "patient1234", csrfToken: "x", json: "true" } }],
      ["/api/auth/signout", { headers: { Origin: EVIL }, form: { csrfToken: "x" } }],
      ["/api/auth/register", { headers: { Origin: EVIL }, data: { name: "Evil Person", email: "evil@example.com", password: "secret123" } }],
      ["/api/auth/login", { headers: { Origin: EVIL }, data: { email: "patient@example.com", password: "patient1234" } }],
      ["/api/contact", { headers: { Origin: "null" }, data: { name: "x", email: "x@example.com", subject: "s", message: "m" } }],
    ];
    for (const [path, opts] of attempts) {
      const res = await request.post(path, { ...opts, maxRedirects: 0 });
      expect(res.status(), path).toBe(403);
      expect(await res.json()).toEqual({ success: false, message: expect.stringMatching(/cross-site/i) });
      expectSecurityHeaders(res, path);
    }
    // Nothing was registered by the refused request.
    const login = await request.post("/api/auth/login", { data: { email: "evil@example.com", password: "secret123" } });
    expect(login.status()).toBe(401);
  });

  test("same-origin posts go through", async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    // Invalid on purpose: reaching validation (400) proves the gate let it through.
    const register = await request.post("/api/auth/register", { headers: { Origin: origin }, data: { name: "x" } });
    expect(register.status()).toBe(400);
    // A real credentials sign-in, same origin, with next-auth's CSRF token.
    const { csrfToken } = await (await request.get("/api/auth/csrf")).json();
    const signIn = await request.post("/api/auth/callback/credentials", {
      headers: { Origin: origin },
      form: { email: "patient@example.com", password: "patient1234", csrfToken, json: "true" },
      maxRedirects: 0,
    });
    expect([200, 302]).toContain(signIn.status());
    const setCookie = signIn.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie").map((h) => h.value);
    const session = setCookie.find((c) => /^(__Secure-)?next-auth\.session-token=/.test(c));
    expect(session, setCookie.join("\n")).toBeTruthy();
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
  });
});

test.describe("CORS", () => {
  test("the configured origin gets Access-Control-Allow-Origin on a preflight and a GET", async ({ request }) => {
    const preflight = await request.fetch("/api/doctor", {
      method: "OPTIONS",
      headers: { Origin: CLIENT, "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "authorization" },
    });
    expect(preflight.status()).toBe(204);
    expect(preflight.headers()["access-control-allow-origin"]).toBe(CLIENT);
    expect(preflight.headers()["access-control-allow-headers"].toLowerCase()).toContain("authorization");
    expect(preflight.headers()["access-control-allow-credentials"]).toBeUndefined();
    const get = await request.get("/api/doctor", { headers: { Origin: CLIENT } });
    expect(get.status()).toBe(200);
    expect(get.headers()["access-control-allow-origin"]).toBe(CLIENT);
  });

  test("another origin gets none", async ({ request }) => {
    for (const origin of [EVIL, "http://client.example.evil.example", "https://client.example"]) {
      const preflight = await request.fetch("/api/doctor", { method: "OPTIONS", headers: { Origin: origin, "Access-Control-Request-Method": "GET" } });
      expect(preflight.headers()["access-control-allow-origin"], origin).toBeUndefined();
      const get = await request.get("/api/doctor", { headers: { Origin: origin } });
      expect(get.headers()["access-control-allow-origin"], origin).toBeUndefined();
    }
  });
});

test.describe("session", () => {
  // A dev server compiles each page on first visit.
  test.describe.configure({ timeout: 180_000 });

  test("the session cookie from the login form is HttpOnly and SameSite=Lax (Secure over https)", async ({ page, context, baseURL }) => {
    await page.goto("/login", { waitUntil: "networkidle" }); // hydrated: the form posts through next-auth
    await page.getByLabel("Email").fill("patient@example.com");
    await page.getByLabel("Password", { exact: true }).fill("patient1234");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);

    const cookies = await context.cookies();
    const session = cookies.find((c) => /^(__Secure-)?next-auth\.session-token$/.test(c.name));
    expect(session, cookies.map((c) => c.name).join(", ")).toBeTruthy();
    expect(session!.httpOnly).toBe(true);
    expect(session!.sameSite).toBe("Lax");
    expect(session!.path).toBe("/");
    const https = baseURL!.startsWith("https://");
    expect(session!.secure).toBe(https);
    expect(session!.name.startsWith("__Secure-")).toBe(https);
    // Scripts cannot read it.
    expect(await page.evaluate(() => document.cookie)).not.toContain("session-token");

    // Signed-in pages hold no hash, no session token and no other patient's data.
    for (const path of ["/", "/my-appointments", "/profile", "/doctors"]) {
      const res = await page.request.get(path);
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      expect(html, path).not.toContain("$argon2");
      expect(html, path).not.toMatch(/passwordHash|tokenVersion/);
      expect(html, path).not.toContain(session!.value);
      for (const other of OTHER_PATIENTS) expect(html.includes(other), `${path} shows ${other}`).toBe(false);
    }
  });

  // Before hydration a form without a method submits natively as GET, which would put
  // /login?email=...&password=... in the URL, the history and every access log.
  test("the login and signup forms never put a password in a URL, even before hydration", async ({ page }) => {
    for (const path of ["/login", "/signup"]) {
      await page.goto(path);
      // React writes "POST" for a form whose action is a server action (issue 25: they post to it before hydration).
      expect((await page.locator("form").first().getAttribute("method"))?.toLowerCase(), path).toBe("post");
    }
  });

  test("staff pages hold no password hash either", async ({ page, signInAs }) => {
    for (const [role, paths] of [
      ["doctor", ["/doctor/dashboard", "/doctor/appointments", "/doctor/patients", "/doctor/profile"]],
      ["admin", ["/admin/dashboard", "/admin/appointments", "/admin/doctors", "/admin/profile"]],
    ] as const) {
      await page.context().clearCookies();
      await signInAs(role); // page.request sends the page's cookies
      for (const path of paths) {
        const res = await page.request.get(path);
        expect(res.status(), path).toBeLessThan(500);
        expect(new URL(res.url()).pathname, `${path} opens signed in`).toBe(path);
        const html = await res.text();
        expect(html, path).not.toContain("$argon2");
        expect(html, path).not.toMatch(/passwordHash|tokenVersion/);
      }
    }
  });
});
