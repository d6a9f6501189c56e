// lib/outbox: emails recorded in the transaction of the change that causes them, and what a
// template is. Imports root, platform. (lib/README.md)
//
// The outbox: an email is a row of `emails` plus a pg-boss job that delivers
// it, both written in the caller's transaction. If the change rolls back (a
// taken slot, a crash before commit), neither exists; once it commits, the
// job runs until the email is sent or its attempts are used up.
import { randomUUID } from "node:crypto";
import { clinicTimeZone } from "@/lib/clinic-time";
import type { Prisma } from "@/lib/generated/prisma/client";
import { EMAIL_QUEUE, queueClient, transactionDb } from "@/lib/platform/queue";
import type { EmailKind, EmailTemplate } from "@/lib/outbox/template";
import type { Locale } from "@/lib/i18n/locales";

type Tx = Prisma.TransactionClient;

/** An email to record: its template (which names its kind) and the data the template takes. */
export type NewEmail<D> = {
  template: EmailTemplate<D>;
  /**
   * The recipient's address; null for a person without one (a patient record the front desk made
   * from a phone call, issue 26): such an email is not recorded at all.
   */
  to: string | null;
  data: D;
  /** Whose email it is (the admin screen and the reminder opt-out use it). */
  userId?: string | null;
  appointmentId?: string | null;
  /** Not sent before this instant (default: as soon as the transaction commits). */
  sendAfter?: Date;
};

/** A NewEmail of any template, its data already checked against it (see `outgoing`). */
export type AnyNewEmail = NewEmail<unknown>;

/** An email to record, its data checked against its template's at compile time. */
export function outgoing<D>(template: EmailTemplate<D>, email: Omit<NewEmail<D>, "template">): AnyNewEmail {
  return { ...email, template } as unknown as AnyNewEmail;
}

const positiveInt = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * Delivery policy of each job, fixed when it is written:
 * MAIL_MAX_ATTEMPTS (default 8) tries in all, the first retry after
 * MAIL_RETRY_DELAY_SECONDS (default 30), each next wait about twice the last
 * (with jitter; 8 attempts span roughly one to two hours). A run still active
 * after MAIL_JOB_EXPIRE_SECONDS (default 300, far beyond the SMTP timeouts) is
 * taken for a dead worker and retried.
 */
export function deliveryPolicy() {
  return {
    retryLimit: positiveInt(process.env.MAIL_MAX_ATTEMPTS, 8) - 1,
    retryDelay: positiveInt(process.env.MAIL_RETRY_DELAY_SECONDS, 30),
    retryBackoff: true,
    expireInSeconds: positiveInt(process.env.MAIL_JOB_EXPIRE_SECONDS, 300),
  };
}

/**
 * A job of the email queue: a delivery of one outbox row, a "forgot password" request to look up
 * (it records its own email), or a job a domain registered (registerJob), written as
 * `{ <its name>: <its argument> }`.
 */
export type EmailJobData = { emailId: string } | { resetLinkFor: string } | { [job: string]: string };

/**
 * The jobs other domains run on the email queue, by name: the outbox writes and runs them and
 * knows nothing of what they do (the waitlist registers its look at a doctor's freed time,
 * lib/waitlist/jobs.ts). A job is registered by its domain's module, which the worker imports.
 */
const registeredJobs = new Map<string, (arg: string) => Promise<unknown>>();

export function registerJob(name: string, run: (arg: string) => Promise<unknown>): void {
  registeredJobs.set(name, run);
}

/** The registered job `data` names, ready to run, or null when none is registered under its name. */
export function registeredJob(data: EmailJobData): (() => Promise<unknown>) | null {
  for (const [name, run] of registeredJobs) {
    const arg = (data as Record<string, unknown>)[name];
    if (typeof arg === "string") return () => run(arg);
  }
  return null;
}

/** Queues, in `tx`, the job `name` with `arg`, to run once the transaction commits (or at `at`). */
export async function queueJob(tx: Tx, name: string, arg: string, at?: Date): Promise<void> {
  await enqueue(tx, { [name]: arg }, randomUUID(), at);
}

/** Writes a job of the email queue in `tx`. */
async function enqueue(tx: Tx, data: EmailJobData, jobId: string, sendAfter?: Date): Promise<void> {
  const sent = await queueClient().send(
    EMAIL_QUEUE,
    data,
    { id: jobId, ...(sendAfter ? { startAfter: sendAfter } : {}), ...deliveryPolicy(), db: transactionDb(tx) },
  );
  // pg-boss inserts nothing (and returns null) when the queue is missing: fail the change rather than lose the email.
  if (sent !== jobId) throw new Error(`The "${EMAIL_QUEUE}" queue is missing: apply the migrations (npm run db:migrate).`);
}

/**
 * Queues "forgot password" for `email` in `tx`: the job (on the email queue)
 * looks the account up and records its reset email (lib/accounts/password-reset.ts
 * issueResetLink). Asking costs the same whether or not the email has an
 * account, so the answer's timing tells nobody who is a patient.
 */
export async function queueResetLinkRequest(tx: Tx, email: string): Promise<void> {
  await enqueue(tx, { resetLinkFor: email }, randomUUID());
}

/**
 * Records emails and their delivery jobs in `tx`, each subject in its recipient's language
 * `localeOf(userId)`. Returns the emails' ids. Domains call lib/accounts/email-recipients.ts
 * recordEmails, which reads the recipients' languages (users.locale) first: the outbox reads no
 * domain's table (issue 42).
 */
export async function writeEmails(tx: Tx, emails: AnyNewEmail[], localeOf: (userId: string | null | undefined) => Locale): Promise<string[]> {
  const tz = clinicTimeZone();
  const ids: string[] = [];
  for (const email of emails) {
    if (!email.to) continue; // nobody to write to: the desk sees the record has no email
    const id = randomUUID();
    const jobId = randomUUID();
    await tx.email.create({
      data: {
        id,
        jobId,
        kind: email.template.kind,
        recipient: email.to,
        userId: email.userId ?? null,
        appointmentId: email.appointmentId ?? null,
        // In the recipient's language as it is now; the delivery writes it again as it is then.
        subject: email.template.subject(email.data, { tz, locale: localeOf(email.userId) }),
        data: email.data as Prisma.InputJsonValue,
        ...(email.sendAfter ? { sendAfter: email.sendAfter } : {}),
      },
    });
    await enqueue(tx, { emailId: id }, jobId, email.sendAfter);
    ids.push(id);
  }
  return ids;
}

/**
 * Drops the still-queued emails of some kinds about an appointment (its
 * reminder, when it is cancelled; an earlier move's "rescheduled" email, when
 * it moves again): their jobs are cancelled and the rows marked "cancelled",
 * in `tx`. Returns the emails dropped, oldest first (one sent meanwhile is
 * not among them).
 */
export async function cancelQueuedEmails(tx: Tx, where: { appointmentId: string; kinds: EmailKind[] }) {
  const rows = await tx.email.findMany({
    where: { appointmentId: where.appointmentId, kind: { in: where.kinds }, status: "queued" },
    select: { id: true, jobId: true },
  });
  if (rows.length === 0) return [];
  const jobIds = rows.flatMap((r) => (r.jobId ? [r.jobId] : []));
  if (jobIds.length) await queueClient().cancel(EMAIL_QUEUE, jobIds, { db: transactionDb(tx) });
  const dropped = await tx.email.updateManyAndReturn({
    where: { id: { in: rows.map((r) => r.id) }, status: "queued" },
    data: { status: "cancelled" },
    select: { kind: true, recipient: true, data: true, createdAt: true },
  });
  return dropped.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/**
 * Sends a failed email again (the admin's Retry): back to "queued" with a new
 * job and a fresh set of attempts. False when the email is not failed.
 */
export async function requeueEmail(tx: Tx, emailId: string): Promise<boolean> {
  const jobId = randomUUID();
  const { count } = await tx.email.updateMany({
    where: { id: emailId, status: "failed" },
    data: { status: "queued", jobId, sendAfter: new Date() },
  });
  if (count === 0) return false;
  await enqueue(tx, { emailId }, jobId);
  return true;
}
