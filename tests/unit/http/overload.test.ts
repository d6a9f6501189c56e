import { describe, expect, it } from "vitest";
import { DATABASE_DOWN, describeError, OVERLOADED_RETRY_AFTER } from "@/lib/http/error-response";

// Issue 40: running out of database connections is overload (503 + Retry-After), not a bug (500).
describe("an exhausted pool is a 503 with Retry-After", () => {
  const overloaded = { status: 503, message: DATABASE_DOWN, retryAfter: OVERLOADED_RETRY_AFTER };

  it("Prisma could not start a transaction in its maxWait (P2028)", () => {
    const err = Object.assign(new Error("Transaction API error: Unable to start a transaction in the given time."), { code: "P2028" });
    expect(describeError(err)).toEqual(overloaded);
  });

  it("a transaction that expired while it waited for the database (P2028)", () => {
    const err = Object.assign(new Error("Transaction already closed: A query cannot be executed on an expired transaction. The timeout for this transaction was 20000 ms"), { code: "P2028" });
    expect(describeError(err)).toEqual(overloaded);
  });

  it("pg's pool gave no connection in time, as the cause of a driver error", () => {
    const err = Object.assign(new Error("driver error"), { cause: new Error("timeout exceeded when trying to connect") });
    expect(describeError(err)).toEqual(overloaded);
  });

  it("a database that is down stays a 503 without Retry-After; a bug stays a 500", () => {
    expect(describeError(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))).toEqual({ status: 503, message: DATABASE_DOWN });
    const original = console.error;
    console.error = () => undefined;
    try {
      expect(describeError(new Error("boom")).status).toBe(500);
    } finally {
      console.error = original;
    }
  });
});
