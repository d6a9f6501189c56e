// pg's "Calling client.query() when the client is already executing a query" is deprecated and
// an error in pg 9 (issue 40): a test file in which it is printed fails, so it cannot come back
// unnoticed. (Node prints a deprecation once per process; the listener sees that one.)
import { afterAll } from "vitest";

export const PG_CONCURRENT_QUERY = /client\.query\(\) when the client is already executing a query/;

const seen: { warnings?: Error[] } = globalThis as never;
if (!seen.warnings) {
  seen.warnings = [];
  process.on("warning", (warning) => {
    if (PG_CONCURRENT_QUERY.test(warning.message)) seen.warnings!.push(warning);
  });
}

afterAll(() => {
  const found = seen.warnings!.splice(0);
  if (found.length) {
    throw new Error(
      `pg warned: ${found[0].message}\n${found[0].stack ?? ""}\n` +
        "Two queries went to one pg client at once (lib/pg-serial-client.ts); find where with NODE_OPTIONS=--trace-deprecation.",
    );
  }
});
