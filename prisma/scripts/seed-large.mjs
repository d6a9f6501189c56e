// Fills the database of DATABASE_URL with a clinic group at scale
// (prisma/seed-large.sql: 10,000 doctors, 200,000 patients, 2,000,000
// appointments over two years), for `npm run bench -- --large` and for trying
// the app at that size:
//
//   npm run db:seed:large              # the embedded database in .data/ (via with-db.mjs)
//   DATABASE_URL=... node prisma/scripts/seed-large.mjs
//
// Applies pending migrations first, does nothing when the large data is
// already there, and leaves the demo data alone (different ids and emails).
// Every large user signs in with the password `careslot1234`:
// admin@large.careslot.example, doctor<n>@large.careslot.example, patient<n>@...
// LARGE_DOCTORS=1000 makes a 10x smaller set (patients and appointments scale along).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SQL_FILE = path.join(root, "prisma/seed-large.sql");

/** The clinic's zone, decided exactly as lib/clinic-time.ts does, so slots land on the app's grid. */
export function clinicTimeZone() {
  return process.env.CLINIC_TIMEZONE || Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

const seconds = (t0) => ((performance.now() - t0) / 1000).toFixed(1);

function migrate(url) {
  const res = spawnSync(path.join(root, "node_modules/.bin/prisma"), ["migrate", "deploy"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url },
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
    timeout: 180_000,
  });
  if (res.status !== 0) {
    throw new Error(`prisma migrate deploy failed (exit ${res.status ?? res.signal}):\n${res.stdout}${res.stderr}`);
  }
}

/**
 * VACUUM ANALYZE until every page of the three tables is marked all-visible
 * (at most 3 passes): counts read only the index then (index-only scans);
 * a pass that overlaps another open transaction can leave pages unmarked.
 */
async function vacuum(client) {
  for (let pass = 0; pass < 3; pass++) {
    await client.query("VACUUM (ANALYZE) users, doctors, appointments, audit_events");
    const { rows } = await client.query(
      "SELECT count(*)::int AS n FROM pg_class WHERE relname IN ('users', 'doctors', 'appointments') AND relallvisible < relpages",
    );
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/**
 * Seeds `url` unless already seeded. Returns what it did and how long it took,
 * so the bench can report the seeding time.
 */
export async function seedLarge({ url, doctors = 10_000, tz = clinicTimeZone(), log = console.log }) {
  migrate(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM users WHERE id = 'admin-large'");
    if (rowCount) {
      log("▸ Large data already present: nothing to do");
      return { seeded: false, seconds: 0 };
    }
    log(`▸ Seeding ${doctors} doctors, ${doctors * 20} patients, ${doctors * 200} appointments (clinic zone ${tz})`);
    const t0 = performance.now();
    await client.query("BEGIN");
    // Transaction-local settings read by the SQL file.
    await client.query("SELECT set_config('careslot.clinic_tz', $1, true), set_config('careslot.large_doctors', $2, true)", [
      tz,
      String(doctors),
    ]);
    await client.query(fs.readFileSync(SQL_FILE, "utf8"));
    await client.query("COMMIT");
    log(`  inserted in ${seconds(t0)} s`);
    // Fresh statistics (the planner must know the tables are big) and a
    // visibility map (index-only scans for the counts).
    const t1 = performance.now();
    await vacuum(client);
    log(`  vacuum + analyze in ${seconds(t1)} s`);
    return { seeded: true, seconds: Number(seconds(t0)) };
  } catch (err) {
    await client.query("ROLLBACK").catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set. Run `npm run db:seed:large`, which provides the embedded database.");
  const doctors = Number(process.env.LARGE_DOCTORS ?? 10_000);
  if (!Number.isInteger(doctors) || doctors < 5 || doctors % 5 !== 0) throw new Error("LARGE_DOCTORS must be a multiple of 5");
  await seedLarge({ url, doctors });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(`✖ ${err.message}`);
      process.exit(1);
    },
  );
}
