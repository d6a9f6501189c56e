// The OpenAPI 3.1 document of the REST API, served at /api/openapi.json.
// (next-auth's own /api/auth/[...nextauth] endpoints serve the web UI's
// cookies and are not part of this API.)
// Every request and response schema is converted from the zod schemas the
// routes themselves validate with (each domain's schemas and shapes), so the
// document follows the code. Each domain lists its operations in its own module
// (lib/http/openapi/<domain>.ts, typed by lib/http/openapi/operation.ts); this
// file assembles them. tests/integration/http/api-openapi.test.ts checks that
// every route file appears here with each method it exports.
import { z } from "zod";
import { contactMessageShape } from "@/lib/clinic/contact-schema";
import { appointmentShape, doctorPatientShape } from "@/lib/appointments/shapes";
import { doctorShape, publicDoctorShape } from "@/lib/doctors/shapes";
import { errorShape } from "@/lib/http/route-schema";
import { slotDayShape } from "@/lib/schedule/shapes";
import { userShape } from "@/lib/accounts/shapes";
import { idSchema } from "@/lib/validation";
import { emailShape } from "@/lib/notifications/email-log";
import { IMAGE_RULE, MAX_IMAGE_MB } from "@/lib/platform/images";
import { MAX_FORM_BYTES, MAX_JSON_BYTES } from "@/lib/http/body";
import { adminVisitTypeShape, visitTypeShape } from "@/lib/visit-types/shapes";
import { offerShape, waitlistEntryShape } from "@/lib/waitlist/waitlist-schema";
import { adminInsightsQuery } from "@/lib/insights/insights-schema";
import { CSV_HEADER } from "@/lib/insights/export";
import type { JsonSchema, Operation } from "@/lib/http/openapi/operation";
import { accountsOperations } from "@/lib/http/openapi/accounts";
import { doctorsOperations } from "@/lib/http/openapi/doctors";
import { scheduleOperations } from "@/lib/http/openapi/schedule";
import { clinicOperations } from "@/lib/http/openapi/clinic";
import { notificationsOperations } from "@/lib/http/openapi/notifications";
import { visitTypesOperations } from "@/lib/http/openapi/visit-types";
import { deskOperations } from "@/lib/http/openapi/desk";
import { waitlistOperations } from "@/lib/http/openapi/waitlist";
import { appointmentsOperations } from "@/lib/http/openapi/appointments";
import { insightsOperations } from "@/lib/http/openapi/insights";
import { platformOperations } from "@/lib/http/openapi/platform";
import { TWO_FACTOR_OPERATIONS } from "@/lib/http/openapi/two-factor";
import { seriesOperations } from "@/lib/http/openapi/series";
import { auditOperations } from "@/lib/http/openapi/audit";
import { privacyExportPath, privacyOperations } from "@/lib/http/openapi/privacy";
import { HAND_WRITTEN_PATHS_BEFORE_SPLIT, OPERATIONS_BEFORE_SPLIT } from "@/lib/http/openapi/order";

/** Every operation, domain by domain (each list in lib/http/openapi/<domain>.ts). */
const OPERATIONS: Operation[] = [
  ...accountsOperations,
  ...doctorsOperations,
  ...scheduleOperations,
  ...clinicOperations,
  ...notificationsOperations,
  ...visitTypesOperations,
  ...deskOperations,
  ...waitlistOperations,
  ...appointmentsOperations,
  ...insightsOperations,
  ...platformOperations,
  ...TWO_FACTOR_OPERATIONS,
  ...seriesOperations,
  ...auditOperations,
  ...privacyOperations,
];

/**
 * The operations in the document's order: those of before the split by domain in their old order
 * (lib/http/openapi/order.ts), then the others as OPERATIONS lists them. The components are
 * written as the operations first use them, so they keep their order too.
 */
function inDocumentOrder(operations: Operation[]): Operation[] {
  const rank = new Map(OPERATIONS_BEFORE_SPLIT.map((key, i) => [key, i]));
  return operations
    .map((op, i) => ({ op, at: rank.get(`${op.method} ${op.path}`) ?? OPERATIONS_BEFORE_SPLIT.length + i }))
    .sort((a, b) => a.at - b.at)
    .map(({ op }) => op);
}

/** The paths of before the split first, in the order they were written, then those added since. */
function pathsInOrder<T>(paths: Record<string, T>): Record<string, T> {
  const before = new Set([...OPERATIONS_BEFORE_SPLIT.map((key) => key.slice(key.indexOf(" ") + 1)), ...HAND_WRITTEN_PATHS_BEFORE_SPLIT]);
  const written = Object.keys(paths);
  return Object.fromEntries([...written.filter((p) => before.has(p)), ...written.filter((p) => !before.has(p))].map((p) => [p, paths[p]]));
}

const COMPONENTS: Record<string, z.ZodType> = {
  User: userShape,
  Doctor: doctorShape,
  PublicDoctor: publicDoctorShape,
  Appointment: appointmentShape,
  DoctorPatient: doctorPatientShape,
  SlotDay: slotDayShape,
  ContactMessage: contactMessageShape,
  Email: emailShape,
  VisitType: visitTypeShape,
  AdminVisitType: adminVisitTypeShape,
  WaitlistEntry: waitlistEntryShape,
  WaitlistOffer: offerShape,
  Error: errorShape,
};

const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  201: "Created",
  400: "Bad input: missing or malformed fields, malformed JSON or id",
  401: "No token, or an invalid, expired or revoked one",
  403: "Wrong role, or not the caller's own resource",
  404: "Unknown id",
  409: "Conflict: slot taken (or held for a patient on the waitlist), duplicate email, a final appointment status, the limit on a patient's open appointments, open appointments inside a time off, archiving the last active visit type, or a waitlist join refused (a matching time is free now, already waiting, too many entries)",
  410: "Gone: the waitlist offer has expired, or was already claimed, declined or withdrawn",
  413: `Body or image too large (JSON ${MAX_JSON_BYTES / 1024} kB, form ${MAX_FORM_BYTES / 1024 / 1024} MB, image ${MAX_IMAGE_MB} MB)`,
  429: "Rate limited (see Retry-After)",
  503: "The database is not reachable",
};

/** Converts with shared DTOs as `$ref`s into components.schemas. */
function converter() {
  const registry = z.registry<{ id: string }>();
  for (const [name, schema] of Object.entries(COMPONENTS)) registry.add(schema, { id: name });
  const components: Record<string, JsonSchema> = {};
  const convert = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
    const json = z.toJSONSchema(schema, {
      io,
      metadata: registry,
      unrepresentable: "any",
      // Our registry only names the components; descriptions stay in zod's global one.
      override: ({ zodSchema, jsonSchema }) => {
        const description = z.globalRegistry.get(zodSchema)?.description;
        if (description && !jsonSchema.description) jsonSchema.description = description;
      },
    });
    const moved = JSON.parse(JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
    const { $schema: _s, $defs, ...rest } = moved;
    for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) components[name] ??= def;
    return rest;
  };
  return { convert, components };
}

export function openApiDocument() {
  const { convert, components } = converter();
  for (const schema of Object.values(COMPONENTS)) convert(schema, "output");
  const errorRef = { $ref: "#/components/schemas/Error" };
  const paths: Record<string, Record<string, unknown>> = {};

  for (const op of inDocumentOrder(OPERATIONS)) {
    const pathParams = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const parameters: unknown[] = pathParams.map((name) => {
      const own = op.params?.[name];
      return own ? { name, in: "path", required: true, ...own } : { name, in: "path", required: true, schema: convert(idSchema, "input") };
    });
    for (const h of op.headers ?? []) parameters.push({ in: "header", required: false, ...h });
    if (op.query) {
      const q = convert(op.query, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
      for (const [name, schema] of Object.entries(q.properties ?? {})) {
        const { description, ...rest } = schema;
        parameters.push({ name, in: "query", required: q.required?.includes(name) ?? false, description, schema: rest });
      }
    }

    let requestBody: unknown;
    if (op.body) {
      const schema = convert(op.body.schema, "input") as { properties?: Record<string, JsonSchema> };
      if (op.body.kind === "json") {
        requestBody = { required: true, content: { "application/json": { schema } } };
      } else {
        const files = Object.fromEntries(
          (op.body.files ?? []).map((f) => [f, { type: "string", contentMediaType: "application/octet-stream", description: IMAGE_RULE }]),
        );
        const form = { ...schema, properties: { ...schema.properties, ...files } };
        requestBody = {
          required: true,
          content: { "multipart/form-data": { schema: form }, "application/x-www-form-urlencoded": { schema }, "application/json": { schema } },
        };
      }
    }

    const status = op.status ?? 200;
    const errors = new Set(op.errors ?? []);
    if (op.auth !== "public") errors.add(401);
    if (Array.isArray(op.auth)) errors.add(403);
    // A path token (not an id) is found or not: a malformed one is a 404, not a 400.
    if (op.body || op.query || pathParams.some((p) => !op.params?.[p])) errors.add(400);
    if (op.body) errors.add(413);
    if (pathParams.length) errors.add(404);

    const success =
      op.path === "/api/openapi.json"
        ? { type: "object", description: "An OpenAPI 3.1 document" }
        : convert(z.object({ success: z.literal(true), ...op.result }), "output");
    const responses: Record<string, unknown> = {
      [status]: { description: STATUS_TEXT[status], content: { "application/json": { schema: success } } },
    };
    for (const code of [...errors].sort((a, b) => a - b)) {
      const failure = op.failures?.[code];
      const schema = failure ? convert(failure, "output") : errorRef;
      responses[code] = { description: STATUS_TEXT[code], content: { "application/json": { schema } } };
    }

    const roles = Array.isArray(op.auth) ? ` Roles: ${op.auth.join(", ")}.` : "";
    (paths[op.path] ??= {})[op.method] = {
      tags: [op.tag],
      summary: op.summary,
      ...(roles ? { description: roles.trim() } : {}),
      operationId: `${op.method}${op.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ""))}`,
      ...(op.auth === "public" ? { security: [] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses,
    };
  }

  paths["/uploads/{id}"] = {
    get: {
      tags: ["misc"],
      summary: "An uploaded image (local storage), cached for a year",
      operationId: "getUploadsId",
      security: [],
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
      responses: {
        200: { description: "The image", content: { "image/*": { schema: { type: "string", contentMediaType: "image/*" } } } },
        404: { description: "Unknown image" },
      },
    },
  };

  // The export answers a file, not JSON; its statuses are those of any admin read with a query.
  const exportQuery = convert(adminInsightsQuery, "input") as { properties: Record<string, JsonSchema>; required?: string[] };
  paths["/api/admin/appointments/export"] = {
    get: {
      tags: ["insights"],
      summary:
        "The appointments starting in a range of clinic days (and the filters of GET /api/admin/insights) as a CSV file, oldest first, streamed: " +
        "UTF-8 with a byte-order mark, CRLF lines, RFC 4180 quoting, the clinic-local date (YYYY-MM-DD) and 24-hour times, the creation instant in ISO 8601 UTC. " +
        `Header: ${CSV_HEADER.join(",")}. Text a spreadsheet would read as a formula (starting =, +, -, @) is prefixed with an apostrophe`,
      description: "Roles: admin.",
      operationId: "getApiAdminAppointmentsExport",
      parameters: Object.entries(exportQuery.properties).map(([name, { description, ...schema }]) => ({
        name, in: "query", required: exportQuery.required?.includes(name) ?? false, description, schema,
      })),
      responses: {
        200: {
          description: 'The CSV (Content-Disposition: attachment; filename="appointments-FROM-TO.csv")',
          content: { "text/csv": { schema: { type: "string", contentMediaType: "text/csv" } } },
        },
        ...Object.fromEntries([400, 401, 403].map((code) => [code, { description: STATUS_TEXT[code], content: { "application/json": { schema: errorRef } } }])),
      },
    },
  };

  // Issue 45: "Download my data" answers a file, not the { success } JSON.
  paths["/api/user/export"] = privacyExportPath(errorRef, STATUS_TEXT);

  paths["/api/calendar-feed/{token}"] = {
    get: {
      tags: ["schedules"],
      summary:
        "A doctor's calendar subscription (iCalendar): their appointments from 30 days back to the booking horizon, cancelled ones as STATUS:CANCELLED, " +
        "each with the visit type, the patient's first name and a video visit's link. The signed token of the doctor's link is the only credential; " +
        "a reset or tampered one is a 404. Revalidate with If-None-Match (304 when unchanged)",
      operationId: "getApiCalendarFeedToken",
      security: [],
      parameters: [
        { name: "token", in: "path", required: true, description: "The token of the doctor's link, with its .ics", schema: { type: "string" } },
        { name: "If-None-Match", in: "header", required: false, description: "The ETag of an earlier answer", schema: { type: "string" } },
      ],
      responses: {
        200: {
          description: "The calendar (Cache-Control: private, max-age=300, with an ETag)",
          content: { "text/calendar": { schema: { type: "string", contentMediaType: "text/calendar" } } },
        },
        304: { description: "Unchanged since the ETag given in If-None-Match" },
        404: { description: "Calendar not found: a malformed, tampered or reset link", content: { "application/json": { schema: errorRef } } },
      },
    },
  };

  return {
    openapi: "3.1.0",
    info: {
      title: "CareSlot REST API",
      version: "1.0.0",
      description:
        "Doctor-appointment booking. Every JSON response carries `success`; failures also carry `message`. " +
        "Ids are strings under `_id`. Authenticate with `Authorization: Bearer <token>` from POST /api/auth/login.",
    },
    servers: [{ url: "/" }],
    security: [{ bearer: [] }],
    tags: ["auth", "user", "doctors", "schedules", "admin", "visit-types", "patients", "waitlist", "appointments", "insights", "misc"].map((name) => ({ name })),
    paths: pathsInOrder(paths),
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas: components,
    },
  };
}
