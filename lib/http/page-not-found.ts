// A page's 404 for what a domain function says is not there: the visitor gets the normal 404
// page, as for a malformed id (url-id.ts), and any other failure stays an error. Some pages
// answer the same for more kinds (another doctor's visit: "forbidden" too, so ids cannot be probed).
import { notFound } from "next/navigation";
import { isDomainError, type DomainErrorKind } from "@/lib/errors";

/** What `read` gives, or the 404 page when it fails with one of `kinds` ("not_found" by default). */
export async function foundOrNotFound<T>(read: Promise<T>, kinds: readonly DomainErrorKind[] = ["not_found"]): Promise<T> {
  try {
    return await read;
  } catch (err) {
    if (isDomainError(err) && kinds.includes(err.kind)) notFound();
    throw err;
  }
}
