// Issue 45 item 8, "authorization and bad input for every new route": the two downloads a browser
// makes with its session cookie, outside the REST API (whose twins, GET /api/admin/audit and
// GET /api/user/export, are in the API's authorization and bad-input tables): /admin/audit/export
// (the trail's CSV, admins only) and /profile/my-data (a patient's own data). Signed out: to the
// login; the wrong role: 403; a bad filter: 400 in plain text, nothing streamed and nothing written
// to the trail. Run in Next's own request scope with a real session cookie.
import { inRequest, sessionCookie } from "@/tests/helpers/actions"; // first: Next's request scope must exist before the routes load
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { GET as auditCsv } from "@/app/(admin)/admin/audit/export/route";
import { GET as myData } from "@/app/(public)/profile/my-data/route";
import { createDoctor, createUser } from "@/tests/helpers/factories";

process.env.RATE_LIMIT_SCALE = "100";

type Role = "patient" | "doctor" | "receptionist" | "admin";
const ids = {} as Record<Role, string>;

/** The route's answer to a GET of `path` from a browser signed in as `role` (null: signed out). */
async function get(route: (req: Request) => Promise<Response>, path: string, role: Role | null): Promise<Response> {
  const cookie = role ? await sessionCookie(ids[role]) : undefined;
  const outcome = await inRequest({ cookie }, () => route(new Request(new URL(path, "http://careslot.test"))));
  return outcome.value!;
}

const downloads = () => prisma.auditEvent.count({ where: { action: "export.downloaded", subjectType: "audit_csv" } });

beforeAll(async () => {
  ids.patient = (await createUser({ name: "Petra Downloads" })).id;
  ids.doctor = (await createDoctor()).user.id;
  ids.receptionist = (await createUser({ role: "receptionist" })).id;
  ids.admin = (await createUser({ role: "admin" })).id;
});

describe("/admin/audit/export", () => {
  it("answers the admin alone: signed out to the login, anyone else 403", async () => {
    const out = await get(auditCsv, "/admin/audit/export", null);
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toContain("/login");
    for (const role of ["patient", "doctor", "receptionist"] as const) {
      const res = await get(auditCsv, "/admin/audit/export", role);
      expect(res.status, role).toBe(403);
      expect(await res.text()).toBe("Only admins can see the audit trail");
    }
    const before = await downloads();
    const ok = await get(auditCsv, "/admin/audit/export?action=patient_search.run", "admin");
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toContain("text/csv");
    expect(ok.headers.get("cache-control")).toContain("no-store");
    expect(await ok.text()).toMatch(/^\uFEFF?id,at,actor_id/);
    expect(await downloads()).toBe(before + 1);
  });

  it.each([
    ["a date not YYYY-MM-DD", "from=29-11-2026"],
    ["from after to", "from=2026-11-29&to=2026-11-01"],
    ["an action not in the list", "action=record.stolen"],
    ["a malformed person id", "actorId=has%20space"],
    ["a malformed patient id", "patientId=..%2Fup"],
    ["an unknown filter", "doctorId=x"],
  ])("refuses %s with a 400 in plain text, writing nothing", async (_label, query) => {
    const before = await downloads();
    const res = await get(auditCsv, `/admin/audit/export?${query}`, "admin");
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("text/plain");
    expect((await res.text()).length).toBeGreaterThan(3);
    expect(await downloads()).toBe(before);
  });
});

describe("/profile/my-data", () => {
  it("answers a patient their own file: signed out to the login, staff 403", async () => {
    const out = await get(myData, "/profile/my-data", null);
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toContain("/login");
    for (const role of ["doctor", "receptionist", "admin"] as const) {
      const res = await get(myData, "/profile/my-data", role);
      expect(res.status, role).toBe(403);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
    const ok = await get(myData, "/profile/my-data", "patient");
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-disposition")).toMatch(/^attachment; filename="careslot-my-data-/);
    const file = JSON.parse(await ok.text());
    expect(Object.keys(file)).toEqual(expect.arrayContaining(["profile", "dependents", "appointments", "waitlist", "emails", "twoFactor", "accessLog"]));
    expect(file.profile).toMatchObject({ name: "Petra Downloads" });
  });

  it("takes no input: a query string changes nothing", async () => {
    const res = await get(myData, "/profile/my-data?userId=someone-else", "patient");
    expect(res.status).toBe(200);
    expect(JSON.parse(await res.text()).profile).toMatchObject({ name: "Petra Downloads" });
  });
});
