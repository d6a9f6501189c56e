// Issue 12, item 4: behind an https proxy without NEXTAUTH_URL, next-auth
// wrote the __Secure- session cookie while the proxy (getToken) looked for the
// plain name, so signed-in users bounced from /my-appointments and /profile to
// /login. Here next-auth itself signs a user in (its own handler, in-process)
// under each deployment setting, and the proxy must accept the cookie it wrote.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";
import { sessionCookieIsSecure } from "@/lib/auth/session-cookie";
import { proxy } from "@/proxy";
import { createUser, PASSWORD } from "@/tests/helpers/factories";

type Headers = Record<string, string>;

/** Calls next-auth's handler the way a Node server would, returning status, JSON body and Set-Cookie headers. */
async function nextAuth(action: string[], init: { method: "GET" | "POST"; headers: Headers; cookies?: Record<string, string>; body?: Record<string, string> }) {
  const out = { status: 200, headers: new Map<string, string | string[]>(), body: undefined as unknown };
  const res = {
    status(code: number) {
      out.status = code;
      return res;
    },
    setHeader(name: string, value: string | string[]) {
      out.headers.set(name.toLowerCase(), value);
      return res;
    },
    getHeader: (name: string) => out.headers.get(name.toLowerCase()),
    end: () => res,
    json(body: unknown) {
      out.body = body;
      return res;
    },
    send(body: unknown) {
      out.body = body;
      return res;
    },
  };
  const req = { method: init.method, query: { nextauth: action }, headers: init.headers, cookies: init.cookies ?? {}, body: init.body };
  // The pages-router form of the handler takes plain objects (the app-router one needs a live request scope).
  await (NextAuth as unknown as (req: unknown, res: unknown, options: unknown) => Promise<void>)(req, res, authOptions());
  const setCookie = out.headers.get("set-cookie") ?? [];
  const cookies = new Map((Array.isArray(setCookie) ? setCookie : [setCookie]).map((c) => {
    const [pair] = c.split(";");
    const at = pair.indexOf("=");
    return [pair.slice(0, at), decodeURIComponent(pair.slice(at + 1))] as const;
  }));
  return { ...out, cookies };
}

/** Signs in through next-auth's credentials flow (CSRF token first) and returns the cookies it set. */
async function signIn(email: string, headers: Headers) {
  const csrf = await nextAuth(["csrf"], { method: "GET", headers });
  const csrfToken = (csrf.body as { csrfToken: string }).csrfToken;
  const cookies = Object.fromEntries(csrf.cookies);
  const done = await nextAuth(["callback", "credentials"], {
    method: "POST",
    headers,
    cookies,
    body: { csrfToken, email, password: PASSWORD, remember: "true", json: "true" },
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.cookies;
}

const SETTINGS: { name: string; env: Record<string, string>; proto: "http" | "https"; secure: boolean }[] = [
  { name: "plain http, nothing configured", env: {}, proto: "http", secure: false },
  { name: "behind an https proxy, AUTH_TRUST_HOST, no NEXTAUTH_URL (the reported case)", env: { AUTH_TRUST_HOST: "true" }, proto: "https", secure: true },
  { name: "behind an http proxy, AUTH_TRUST_HOST", env: { AUTH_TRUST_HOST: "true" }, proto: "http", secure: false },
  { name: "on Vercel", env: { VERCEL: "1" }, proto: "https", secure: true },
  { name: "NEXTAUTH_URL on https", env: { NEXTAUTH_URL: "https://careslot.test" }, proto: "https", secure: true },
  { name: "NEXTAUTH_URL as a bare host", env: { NEXTAUTH_URL: "careslot.test" }, proto: "https", secure: true },
  { name: "NEXTAUTH_URL on http", env: { NEXTAUTH_URL: "http://careslot.test" }, proto: "http", secure: false },
];

let email: string;
beforeAll(async () => {
  email = (await createUser()).email;
});
afterEach(() => vi.unstubAllEnvs());

describe("the session cookie next-auth writes is the one the proxy reads", () => {
  it.each(SETTINGS)("$name", async ({ env, proto, secure }) => {
    vi.stubEnv("NEXTAUTH_URL", undefined);
    vi.stubEnv("VERCEL", undefined);
    vi.stubEnv("AUTH_TRUST_HOST", undefined);
    for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
    const headers = { host: "careslot.test", "x-forwarded-proto": proto, "x-forwarded-for": "10.1.2.3" };

    const cookies = await signIn(email, headers);
    const name = [...cookies.keys()].find((n) => n.endsWith("next-auth.session-token"));
    expect(name).toBe(secure ? "__Secure-next-auth.session-token" : "next-auth.session-token");

    const request = (path: string) =>
      new NextRequest(new URL(path, `${proto}://careslot.test`), { headers: { ...headers, cookie: `${name}=${cookies.get(name!)}` } });
    expect(sessionCookieIsSecure(request("/"))).toBe(secure);
    for (const path of ["/my-appointments", "/profile"]) {
      const res = await proxy(request(path));
      expect(res.headers.get("location"), path).toBeNull();
      expect(res.status, path).toBe(200);
    }
    // And signed in is signed in, with the role read: a patient at the admin area is sent home.
    // And a live session is sent from /login home (the proxy asks the server-side session there).
    expect(new URL((await proxy(request("/login"))).headers.get("location")!).pathname).toBe("/");
    expect(new URL((await proxy(request("/admin/dashboard"))).headers.get("location")!, `${proto}://careslot.test`).pathname).toBe("/");
  });
});
