// The bench's PostgreSQL: an embedded cluster in a directory of its own,
// migrated with the Prisma CLI, seeded with the demo data (prisma/seed.ts),
// plus the bench's own patients inserted in one statement.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { startEmbeddedDatabase } from "../../../prisma/scripts/embedded-db.mjs";
import { onCleanup, runCommand } from "./proc.mjs";

/** Every bench user signs in with this password; its Argon2id hash is computed once (as in seed-large.sql). */
export const BENCH_PASSWORD = "careslot1234";
export const BENCH_PASSWORD_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$fgd9H9WybTggBMh3dddvNw$+YX63gQ6gwnR5mr20z5N5OOqJ5nRf9+7Z0HKzo/vT6I";

/**
 * Starts (initialising if needed) a cluster in `dataDir` owned by this run.
 * `onLog` receives the server's stderr (the EXPLAIN capture reads it).
 */
export async function startDatabase({ dataDir, port, onLog = () => {} }) {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  // PostgreSQL runs as the `postgres` user when the bench runs as root.
  fs.chmodSync(path.dirname(dataDir), 0o755);
  const db = await startEmbeddedDatabase({ dataDir, port, database: "careslot", log: onLog });
  if (!db.owned) {
    throw new Error(
      `A PostgreSQL (port ${db.port}) is already running on ${dataDir}, probably left by an interrupted bench. ` +
        `Stop it (its pid is the first line of ${path.join(dataDir, "postmaster.pid")}) and run the bench again.`,
    );
  }
  onCleanup("PostgreSQL", () => db.stop());
  return db;
}

export function migrate({ root, url, logFile }) {
  return runCommand(path.join(root, "node_modules/.bin/prisma"), ["migrate", "deploy"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url },
    logFile,
    timeoutMs: 180_000,
  });
}

/** The demo data of prisma/seed.ts; a few doctors of our own while that file does not exist yet. */
export async function seedDemo({ root, url, env, logFile }) {
  if (fs.existsSync(path.join(root, "prisma/seed.ts"))) {
    await runCommand(path.join(root, "node_modules/.bin/tsx"), ["prisma/seed.ts"], {
      cwd: root,
      env: { ...env, DATABASE_URL: url },
      logFile,
      timeoutMs: 300_000,
    });
    return "prisma/seed.ts";
  }
  await withClient(url, async (c) => {
    await c.query(
      `INSERT INTO users (id, name, email, password_hash, role, updated_at)
       SELECT 'bench-ud' || n, 'Dr. Bench ' || n, 'bench-doctor' || n || '@bench.careslot.example', $1, 'doctor', now()
         FROM generate_series(1, 16) n`,
      [BENCH_PASSWORD_HASH],
    );
    await c.query(
      `INSERT INTO doctors (id, user_id, speciality, degree, experience, about, fees, updated_at, created_at)
       SELECT 'bench-d' || n, 'bench-ud' || n,
              (ARRAY['General Physician','Cardiologist','Neurologist','Pediatrician','Ophthalmologist','Orthopedic','Dermatologist','Gastroenterologist'])[1 + n % 8],
              'MBBS', (n % 10 + 1) || ' Years', 'A bench doctor.', 50 + n * 5, now(), now() - n * interval '1 minute'
         FROM generate_series(1, 16) n`,
    );
  });
  return "16 bench doctors (prisma/seed.ts not found)";
}

export async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** `count` patients with deterministic ids and emails, all with BENCH_PASSWORD. */
export async function insertPatients(client, prefix, count) {
  await client.query(
    `INSERT INTO users (id, name, email, password_hash, role, updated_at)
     SELECT $1 || n, 'Bench Patient ' || n, $1 || n || '@bench.careslot.example', $2, 'patient', now()
       FROM generate_series(0, $3::int - 1) n
     ON CONFLICT (email) DO NOTHING`,
    [prefix, BENCH_PASSWORD_HASH, count],
  );
  return Array.from({ length: count }, (_, n) => ({ id: `${prefix}${n}`, email: `${prefix}${n}@bench.careslot.example` }));
}
