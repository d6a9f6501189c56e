// What one REST operation says about itself, from which lib/http/openapi.ts
// writes its part of the OpenAPI document. Each domain lists its operations in
// a module of its own beside this one (a new feature adds one and appends it
// to the list in openapi.ts).
import { z } from "zod";
import type { Role } from "@/lib/generated/prisma/enums";

export type JsonSchema = Record<string, unknown>;
type Method = "get" | "post" | "put" | "delete";

export type Operation = {
  method: Method;
  path: string;
  tag: string;
  summary: string;
  /** "public": no token; "any": any signed-in user; otherwise the roles allowed. */
  auth: "public" | "any" | Role[];
  query?: z.ZodObject;
  /** "form" routes read multipart/form-data (also url-encoded or JSON); `files` are image fields. */
  body?: { kind: "json" | "form"; schema: z.ZodObject; files?: string[] };
  /** The success status (200 unless said). */
  status?: number;
  /** The fields next to `success: true`. */
  result?: Record<string, z.ZodType>;
  /** Failure statuses beyond those implied by auth, body and path ids. */
  errors?: number[];
  /** Request headers beyond Authorization. */
  headers?: { name: string; description: string; schema: JsonSchema }[];
  /** Failure answers with more than the Error shape, by status. */
  failures?: Record<number, z.ZodType>;
  /** Path parameters that are not ids (an offer's secret token), by name. */
  params?: Record<string, { description: string; schema: JsonSchema }>;
};

/** The `message` most answers carry. */
export const message = z.string();
/** The paging cursor of a list's answer. */
export const cursor = z.string().nullable().describe("Pass as `cursor` for the next page; null on the last page");
