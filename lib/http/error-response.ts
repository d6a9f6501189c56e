// The one place that decides what a caller is told about a failure, for the
// REST API (status + message) and for server actions (toast + field errors).
import { ZodError } from "zod";
import { fieldErrorsOf } from "@/lib/validation";
import { isDatabaseDown, isDomainError, isOverloaded } from "@/lib/errors";
import { DEFAULT_LOCALE, negotiateLocale, offeredLocales, type Locale } from "@/lib/i18n/locales";

export type Failure = {
  status: number;
  message: string;
  fieldErrors?: Record<string, string>;
  retryAfter?: number;
  /** More fields of the REST answer, beside success and message. */
  details?: Record<string, unknown>;
};

export const SERVER_ERROR = "Server error";
export const DATABASE_DOWN = "The service is temporarily unavailable. Please try again in a moment.";

/** Seconds an overloaded server asks a caller to wait before trying again (issue 40). */
export const OVERLOADED_RETRY_AFTER = 2;

export const UNSTORABLE_TEXT = "The input contains characters that cannot be stored (such as a NUL character).";

/**
 * PostgreSQL refused a value's text itself (SQLSTATE 22021: a NUL byte, 22P05:
 * an unsupported escape): the input was bad, not the server. The REST body
 * readers refuse NUL up front; this covers every other way in (server actions).
 */
function isUnstorableText(err: unknown): boolean {
  const meta = (err as { meta?: { driverAdapterError?: { cause?: { code?: string; originalCode?: string } } } } | null)?.meta;
  const cause = meta?.driverAdapterError?.cause;
  const code = cause?.originalCode ?? cause?.code ?? (err as { code?: string } | null)?.code;
  return code === "22021" || code === "22P05";
}

export function describeError(err: unknown): Failure {
  if (isDomainError(err)) {
    return { status: err.status, message: err.message, fieldErrors: err.fieldErrors, retryAfter: err.retryAfter, details: err.details };
  }
  if (err instanceof ZodError) {
    const fieldErrors = fieldErrorsOf(err);
    // The first field's message leads; the rest travel in fieldErrors.
    const message = Object.values(fieldErrors)[0] ?? "Invalid input";
    return { status: 400, message, fieldErrors };
  }
  // No database connection free in time (a burst): try again shortly, nothing was written.
  if (isOverloaded(err)) return { status: 503, message: DATABASE_DOWN, retryAfter: OVERLOADED_RETRY_AFTER };
  if (isDatabaseDown(err)) return { status: 503, message: DATABASE_DOWN };
  if (isUnstorableText(err)) return { status: 400, message: UNSTORABLE_TEXT };
  // A bug: log it (never with request bodies, which may hold passwords) and say little.
  console.error("[careslot] unexpected error:", err instanceof Error ? err.stack ?? err.message : err);
  return { status: 500, message: SERVER_ERROR };
}

/**
 * The language of the REST API's messages (issue 29): the request's
 * Accept-Language when it names an offered language, English otherwise (an
 * outside client gets SPEC's texts, as it always has). No cookie, no session:
 * the API's callers are programs. While English alone is offered, always English.
 */
export function apiLocale(acceptLanguage: string | null | undefined, offered: readonly Locale[] = offeredLocales()): Locale {
  return negotiateLocale(acceptLanguage, offered) ?? DEFAULT_LOCALE;
}

/** Whether an API message can be in another language than English (so its answer must say `Vary: Accept-Language`). */
export function apiMessagesVary(offered: readonly Locale[] = offeredLocales()): boolean {
  return offered.some((l) => l !== DEFAULT_LOCALE);
}
