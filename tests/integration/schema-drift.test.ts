// Migrations are generated from prisma/schema.prisma by the Prisma CLI and
// committed. This fails when the two drift apart (a schema change without its
// migration, or a hand edit that changes what Prisma models).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");

describe("schema and migrations", () => {
  it("the committed migrations produce exactly schema.prisma", () => {
    const run = spawnSync(
      path.join(root, "node_modules/.bin/prisma"),
      ["migrate", "diff", "--from-migrations", "prisma/migrations", "--to-schema", "prisma/schema.prisma", "--script", "--exit-code"],
      { cwd: root, env: process.env, encoding: "utf8" },
    );
    // --exit-code: 0 = no difference, 2 = difference (the script shows it), 1 = error.
    expect(run.stderr.includes("Error") ? run.stderr : "").toBe("");
    expect(run.stdout.replace(/^--.*$/gm, "").trim()).toBe("");
    expect(run.status).toBe(0);
  }, 60_000);
});
