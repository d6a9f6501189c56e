import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "prisma/config";

const root = path.dirname(fileURLToPath(import.meta.url));

// Prisma's native schema engine cannot be downloaded here (its binary host is
// unreachable and no npm package ships it). This Node script stands in for it,
// running Prisma's WebAssembly build of the same engine; see the script's
// header. An explicitly set PRISMA_SCHEMA_ENGINE_BINARY still wins.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.join(root, "prisma/engine/schema-engine.mjs");

// Read the variables directly: `env("DATABASE_URL")` throws when the variable
// is unset, which would break `prisma generate` / `validate` in a fresh
// checkout. Commands that need a database report the missing URL themselves.
const url = process.env.DATABASE_URL;
const shadowDatabaseUrl = process.env.SHADOW_DATABASE_URL;

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: {
    path: "prisma/migrations",
    seed: "tsx prisma/seed.ts",
  },
  ...(url ? { datasource: { url, ...(shadowDatabaseUrl ? { shadowDatabaseUrl } : {}) } } : {}),
});
