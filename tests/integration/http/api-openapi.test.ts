// The OpenAPI document: complete (every route file and method), built from
// the zod schemas the routes validate with, and internally consistent.
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { GET as openapi } from "@/app/api/openapi.json/route";
import { bookRequestSchema } from "@/lib/appointments/shapes";
import { doctorListQuery } from "@/lib/doctors/shapes";
import { addDoctorSchema } from "@/lib/doctors/doctor-schema";
import { loginSchema } from "@/lib/accounts/auth-schema";
import { rescheduleBodySchema } from "@/lib/appointments/reschedule-schema";
import { call, type Reply } from "@/tests/helpers/http";
import { loadRoutes, routeFiles } from "@/tests/helpers/routes";

let doc: Reply["body"];
beforeAll(async () => {
  const r = await call(openapi);
  expect(r.status).toBe(200);
  doc = r.body;
});

const inputSchema = (schema: z.ZodType) => {
  const { $schema: _s, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
  return rest;
};

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document with bearer security", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.components.securitySchemes.bearer).toEqual({ type: "http", scheme: "bearer", bearerFormat: "JWT" });
    expect(doc.security).toEqual([{ bearer: [] }]);
  });

  it("documents every route file under app/api with each method it exports", async () => {
    const routes = await loadRoutes();
    expect(routeFiles().length).toBeGreaterThanOrEqual(27);
    const missing = [...routes.keys()].filter((key) => {
      const [method, path] = key.split(" ");
      return !doc.paths[path]?.[method.toLowerCase()];
    });
    expect(missing).toEqual([]);
    // ...and nothing that does not exist (besides /uploads, served outside /api).
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops as object).map((m) => `${m.toUpperCase()} ${path}`));
    expect(documented.filter((k) => !routes.has(k))).toEqual(["GET /uploads/{id}"]);
  });

  it("marks public and protected operations, with their failure statuses", () => {
    expect(doc.paths["/api/doctor"].get.security).toEqual([]);
    expect(doc.paths["/api/doctor/me"].get.security).toBeUndefined();
    expect(Object.keys(doc.paths["/api/doctor/me"].get.responses)).toEqual(["200", "401", "403"]);
    // Issue 22: a patient's changes to their appointments are rate limited.
    expect(Object.keys(doc.paths["/api/appointment/book-appointment"].post.responses)).toEqual(["201", "400", "401", "403", "404", "409", "413", "429"]);
    expect(doc.paths["/api/appointment/cancel-appointment/{appointmentId}"].post.parameters[0]).toMatchObject({ name: "appointmentId", in: "path", required: true });
    expect(Object.keys(doc.paths["/api/appointment/cancel-appointment/{appointmentId}"].post.responses)).toContain("429");
    expect(Object.keys(doc.paths["/api/appointment/reschedule-appointment/{appointmentId}"].post.responses)).toEqual(["200", "400", "401", "403", "404", "409", "413", "429"]);
    // Issue 27: the waitlist. A join refused for a free time names it; an offer's token is its only
    // credential (a malformed one is not found, not bad input), and an answered or expired offer is gone.
    const join = doc.paths["/api/waitlist"].post;
    expect(Object.keys(join.responses)).toEqual(["201", "400", "401", "403", "404", "409", "413"]);
    expect(join.responses["409"].content["application/json"].schema.properties.freeSlot.properties).toMatchObject({ date: { type: "string" }, time: { type: "string" } });
    expect(join.responses["201"].content["application/json"].schema.properties.entry).toEqual({ $ref: "#/components/schemas/WaitlistEntry" });
    const offer = doc.paths["/api/waitlist/offers/{token}"].get;
    expect(offer.security).toEqual([]);
    expect(offer.parameters[0]).toMatchObject({ name: "token", in: "path", required: true, schema: { type: "string", minLength: 16, maxLength: 64 } });
    expect(Object.keys(offer.responses)).toEqual(["200", "404"]);
    // Issue 47: a JSON body { answers } (413 when too large).
    expect(Object.keys(doc.paths["/api/waitlist/offers/{token}/claim"].post.responses)).toEqual(["201", "400", "404", "409", "410", "413", "429"]);
    expect(Object.keys(doc.paths["/api/waitlist/offers/{token}/decline"].post.responses)).toEqual(["200", "404", "410"]);
    expect(doc.paths["/api/waitlist/offers/{token}/decline"].post.responses["410"]).toEqual({ description: expect.stringMatching(/^Gone: /), content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } });
    expect(doc.paths["/api/admin/waitlist"].get.parameters.map((p: { name: string }) => p.name)).toEqual(["doctorId"]);
    expect(Object.keys(doc.paths["/api/admin/waitlist/{id}"].delete.responses)).toEqual(["200", "400", "401", "403", "404", "409"]);
  });

  it("takes its request schemas from the zod schemas the routes use", () => {
    expect(doc.paths["/api/appointment/book-appointment"].post.requestBody.content["application/json"].schema).toEqual(inputSchema(bookRequestSchema));
    expect(doc.paths["/api/auth/login"].post.requestBody.content["application/json"].schema).toEqual(inputSchema(loginSchema));
    expect(doc.paths["/api/appointment/reschedule-appointment/{appointmentId}"].post.requestBody.content["application/json"].schema).toEqual(inputSchema(rescheduleBodySchema));
    const form = doc.paths["/api/admin/add-doctor"].post.requestBody.content["multipart/form-data"].schema;
    const { image, ...fields } = form.properties;
    expect({ ...form, properties: fields }).toEqual(inputSchema(addDoctorSchema));
    expect(image.type).toBe("string");
    const query = doc.paths["/api/doctor"].get.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`);
    expect(query).toEqual(Object.keys(doctorListQuery.shape).map((k) => `query:${k}`));
  });

  it("describes responses with shared components, every $ref resolving", () => {
    const list = doc.paths["/api/doctor"].get.responses["200"].content["application/json"].schema;
    // The public listing answers the public shape; the doctor themselves and admins get the whole account.
    expect(list.properties.doctors.items).toEqual({ $ref: "#/components/schemas/PublicDoctor" });
    expect(doc.paths["/api/doctor/{id}"].get.responses["200"].content["application/json"].schema.properties.doctor).toEqual({ $ref: "#/components/schemas/PublicDoctor" });
    expect(doc.paths["/api/doctor/me"].get.responses["200"].content["application/json"].schema.properties.doctor).toEqual({ $ref: "#/components/schemas/Doctor" });
    expect(doc.components.schemas.Appointment.properties.doctor).toEqual({ $ref: "#/components/schemas/PublicDoctor" });
    expect(Object.keys(doc.components.schemas.PublicDoctor.properties.user.properties).sort()).toEqual(["_id", "address", "image", "name"]);
    expect(list.required).toEqual(["success", "doctors", "nextCursor"]);
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(20);
    for (const ref of new Set(refs)) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(doc.components.schemas[ref.split("/").pop()!], ref).toBeDefined();
    }
    expect(Object.keys(doc.components.schemas).sort()).toEqual(["AdminVisitType", "Appointment", "ContactMessage", "Doctor", "DoctorPatient", "Email", "Error", "PublicDoctor", "SlotDay", "User", "VisitType", "WaitlistEntry", "WaitlistOffer"]);
    expect(doc.components.schemas.Doctor.properties.slots_booked.additionalProperties).toEqual({ type: "array", items: { type: "string" } });
  });

  it("gives every operation a unique operationId", () => {
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops as Record<string, { operationId: string }>).map((o) => o.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
