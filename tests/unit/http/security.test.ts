// Secrets and the failure path: production refuses to run without its auth
// secret (both at `next start` and on first use), the header builders, and
// what an error tells callers and logs.
import { afterEach, describe, expect, it, vi } from "vitest";
import { ZodError } from "zod";
import { authSecret } from "@/lib/platform/secret";
import { UPLOAD_HEADERS, contentSecurityPolicy, staticSecurityHeaders } from "@/lib/http/security-headers";
import { describeError, SERVER_ERROR } from "@/lib/http/error-response";
import { loginSchema, registerSchema } from "@/lib/accounts/auth-schema";

const GOOD = "a-perfectly-long-secret-of-more-than-32-characters";

function withoutSecrets() {
  vi.stubEnv("AUTH_SECRET", undefined);
  vi.stubEnv("NEXTAUTH_SECRET", undefined);
  vi.stubEnv("TWO_FACTOR_ENCRYPTION_KEY", undefined);
}

/** 32 bytes in base64, as `openssl rand -base64 32` prints (issue 44). */
const TWO_FACTOR_KEY = Buffer.alloc(32, 7).toString("base64");

afterEach(() => vi.unstubAllEnvs());

describe("authSecret()", () => {
  it("throws in production without AUTH_SECRET, saying what to do", () => {
    withoutSecrets();
    vi.stubEnv("NODE_ENV", "production");
    expect(() => authSecret()).toThrow(/AUTH_SECRET is not set.*refuses to start.*production/);
    expect(() => authSecret()).toThrow(/openssl rand -base64 32/);
  });

  it("refuses a short secret anywhere", () => {
    for (const env of ["production", "development", "test"]) {
      vi.stubEnv("NODE_ENV", env);
      vi.stubEnv("AUTH_SECRET", "short");
      expect(() => authSecret()).toThrow(/at least 32 characters/);
    }
  });

  it("uses AUTH_SECRET, or NEXTAUTH_SECRET, when set", () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("AUTH_SECRET", GOOD);
    expect(authSecret()).toBe(GOOD);
    vi.stubEnv("AUTH_SECRET", undefined);
    vi.stubEnv("NEXTAUTH_SECRET", `${GOOD}-2`);
    expect(authSecret()).toBe(`${GOOD}-2`);
  });

  it("outside production falls back to a development-only value", () => {
    withoutSecrets();
    vi.stubEnv("NODE_ENV", "development");
    expect(authSecret()).toMatch(/development.*not-for-production/);
  });
});

describe("next.config.ts", () => {
  type Config = { poweredByHeader?: boolean; headers?: () => Promise<{ source: string; headers: { key: string; value: string }[] }[]> };
  const load = async () => (await import("../../../next.config")).default as (phase: string) => Config;

  it("`next start` (phase-production-server) refuses to start without AUTH_SECRET", async () => {
    withoutSecrets();
    const config = await load();
    expect(() => config("phase-production-server")).toThrow(/AUTH_SECRET is not set.*refuses to start in production/);
    vi.stubEnv("AUTH_SECRET", "too-short");
    expect(() => config("phase-production-server")).toThrow(/shorter than 32 characters/);
  });

  it("starts with a proper secret, and development and local builds need none", async () => {
    const config = await load();
    withoutSecrets();
    expect(() => config("phase-development-server")).not.toThrow();
    expect(() => config("phase-production-build")).not.toThrow();
    vi.stubEnv("VERCEL", "1");
    expect(() => config("phase-production-build")).toThrow(/AUTH_SECRET/); // a Vercel build deploys straight to production
    vi.stubEnv("AUTH_SECRET", GOOD);
    expect(() => config("phase-production-server")).toThrow(/TWO_FACTOR_ENCRYPTION_KEY/);
    vi.stubEnv("TWO_FACTOR_ENCRYPTION_KEY", TWO_FACTOR_KEY);
    const built = config("phase-production-server");
    expect(built.poweredByHeader).toBe(false);
  });

  it("gives static files the basic headers, HSTS in production", async () => {
    vi.stubEnv("AUTH_SECRET", GOOD);
    vi.stubEnv("TWO_FACTOR_ENCRYPTION_KEY", TWO_FACTOR_KEY);
    const config = (await load())("phase-production-server");
    const headersOf = async () => Object.fromEntries((await config.headers!())[0].headers.map((h) => [h.key, h.value]));
    vi.stubEnv("NODE_ENV", "development");
    expect(await headersOf()).toMatchObject({ "X-Content-Type-Options": "nosniff", "Referrer-Policy": "strict-origin-when-cross-origin", "X-Frame-Options": "DENY" });
    expect((await headersOf())["Strict-Transport-Security"]).toBeUndefined();
    vi.stubEnv("NODE_ENV", "production");
    expect((await headersOf())["Strict-Transport-Security"]).toMatch(/max-age=\d{8}/);
    // One list: static files get exactly the headers proxy.ts sets on everything else.
    expect(await headersOf()).toEqual(staticSecurityHeaders());
  });
});

describe("header builders", () => {
  it("never allow inline scripts, in any environment", () => {
    for (const env of ["development", "production", "test"]) {
      vi.stubEnv("NODE_ENV", env);
      const scriptSrc = contentSecurityPolicy("abc").split(";").map((d) => d.trim()).find((d) => d.startsWith("script-src "))!;
      expect(scriptSrc).toContain("'nonce-abc'");
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(contentSecurityPolicy("abc")).toContain("frame-ancestors 'none'");
      // A cached page's policy (lib/http/page-cache.ts): its own scripts' hashes, nothing inline by a blanket rule.
      const cached = contentSecurityPolicy({ hashes: ["'sha256-AAA='", "'sha256-BBB='"] });
      const cachedScriptSrc = cached.split(";").map((d) => d.trim()).find((d) => d.startsWith("script-src "))!;
      expect(cachedScriptSrc).toMatch(/^script-src 'self' 'sha256-AAA=' 'sha256-BBB='/);
      expect(cachedScriptSrc).not.toMatch(/unsafe-inline|nonce-|strict-dynamic/);
      expect(cached.replace(cachedScriptSrc, "")).toBe(contentSecurityPolicy("abc").replace(scriptSrc, ""));
    }
  });

  it("serve uploads as what they claim to be, and inert when opened on their own", () => {
    expect(UPLOAD_HEADERS["X-Content-Type-Options"]).toBe("nosniff");
    expect(UPLOAD_HEADERS["Content-Security-Policy"]).toMatch(/default-src 'none'.*sandbox/);
  });

  it("HSTS only in production", () => {
    vi.stubEnv("NODE_ENV", "development");
    expect(staticSecurityHeaders()["Strict-Transport-Security"]).toBeUndefined();
    vi.stubEnv("NODE_ENV", "production");
    expect(staticSecurityHeaders()["Strict-Transport-Security"]).toMatch(/^max-age=\d+; includeSubDomains/);
  });
});

describe("describeError", () => {
  const secret = "hunter2-super-secret";

  it("tells callers of bad input which field is wrong, never echoing the value", () => {
    for (const input of [{ email: "nope", password: secret }, { email: "a@b.co", password: [secret] }, { name: secret, email: secret, password: 1 }]) {
      for (const schema of [loginSchema, registerSchema]) {
        const result = schema.safeParse(input);
        expect(result.success).toBe(false);
        const failure = describeError(result.error);
        expect(failure.status).toBe(400);
        expect(JSON.stringify(failure)).not.toContain(secret);
      }
    }
    expect(describeError(new ZodError([])).status).toBe(400);
  });

  it("logs an unexpected error once, and tells the caller only 'Server error'", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const failure = describeError(new TypeError("Cannot read properties of undefined (reading 'id')"));
      expect(failure).toEqual({ status: 500, message: SERVER_ERROR });
      expect(spy).toHaveBeenCalledTimes(1);
      expect(String(spy.mock.calls[0][1])).toContain("Cannot read properties");
    } finally {
      spy.mockRestore();
    }
  });

  it("reports an unreachable database as a 503, without logging it as a bug", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const err = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
      expect(describeError(err).status).toBe(503);
      expect(describeError(err).message).not.toMatch(/ECONNREFUSED|5432|127\.0\.0\.1/);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});
