import { defineConfig } from "prisma/config";
import { selectSchemaEngine } from "./prisma/engine/select-engine.mjs";

// Prisma's own schema engine where it can be downloaded; on machines without
// internet access, a stand-in running Prisma's WebAssembly build of the same
// engine. Overrides and how the choice is made: prisma/engine/select-engine.mjs.
selectSchemaEngine();

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
