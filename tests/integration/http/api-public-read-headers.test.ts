// GET /api/doctor and GET /api/doctor/{id} skip proxy.ts (its matcher; issue
// 15), so their handlers must send what the proxy sends every other API route:
// CORS for the configured origins only, Vary: Origin, and the API's policy;
// on answers, 304s, failures and preflights alike. Called here without the proxy.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as listDoctors, OPTIONS as listPreflight } from "@/app/api/doctor/route";
import { GET as doctorById, OPTIONS as byIdPreflight } from "@/app/api/doctor/[id]/route";
import { API_CSP } from "@/lib/http/security-headers";
import { call, type CallOptions } from "@/tests/helpers/http";
import { createDoctor } from "@/tests/helpers/factories";

const CLIENT = "http://client.example";
let doctorId: string;

beforeAll(async () => {
  doctorId = (await createDoctor({ name: "Dr. Header Check" })).doctor.id;
});
afterEach(() => vi.unstubAllEnvs());

type Route = { name: string; get: Parameters<typeof call>[0]; preflight: Parameters<typeof call>[0]; opts: () => CallOptions };
const ROUTES: Route[] = [
  { name: "GET /api/doctor", get: listDoctors, preflight: listPreflight, opts: () => ({ url: "/api/doctor?limit=2" }) },
  { name: "GET /api/doctor/{id}", get: doctorById, preflight: byIdPreflight, opts: () => ({ url: `/api/doctor/${doctorId}`, params: { id: doctorId } }) },
];

describe.each(ROUTES)("$name without the proxy", (route) => {
  it("gives the configured origin CORS headers, and the API's policy", async () => {
    vi.stubEnv("CORS_ORIGINS", `${CLIENT}/,https://app.example`);
    const res = await call(route.get, { ...route.opts(), headers: { origin: CLIENT } });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe(CLIENT);
    expect(res.headers.get("access-control-allow-credentials")).toBeNull();
    expect(res.headers.get("vary")).toContain("Origin");
    expect(res.headers.get("content-security-policy")).toBe(API_CSP);
    // A 304 carries them too.
    const again = await call(route.get, { ...route.opts(), headers: { origin: CLIENT, "if-none-match": res.headers.get("etag")! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("access-control-allow-origin")).toBe(CLIENT);
  });

  it("gives other origins, and everyone when CORS_ORIGINS is empty, none", async () => {
    vi.stubEnv("CORS_ORIGINS", CLIENT);
    for (const origin of ["http://evil.example", "http://client.example.evil.example", "https://client.example", "null"]) {
      const res = await call(route.get, { ...route.opts(), headers: { origin } });
      expect(res.headers.get("access-control-allow-origin"), origin).toBeNull();
      expect(res.headers.get("vary")).toContain("Origin");
    }
    vi.stubEnv("CORS_ORIGINS", "");
    expect((await call(route.get, { ...route.opts(), headers: { origin: CLIENT } })).headers.get("access-control-allow-origin")).toBeNull();
  });

  it("answers an allowed preflight with 204 and the allowed methods and headers, others with none", async () => {
    vi.stubEnv("CORS_ORIGINS", CLIENT);
    const headers = { origin: CLIENT, "access-control-request-method": "GET", "access-control-request-headers": "if-none-match" };
    const pre = await call(route.preflight, { ...route.opts(), method: "OPTIONS", headers });
    expect(pre.status).toBe(204);
    expect(pre.headers.get("access-control-allow-origin")).toBe(CLIENT);
    expect(pre.headers.get("access-control-allow-methods")).toMatch(/GET/);
    expect(pre.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
    expect(pre.headers.get("content-security-policy")).toBe(API_CSP);
    const other = await call(route.preflight, { ...route.opts(), method: "OPTIONS", headers: { ...headers, origin: "http://evil.example" } });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });
});

it("a failure (bad query, unknown id) carries the same headers", async () => {
  vi.stubEnv("CORS_ORIGINS", CLIENT);
  const bad = await call(listDoctors, { url: "/api/doctor?limit=abc", headers: { origin: CLIENT } });
  expect(bad.status).toBe(400);
  const unknown = await call(doctorById, { url: "/api/doctor/cnotadoctor00000000000000", params: { id: "cnotadoctor00000000000000" }, headers: { origin: CLIENT } });
  expect(unknown.status).toBe(404);
  for (const res of [bad, unknown]) {
    expect(res.headers.get("access-control-allow-origin")).toBe(CLIENT);
    expect(res.headers.get("content-security-policy")).toBe(API_CSP);
  }
});
