// Once per `npm test`: a real PostgreSQL (the embedded one, or the server of
// TEST_DATABASE_URL), and a template database with every migration applied
// by the Prisma CLI. Each test file then gets its own fresh copy of the
// template (tests/setup/per-file.ts), so files run in parallel in isolation.
import { execFileSync } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { startEmbeddedDatabase } from "../../prisma/scripts/embedded-db.mjs";

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
  if (!serverUrl) {
    embedded = await startEmbeddedDatabase({
      dataDir: path.join(root, ".data/test-postgres"),
      port: Number(process.env.TEST_EMBEDDED_DB_PORT ?? 54330),
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
  };
}
