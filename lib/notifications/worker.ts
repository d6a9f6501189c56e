// Runs the "email" queue's jobs: each one is a delivery attempt of one outbox
// row (lib/notifications/deliver.ts), a "forgot password" request whose
// account lookup and email were deferred here (lib/accounts/password-reset.ts),
// or a job a domain registered (the waitlist's look at a doctor's freed time, lib/waitlist/jobs.ts). Two
// ways to run them:
// - `startEmailWorker()`: a loop inside a long-running server process (started
//   from instrumentation.ts under `npm run dev` / `npm start` / `next start`);
// - `drainEmailJobs()`: one pass until nothing is due, for a serverless cron
//   (app/api/cron/deliver-emails).
// Several of either may run at once: pg-boss hands each job to one of them.
import { setTimeout as sleep } from "node:timers/promises";
import type PgBoss from "pg-boss";
import { prisma } from "@/lib/db";
import { deliverEmail, describeError, type DeliveryOutcome } from "@/lib/notifications/deliver";
import { issueResetLink } from "@/lib/accounts/password-reset";
import { sweepWaitlist } from "@/lib/waitlist/offers";
// The jobs the domains register on the queue (registerJob): importing them registers them.
import "@/lib/waitlist/jobs";
import { queueAuditRetention } from "@/lib/clinic/audit-retention";
import { queueInactivePatientErasure } from "@/lib/privacy/retention";
import { registeredJob, type EmailJobData } from "@/lib/outbox/outbox";
import { BOSS_SCHEMA, EMAIL_QUEUE, createBoss } from "@/lib/platform/queue";

type EmailJob = PgBoss.JobWithMetadata<EmailJobData>;

export type Tally = Record<DeliveryOutcome | "failed", number>;

const emptyTally = (): Tally => ({ sent: 0, dropped: 0, skipped: 0, failed: 0 });

async function fetchDue(boss: PgBoss, batchSize: number): Promise<EmailJob[]> {
  return boss.fetch<EmailJobData>(EMAIL_QUEUE, { batchSize, includeMetadata: true });
}

/** Runs fetched jobs side by side; each is completed or failed on its own. */
async function runJobs(boss: PgBoss, jobs: EmailJob[], tally: Tally): Promise<void> {
  await Promise.all(
    jobs.map(async (job) => {
      try {
        const registered = registeredJob(job.data);
        if ("resetLinkFor" in job.data) {
          await issueResetLink(job.data.resetLinkFor);
        } else if (registered) {
          await registered();
        } else {
          const outcome = await deliverEmail((job.data as { emailId: string }).emailId, { finalAttempt: job.retryCount >= job.retryLimit });
          tally[outcome]++;
        }
        await boss.complete(EMAIL_QUEUE, job.id);
      } catch (err) {
        tally.failed++;
        // pg-boss schedules the retry (with backoff) or, after the last attempt, marks the job failed.
        await boss.fail(EMAIL_QUEUE, job.id, { message: describeError(err) }).catch(() => {});
      }
    }),
  );
}

/**
 * A job can end "failed" without its last attempt reaching deliverEmail's
 * error path: the worker died mid-send on the last try and pg-boss expired
 * it. Such emails would stay "queued" forever; mark them failed.
 */
export async function markEmailsOfFailedJobs(): Promise<number> {
  return prisma.$executeRawUnsafe(`
    UPDATE emails e
    SET status = 'failed',
        last_error = CASE WHEN e.last_error = '' THEN coalesce(j.output->'value'->>'message', j.output->>'message', 'The delivery job failed') ELSE e.last_error END
    FROM (
      SELECT id, output FROM ${BOSS_SCHEMA}.job WHERE name = '${EMAIL_QUEUE}' AND state = 'failed'
      UNION ALL
      SELECT id, output FROM ${BOSS_SCHEMA}.archive WHERE name = '${EMAIL_QUEUE}' AND state = 'failed'
    ) j
    WHERE e.status = 'queued' AND e.job_id = j.id`);
}

/**
 * Logs worker errors without flooding: while the database or the SMTP server
 * is down the same error comes back on every poll, so a repeat is logged at
 * most once a minute.
 */
function quietLogger(): (err: unknown) => void {
  let last = "";
  let lastAt = 0;
  return (err) => {
    const text = describeError(err);
    if (text === last && Date.now() - lastAt < 60_000) return;
    last = text;
    lastAt = Date.now();
    console.error(`[email worker] ${text}`);
  };
}

export type WorkerOptions = {
  /** Wait between polls when nothing is due (default 2000 ms). */
  pollIntervalMs?: number;
  /** Jobs run side by side per poll (default 5). */
  batchSize?: number;
  /** How often pg-boss expires jobs of dead workers (default 60 s). */
  maintenanceIntervalSeconds?: number;
  /** How often the waitlist's sweep runs (default 30 s). */
  sweepIntervalMs?: number;
  onError?: (err: unknown) => void;
};

export type EmailWorker = { stop(): Promise<void> };

/** Starts polling the queue; `stop()` lets the running batch finish, then disconnects. */
export async function startEmailWorker(opts: WorkerOptions = {}): Promise<EmailWorker> {
  const pollIntervalMs = opts.pollIntervalMs ?? 2000;
  const batchSize = opts.batchSize ?? 5;
  const onError = opts.onError ?? quietLogger();
  const boss = createBoss({ supervise: true, maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds });
  boss.on("error", onError);
  boss.on("maintenance", () => {
    markEmailsOfFailedJobs().catch(onError);
  });
  // The waitlist's sweep (lib/waitlist/offers.ts): what no change announced, at least once a
  // minute. Its own timer: pg-boss skips a maintenance run that comes a hair early, so tied to it
  // the sweep ran every 60 or 120 s. One sweep at a time.
  let sweeping = false;
  const sweep = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    sweepWaitlist()
      .catch(onError)
      .finally(() => (sweeping = false));
  }, opts.sweepIntervalMs ?? 30_000);
  // The audit trail's retention (lib/clinic/audit-retention.ts): queued once a day, and at start.
  const queueRetention = () => queueAuditRetention().catch(onError);
  const retention = setInterval(queueRetention, 24 * 60 * 60 * 1000);
  // The inactive patients' erasure (lib/privacy/retention.ts, issue 45): likewise once a day, and at start.
  const queueErasure = () => queueInactivePatientErasure().catch(onError);
  const erasure = setInterval(queueErasure, 24 * 60 * 60 * 1000);
  await boss.start();
  void queueRetention();
  void queueErasure();

  let stopping = false;
  const idle = new AbortController();
  const tally = emptyTally();
  const loop = (async () => {
    while (!stopping) {
      let jobs: EmailJob[] = [];
      try {
        jobs = await fetchDue(boss, batchSize);
        if (jobs.length) await runJobs(boss, jobs, tally);
      } catch (err) {
        onError(err);
      }
      if (jobs.length === 0 && !stopping) await sleep(pollIntervalMs, undefined, { signal: idle.signal }).catch(() => {});
    }
  })();

  return {
    async stop() {
      stopping = true;
      clearInterval(sweep);
      clearInterval(retention);
      clearInterval(erasure);
      idle.abort();
      await loop;
      await boss.stop({ graceful: false, close: true });
    },
  };
}

/**
 * Runs every due job until none is left or `budgetMs` is spent, after
 * pg-boss's maintenance (so jobs of a worker that died are retried). For
 * platforms without long-running processes.
 */
export async function drainEmailJobs(opts: { budgetMs?: number; batchSize?: number } = {}): Promise<Tally> {
  const deadline = Date.now() + (opts.budgetMs ?? 45_000);
  const boss = createBoss({ supervise: false });
  // A pool error (the database restarting) must not crash the function: the run fails and the next one retries.
  boss.on("error", quietLogger());
  await boss.start();
  const tally = emptyTally();
  try {
    await boss.maintain();
    while (Date.now() < deadline) {
      const jobs = await fetchDue(boss, opts.batchSize ?? 10);
      if (jobs.length === 0) break;
      await runJobs(boss, jobs, tally);
    }
    await markEmailsOfFailedJobs();
    await sweepWaitlist();
  } finally {
    await boss.stop({ graceful: false, close: true });
  }
  return tally;
}

// ---- the worker of a long-running server -------------------------------------

const globalForWorker = globalThis as unknown as { careslotEmailWorker?: Promise<EmailWorker> };

/**
 * Whether this process should run the worker: a Node.js server (not a build,
 * not Vercel, where the cron route drains instead), with a database, unless
 * EMAIL_WORKER=off (e.g. when a separate process runs it).
 */
export function shouldRunEmailWorker(): boolean {
  return (
    !process.env.VERCEL &&
    process.env.EMAIL_WORKER !== "off" &&
    process.env.NEXT_PHASE !== "phase-production-build" &&
    Boolean(process.env.DATABASE_URL)
  );
}

/**
 * Starts the worker once per process, in the background: a database that is
 * not up yet is retried every few seconds instead of failing the server.
 */
export function startBackgroundEmailWorker(opts: WorkerOptions = {}): void {
  globalForWorker.careslotEmailWorker ??= (async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await startEmailWorker(opts);
      } catch (err) {
        if (attempt === 1) console.error(`[email worker] cannot start yet (${describeError(err)}); retrying`);
        await new Promise((r) => setTimeout(r, Math.min(30_000, 2000 * attempt)));
      }
    }
  })();
}
