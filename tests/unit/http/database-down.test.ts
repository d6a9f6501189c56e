// Which failures mean "the database cannot be reached now" (a 503 with "try
// again"), as opposed to a bug (a 500).
import { describe, expect, it } from "vitest";
import { isDatabaseDown } from "@/lib/errors";

describe("isDatabaseDown", () => {
  it("knows a refused connection, a restart and a pool with no connection free in time", () => {
    expect(isDatabaseDown(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isDatabaseDown(Object.assign(new Error("terminating connection"), { code: "57P01" }))).toBe(true);
    // node-postgres's pool, when every connection stayed busy past connectionTimeoutMillis (a burst).
    expect(isDatabaseDown(new Error("x", { cause: new Error("timeout exceeded when trying to connect") }))).toBe(true);
  });

  it("leaves other errors alone", () => {
    expect(isDatabaseDown(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseDown(Object.assign(new Error("Unique constraint failed"), { code: "P2002" }))).toBe(false);
  });
});
