// Which schema engine the Prisma CLI runs (migrate, db push, ...), decided
// once per command by prisma.config.ts:
//
// - Prisma's own native engine wherever it can be had: already downloaded into
//   @prisma/engines, or downloadable because Prisma's binary host answers (a
//   Vercel build, a developer's laptop online). The CLI downloads it itself.
// - The stand-in next to this file (schema-engine.mjs: Prisma's WebAssembly
//   build of the same engine) only where neither is true: machines without
//   internet access, where every prisma command would otherwise fail.
//
// Overrides: PRISMA_SCHEMA_ENGINE_BINARY (any engine binary, Prisma's own
// variable) wins; PRISMA_OFFLINE_ENGINE=1 forces the stand-in, =0 forbids it.
// The decision is written back into the environment (one of those two
// variables), so the prisma processes a script starts after this one, and
// their children, do not probe again.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

export const STAND_IN = path.join(path.dirname(fileURLToPath(import.meta.url)), "schema-engine.mjs");

// The host the CLI downloads engines from, with the same variables it reads
// (node_modules/prisma/build/cli.js).
const DEFAULT_BINARY_HOST = "https://binaries.prisma.sh";
const PROBE_TIMEOUT_MS = 2000;

/** "1"/"true" and "0"/"false"; anything else (or unset) leaves the choice to the probe. */
function override(value) {
  const v = value?.trim().toLowerCase();
  if (v === "1" || v === "true") return true;
  if (v === "0" || v === "false") return false;
  return null;
}

export function binaryHost(env) {
  return env.PRISMA_BINARIES_MIRROR || env.PRISMA_ENGINES_MIRROR || DEFAULT_BINARY_HOST;
}

/** A native schema engine the CLI downloaded before (node_modules/@prisma/engines/schema-engine-<platform>). */
export function nativeEnginePresent() {
  try {
    const fromCli = createRequire(createRequire(import.meta.url).resolve("prisma/package.json"));
    const dir = path.dirname(fromCli.resolve("@prisma/engines/package.json"));
    return fs.readdirSync(dir).some((name) => name.startsWith("schema-engine-"));
  } catch {
    return false;
  }
}

/**
 * Whether `url`'s host answers HTTPS at all (any status counts), within 2 s.
 * Synchronous, because Prisma reads its config synchronously: a short-lived
 * Node child does the request. NODE_USE_ENV_PROXY lets Node versions that
 * support it go through HTTPS_PROXY, as Prisma's own download does.
 */
export function hostReachable(url) {
  const probe = `fetch(process.argv[1], { method: "HEAD", signal: AbortSignal.timeout(${PROBE_TIMEOUT_MS}) })
    .then(() => process.exit(0), () => process.exit(1));`;
  const result = spawnSync(process.execPath, ["-e", probe, url], {
    stdio: "ignore",
    timeout: PROBE_TIMEOUT_MS + 1000,
    env: { ...process.env, NODE_USE_ENV_PROXY: "1" },
  });
  return result.status === 0;
}

/**
 * Chooses the engine for this process and its children and records the
 * choice in `env`. Returns which one: "configured" (PRISMA_SCHEMA_ENGINE_BINARY
 * was already set), "stand-in" or "native".
 */
export function selectSchemaEngine(env = process.env, checks = { nativeEnginePresent, hostReachable }) {
  if (env.PRISMA_SCHEMA_ENGINE_BINARY) return "configured";
  const forced = override(env.PRISMA_OFFLINE_ENGINE);
  const offline = forced ?? (!checks.nativeEnginePresent() && !checks.hostReachable(binaryHost(env)));
  if (offline) {
    env.PRISMA_SCHEMA_ENGINE_BINARY = STAND_IN;
    return "stand-in";
  }
  env.PRISMA_OFFLINE_ENGINE = "0";
  return "native";
}
