// Once per `npm test`: a real PostgreSQL (the embedded one, or the server of
// TEST_DATABASE_URL), and a template database with every migration applied
// by the Prisma CLI. Each test file then gets its own fresh copy of the
// template (tests/setup/per-file.ts), so files run in parallel in isolation.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startEmbeddedDatabase } from "../../prisma/scripts/embedded-db.mjs";
import { freePort } from "../helpers/free-port.mjs";

const root = path.resolve(__dirname, "../..");

function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}


export default async function setup() {
  const runId = `${Date.now().toString(36)}_${process.pid}`;
  const template = `careslot_tpl_${runId}`;
  let serverUrl = process.env.TEST_DATABASE_URL;
  let embedded: Awaited<ReturnType<typeof startEmbeddedDatabase>> | null = null;
  let embeddedDir: string | null = null;
  if (!serverUrl) {
    // A throw-away cluster for this run only (initdb takes well under a second).
    embeddedDir = fs.mkdtempSync(path.join(os.tmpdir(), "careslot-test-pg-"));
    fs.chmodSync(embeddedDir, 0o755);
    embedded = await startEmbeddedDatabase({
      dataDir: path.join(embeddedDir, "data"),
      port: await freePort(),
      database: "postgres",
    });
    serverUrl = embedded.url;
  }
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, "postgres") });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${template}"`);
  await admin.end();

  execFileSync(path.join(root, "node_modules/.bin/prisma"), ["migrate", "deploy"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: withDatabase(serverUrl, template) },
    stdio: "pipe",
  });

  process.env.TEST_PG_SERVER_URL = serverUrl;
  process.env.TEST_PG_TEMPLATE = template;
  process.env.TEST_RUN_ID = runId;

  return async () => {
    const client = new pg.Client({ connectionString: withDatabase(serverUrl!, "postgres") });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE $1",
      [`careslot_%${runId}%`],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await client.end();
    await embedded?.stop();
    if (embeddedDir) fs.rmSync(embeddedDir, { recursive: true, force: true });
  };
}
