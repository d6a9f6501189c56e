// pg-boss, the PostgreSQL job queue. Its tables live in the "pgboss" schema
// (created by migration 20261123130100_pgboss, with the one queue "email").
//
// Two ways in:
// - `queueClient()` only writes jobs, always inside the caller's Prisma
//   transaction (`{ db: transactionDb(tx) }`), so a job exists exactly when
//   the change that made it commits. It never opens a connection itself.
// - `createBoss()` is a connected instance for whoever runs jobs: the worker
//   of a long-running server (lib/notifications/worker.ts) or the cron route.
import PgBoss from "pg-boss";
import type { Prisma } from "@/lib/generated/prisma/client";

export const BOSS_SCHEMA = "pgboss";
export const EMAIL_QUEUE = "email";

/** pg-boss passes JSON payloads as objects; PostgreSQL gets them as text, casts them to jsonb. */
function sqlParam(value: unknown): unknown {
  if (value === undefined) return null;
  if (value !== null && typeof value === "object" && !(value instanceof Date) && !Array.isArray(value)) return JSON.stringify(value);
  return value;
}

/** pg-boss's database adapter over a Prisma interactive transaction. */
export function transactionDb(tx: Prisma.TransactionClient): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const rows = await tx.$queryRawUnsafe<unknown[]>(text, ...values.map(sqlParam));
      return { rows };
    },
  };
}

const noConnection: PgBoss.Db = {
  async executeSql() {
    throw new Error("queueClient() runs inside a transaction: pass { db: transactionDb(tx) }.");
  },
};

let client: PgBoss | undefined;

/** Writes jobs through the `db` each call passes; holds no pool. */
export function queueClient(): PgBoss {
  client ??= new PgBoss({ db: noConnection, schema: BOSS_SCHEMA });
  return client;
}

/**
 * A pg-boss with its own small pool. `supervise` runs pg-boss's maintenance
 * (expiring jobs whose worker died mid-run, archiving old ones) on a timer.
 */
export function createBoss(opts: { supervise: boolean; maintenanceIntervalSeconds?: number }): PgBoss {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error("DATABASE_URL is not set");
  return new PgBoss({
    connectionString,
    schema: BOSS_SCHEMA,
    application_name: "careslot-jobs",
    max: 3,
    // Cron schedules are not used; the timekeeper would only poll for them.
    schedule: false,
    supervise: opts.supervise,
    maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds ?? 60,
    // A newer pg-boss upgrades its own schema on start.
    migrate: true,
  });
}
