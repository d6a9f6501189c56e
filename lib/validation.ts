import { z } from "zod";
import { isClinicDate } from "@/lib/clinic-time";

/** Entity ids (cuid-style); anything else is a 400, never a database error. */
export const idSchema = z
  .string({ error: "An id is required" })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "That id is not valid");

export const clinicDateSchema = z
  .string({ error: "A date is required" })
  .trim()
  .refine(isClinicDate, "Dates must be given as YYYY-MM-DD");

export const emailSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(254, "Email is too long")
    .pipe(z.email({ error: message }))
    .transform((e) => e.toLowerCase());

export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const optionalText = (label: string, max = 200) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .default("");

/** Flattens zod issues into { field: firstMessage } for forms and API messages. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    out[key] ??= issue.message;
  }
  return out;
}

/** `limit` of a paged list: a whole number from 1 to `max`. */
export const pageLimit = (max: number) =>
  z.coerce
    .number({ error: "limit must be a whole number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(max, `limit must be at most ${max}`);

/** `search` of a list: up to 100 characters. */
export const searchText = z.string().trim().max(100, "search must be at most 100 characters");
