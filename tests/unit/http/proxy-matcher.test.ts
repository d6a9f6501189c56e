// Which requests run proxy.ts. The public doctor reads skip it (issue 15), so
// every other route must keep matching: in particular each named route under
// /api/doctor/ (authenticated writes need the proxy's cross-site check). The
// named routes are read from app/api/doctor, so a new one is checked too.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { config } from "@/proxy";

const runsProxy = (url: string) => unstable_doesMiddlewareMatch({ config, url });

const DOCTOR_ID = "cmabc123def456ghi789jkl0";

/** The static route folders under app/api/doctor, as URL paths (dynamic segments filled in). */
function namedDoctorRoutes(): string[] {
  const root = path.resolve(__dirname, "../../../app/api/doctor");
  const out: string[] = [];
  const walk = (dir: string, url: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const seg = entry.name.startsWith("[") ? DOCTOR_ID : entry.name;
      const next = `${url}/${seg}`;
      if (fs.existsSync(path.join(dir, entry.name, "route.ts"))) out.push(next);
      walk(path.join(dir, entry.name), next);
    }
  };
  walk(root, "/api/doctor");
  return out;
}

describe("the proxy's matcher", () => {
  it("skips only GET /api/doctor and /api/doctor/{id}, with or without a query", () => {
    expect(runsProxy("/api/doctor")).toBe(false);
    expect(runsProxy("/api/doctor?limit=24&speciality=cardiologist")).toBe(false);
    expect(runsProxy(`/api/doctor/${DOCTOR_ID}`)).toBe(false);
    expect(runsProxy("/api/doctor/not-an-id!")).toBe(false); // the route answers its own 400 with the same headers
  });

  it("runs on every other route under /api/doctor", () => {
    const named = namedDoctorRoutes().filter((p) => p !== `/api/doctor/${DOCTOR_ID}`);
    expect(named).toEqual(expect.arrayContaining(["/api/doctor/schedule", "/api/doctor/time-off", "/api/doctor/insights", `/api/doctor/${DOCTOR_ID}/slots`]));
    for (const p of named) expect(runsProxy(p), p).toBe(true);
    expect(runsProxy("/api/doctor/time-off/abc")).toBe(true);
    expect(runsProxy("/api/doctors")).toBe(true);
  });

  it("runs on pages, actions, other API routes and uploads, not on built assets", () => {
    for (const p of ["/", "/doctors", `/appointment/${DOCTOR_ID}`, "/login", "/admin/dashboard", "/doctor/schedule", "/api/admin/settings", "/api/auth/login", "/uploads/x"]) {
      expect(runsProxy(p), p).toBe(true);
    }
    for (const p of ["/_next/static/chunks/a.js", "/favicon.ico", "/images/doctors/a.png"]) expect(runsProxy(p), p).toBe(false);
  });
});
