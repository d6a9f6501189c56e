// The OpenAPI operations of health and this document itself.
// Assembled with the other domains' in lib/http/openapi.ts.
import { z } from "zod";
import { type Operation } from "@/lib/http/openapi/operation";

export const platformOperations: Operation[] = [
  { method: "get", path: "/api/health", tag: "misc", summary: "Liveness and database reachability", auth: "public", result: { database: z.literal("up") }, errors: [503] },
  { method: "get", path: "/api/openapi.json", tag: "misc", summary: "This document (not wrapped in `success`)", auth: "public" },
];
