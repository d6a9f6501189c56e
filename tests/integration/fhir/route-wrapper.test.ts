// The FHIR edge's private wrapper (issue 46), which Patient and Appointment go through: the REST
// API's own token check (401 and 403 as OperationOutcome), `private, no-store` on every answer,
// failures included, and request bodies in JSON only (415) and valid JSON (400).
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fhirPrivateRoute, readFhirBody } from "@/lib/fhir/route";
import { call } from "@/tests/helpers/http";
import { createUser, tokenFor } from "@/tests/helpers/factories";

const echo = fhirPrivateRoute(["patient"], async ({ req, actor }) => {
  const body = req.method === "GET" ? null : await readFhirBody(req, z.unknown());
  return { resourceType: "OperationOutcome", issue: [{ severity: "information", code: "informational", diagnostics: `${actor.role} ${JSON.stringify(body)}` }] };
});
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the wrapper's handler as tests/helpers/http calls it
const handler = echo as any;

describe("fhirPrivateRoute", () => {
  it("answers 401 without a token or with a bad one, as an OperationOutcome kept by no cache", async () => {
    for (const token of [null, "not-a-token"]) {
      const res = await call(handler, { url: "/fhir/Patient", token });
      expect(res.status).toBe(401);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(res.body).toMatchObject({ resourceType: "OperationOutcome", issue: [{ severity: "error", code: "login" }] });
    }
  });

  it("answers 403 to a role the route does not take, and the caller's data to one it does", async () => {
    const doctor = await createUser({ role: "doctor" });
    const forbidden = await call(handler, { url: "/fhir/Patient", token: await tokenFor(doctor.id) });
    expect([forbidden.status, forbidden.body.issue[0].code]).toEqual([403, "forbidden"]);
    const patient = await createUser();
    const ok = await call(handler, { url: "/fhir/Patient", token: await tokenFor(patient.id) });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toBe("private, no-store");
    expect(ok.headers.get("content-type")).toBe("application/fhir+json; charset=utf-8");
  });

  it("reads FHIR JSON bodies and JSON Patches; other types are a 415, broken JSON a 400", async () => {
    const token = await tokenFor((await createUser()).id);
    const post = await call(handler, { url: "/fhir/Appointment", method: "POST", token, body: '{"resourceType":"Appointment"}', contentType: "application/fhir+json" });
    expect(post.body.issue[0].diagnostics).toBe('patient {"resourceType":"Appointment"}');
    const patch = await call(handler, { url: "/fhir/Appointment/x", method: "PATCH", token, body: '[{"op":"replace","path":"/status","value":"cancelled"}]', contentType: "application/json-patch+json" });
    expect(patch.status).toBe(200);
    for (const [method, type] of [["POST", "application/xml"], ["POST", "text/plain"], ["PATCH", "application/json"]]) {
      const res = await call(handler, { url: "/fhir/Appointment", method, token, body: "{}", contentType: type });
      expect([res.status, res.body.issue[0].code], `${method} ${type}`).toEqual([415, "not-supported"]);
    }
    const broken = await call(handler, { url: "/fhir/Appointment", method: "POST", token, body: "{oops", contentType: "application/fhir+json" });
    expect([broken.status, broken.body.issue[0].code]).toEqual([400, "invalid"]);
  });
});
