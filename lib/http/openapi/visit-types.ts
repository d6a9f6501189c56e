// The OpenAPI operations of the visit types patients book and the admin manages (lib/visit-types, issue 24).
// Assembled with the other domains' in lib/http/openapi.ts.
import { z } from "zod";
import { moveVisitTypeSchema, visitTypeInputSchema } from "@/lib/visit-types/visit-type-schema";
import { adminVisitTypeShape, visitTypeShape } from "@/lib/visit-types/shapes";
import { message, type Operation } from "@/lib/http/openapi/operation";

export const visitTypesOperations: Operation[] = [
  {
    method: "get", path: "/api/visit-types", tag: "visit-types", summary: "The visit types patients can book, in order (the first is the clinic's default)",
    auth: "public", result: { visitTypes: z.array(visitTypeShape) },
  },
  {
    method: "get", path: "/api/admin/visit-types", tag: "visit-types", summary: "Every visit type, archived ones included (`active: false`), in order",
    auth: ["admin"], result: { visitTypes: z.array(adminVisitTypeShape) },
  },
  {
    method: "post", path: "/api/admin/visit-types", tag: "visit-types", summary: "Add a visit type, last in the list (400 for an unknown doctor id)",
    auth: ["admin"], body: { kind: "json", schema: visitTypeInputSchema }, status: 201, result: { message, visitType: adminVisitTypeShape },
  },
  {
    method: "put", path: "/api/admin/visit-types/{id}", tag: "visit-types",
    summary: "Replace a visit type (fields left out take their defaults); appointments already booked keep their length, buffer and price",
    auth: ["admin"], body: { kind: "json", schema: visitTypeInputSchema }, result: { message, visitType: adminVisitTypeShape },
  },
  {
    method: "delete", path: "/api/admin/visit-types/{id}", tag: "visit-types",
    summary: "Archive a visit type (never deleted; booked visits of it stay). The last active type cannot be archived (409)",
    auth: ["admin"], result: { message, visitType: adminVisitTypeShape }, errors: [409],
  },
  {
    method: "post", path: "/api/admin/visit-types/{id}/restore", tag: "visit-types", summary: "Offer an archived visit type again, in its old place",
    auth: ["admin"], result: { message, visitType: adminVisitTypeShape },
  },
  {
    method: "post", path: "/api/admin/visit-types/{id}/move", tag: "visit-types",
    summary: "Move a visit type one place up or down the list (nothing moves at an edge); answers the whole list in its new order",
    auth: ["admin"], body: { kind: "json", schema: moveVisitTypeSchema }, result: { message, visitTypes: z.array(adminVisitTypeShape) },
  },
];
