import { describe, expect, it } from "vitest";
import { SerialClient } from "@/lib/pg-serial-client";
import { prisma } from "@/lib/db";
import { createUser } from "@/tests/helpers/factories";

// Issue 40: queries handed to one client at once go to pg one at a time, so pg never warns
// "Calling client.query() when the client is already executing a query" (tests/setup/pg-warnings.ts
// fails this file if it does).
describe("one query at a time per pg client", () => {
  it("runs queries sent at once in order, each with its own result and error", async () => {
    const c = new SerialClient({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    try {
      const results = await Promise.allSettled([
        c.query("SELECT 1 AS n"),
        c.query({ text: "SELECT $1::int AS n", values: [2] }),
        c.query("SELECT nope"),
        c.query("SELECT $1::int AS n", [4]),
      ]);
      expect(results.map((r) => (r.status === "fulfilled" ? r.value.rows[0].n : "failed"))).toEqual([1, 2, "failed", 4]);
    } finally {
      await c.end();
    }
  });

  it("a read with several relations inside an interactive transaction (Prisma runs them at once)", async () => {
    await createUser({ name: "Serial Probe" });
    const users = await prisma.$transaction(async (tx) =>
      tx.user.findMany({ take: 3, include: { guardian: true, dependents: true, doctor: true } }),
    );
    expect(users.length).toBeGreaterThan(0);
  });
});
