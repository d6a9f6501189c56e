// Typed domain errors. Domain functions throw these; the API wrapper
// (lib/http/handler.ts) turns them into HTTP statuses and the action wrapper
// (lib/actions/safe-action.ts) into toast messages. Anything else is a bug
// and is reported as a generic 500 without internals.

export type DomainErrorKind =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "gone"
  | "too_large"
  | "rate_limited"
  | "unavailable";

const STATUS: Record<DomainErrorKind, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  rate_limited: 429,
  unavailable: 503,
};

export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  /** Per-field messages for forms, when the error comes from validation. */
  readonly fieldErrors?: Record<string, string>;
  /** Seconds until a retry may succeed (rate limits). */
  readonly retryAfter?: number;
  /** More fields of the failure's JSON answer (e.g. the appointments a time off would cancel). */
  readonly details?: Record<string, unknown>;

  constructor(
    kind: DomainErrorKind,
    message: string,
    extra: { fieldErrors?: Record<string, string>; retryAfter?: number; details?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = "DomainError";
    this.kind = kind;
    this.fieldErrors = extra.fieldErrors;
    this.retryAfter = extra.retryAfter;
    this.details = extra.details;
  }

  get status(): number {
    return STATUS[this.kind];
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new DomainError("bad_request", message, { fieldErrors });
export const unauthorized = (message = "User not authenticated") => new DomainError("unauthorized", message);
export const forbidden = (message = "You are not allowed to do this") => new DomainError("forbidden", message);
export const notFound = (message: string) => new DomainError("not_found", message);
export const conflict = (message: string, details?: Record<string, unknown>) => new DomainError("conflict", message, { details });
/** Something that was there and is no longer: an expired or answered waitlist offer. */
export const gone = (message: string) => new DomainError("gone", message);
export const tooLarge = (message: string) => new DomainError("too_large", message);
/** "45 seconds", or whole minutes (rounded up) from two minutes on: "10 minutes". */
const waitText = (seconds: number) =>
  seconds < 120 ? `${seconds} ${seconds === 1 ? "second" : "seconds"}` : `${Math.ceil(seconds / 60)} minutes`;
/** A 429: `what` was too much (default "Too many attempts."), with the wait before a retry may succeed. */
export const rateLimited = (retryAfter: number, what = "Too many attempts.") =>
  new DomainError("rate_limited", `${what} Please try again in ${waitText(retryAfter)}.`, { retryAfter });
export const unavailable = (message = "The service is temporarily unavailable. Please try again in a moment.") =>
  new DomainError("unavailable", message);

export function isDomainError(err: unknown): err is DomainError {
  return err instanceof DomainError;
}

/**
 * A race the database settled: Prisma's "unique constraint failed" (P2002), or an
 * exclusion constraint's refusal (PostgreSQL 23P01, which Prisma 7 reports as P2039
 * with the driver's code inside): two overlapping appointments (issue 24).
 */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== "object" || err === null) return false;
  const { code, meta } = err as { code?: string; meta?: { driverAdapterError?: { cause?: { originalCode?: string } } } };
  if (code === "P2002") return true;
  return code === "P2039" && meta?.driverAdapterError?.cause?.originalCode === "23P01";
}

/**
 * PostgreSQL aborted the transaction to settle a race: a deadlock (40P01: two bookings whose
 * exclusion-constraint checks each wait for the other's uncommitted row) or a serialization
 * failure (40001). Prisma reports both as P2034. Retrying the whole transaction is the cure.
 */
export function isWriteConflict(err: unknown): boolean {
  if (typeof err !== "object" || err === null) return false;
  const { code, meta } = err as { code?: string; meta?: { driverAdapterError?: { cause?: { originalCode?: string } } } };
  const original = meta?.driverAdapterError?.cause?.originalCode;
  return code === "P2034" || code === "40P01" || code === "40001" || original === "40P01" || original === "40001";
}

/**
 * True when every database connection was busy for longer than a request may wait (issue 40):
 * Prisma could not start a transaction in its `maxWait` (P2028, "Unable to start a transaction
 * in the given time"), or pg's pool gave no connection within `connectionTimeoutMillis`
 * ("timeout exceeded when trying to connect"). Overload, not a bug: a 503 with Retry-After.
 */
export function isOverloaded(err: unknown): boolean {
  const seen = new Set<unknown>();
  let e: unknown = err;
  while (e && typeof e === "object" && !seen.has(e)) {
    seen.add(e);
    const { code, message } = e as { code?: string; message?: string };
    if (code === "P2028" && (!message || /Unable to start a transaction|expired transaction/i.test(message))) return true;
    if (message && /Unable to start a transaction in the given time|timeout exceeded when trying to connect/i.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** True when the database could not be reached (down, refusing, timing out, or no pooled connection free in time). */
export function isDatabaseDown(err: unknown): boolean {
  const seen = new Set<unknown>();
  let e: unknown = err;
  while (e && typeof e === "object" && !seen.has(e)) {
    seen.add(e);
    const { code, message, name } = e as { code?: string; message?: string; name?: string };
    if (code && ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "57P01", "57P03", "P1001", "P1017"].includes(code)) return true;
    if (name === "PrismaClientInitializationError") return true;
    if (message && /ECONNREFUSED|Connection terminated|connect ETIMEDOUT|timeout exceeded when trying to connect|the database system is (shutting down|starting up)|Can't reach database/i.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The 404 of every domain that takes a doctor id (schedule, doctors, appointments). */
export const DOCTOR_NOT_FOUND = "Doctor not found";
