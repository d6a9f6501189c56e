// Ids taken from a page's address (/appointment/{id}, /my-appointments/{id},
// ?cursor=...). They are checked with the one id rule (idSchema; the API's
// pathId uses the same) before anything reads the database: a malformed id,
// a NUL character included, names nothing, so the visitor gets the normal
// 404 page instead of a database error.
import { notFound } from "next/navigation";
import { idSchema } from "@/lib/validation";

/** The id in a path segment or query value, or null when it cannot name anything. */
export function parseUrlId(raw: string | null | undefined): string | null {
  const parsed = idSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** For pages: the id in a path segment, or the 404 page. */
export function pageIdOrNotFound(raw: string): string {
  return parseUrlId(raw) ?? notFound();
}
