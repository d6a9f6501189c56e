// Email tests run against real SMTP: the mail catcher (smtp-server +
// mailparser, tests/helpers/mail-catcher.mjs) on a free port, and the real
// email worker (pg-boss) on the test file's database. Nothing is mocked.
import { prisma } from "@/lib/db";
import { startEmailWorker, type EmailWorker } from "@/lib/notifications/worker";
import { outgoing } from "@/lib/outbox/outbox";
import { recordEmails } from "@/lib/accounts/email-recipients";
import { welcome } from "@/lib/accounts/emails/welcome";
import { startMailCatcher, type CaughtMessage, type MailCatcher } from "@/tests/helpers/mail-catcher.mjs";

export type { CaughtMessage, MailCatcher };

/** A catching SMTP server; SMTP_URL points at it. */
export async function startInbox(opts: { smtpPort?: number } = {}): Promise<MailCatcher> {
  const inbox = await startMailCatcher({ smtpPort: opts.smtpPort ?? 0 });
  process.env.SMTP_URL = inbox.smtpUrl;
  return inbox;
}

/** The worker as a server runs it, polling fast and expiring dead jobs every second. */
export function startWorker(): Promise<EmailWorker> {
  return startEmailWorker({ pollIntervalMs: 100, maintenanceIntervalSeconds: 1, onError: () => {} });
}

/** The properties of the single VEVENT (and the calendar's METHOD) of an .ics text, lines unfolded. */
export function parseIcs(text: string): Record<string, string> {
  const lines = text.replace(/\r\n[ \t]/g, "").split("\r\n");
  const props: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const name = line.slice(0, colon).split(";")[0];
    if (!(name in props)) props[name] = line.slice(colon + 1);
  }
  return props;
}

/** 2025-03-10T09:30:00.000Z -> 20250310T093000Z: how an .ics file writes DTSTART and DTEND. */
export function icsUtc(date: Date): string {
  return date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

export function icsOf(message: CaughtMessage): Record<string, string> {
  const file = message.attachments.find((a) => a.filename.endsWith(".ics"));
  if (!file) throw new Error(`no .ics attached to "${message.subject}"`);
  return parseIcs(file.content.toString("utf8"));
}

/** Resolves once `check` holds, polling; fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The pg-boss job behind an outbox row. */
export async function jobOf(emailId: string) {
  const email = await prisma.email.findUniqueOrThrow({ where: { id: emailId } });
  const rows = await prisma.$queryRawUnsafe<{ state: string; start_after: Date; retry_count: number }[]>(
    "SELECT state::text, start_after, retry_count FROM pgboss.job WHERE name = 'email' AND id = $1::uuid",
    email.jobId,
  );
  return rows[0] ?? null;
}

/** Makes a scheduled job due now, as if its time had come. */
export async function makeDue(emailId: string): Promise<void> {
  const email = await prisma.email.findUniqueOrThrow({ where: { id: emailId } });
  await prisma.$executeRawUnsafe("UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE name = 'email' AND id = $1::uuid", email.jobId);
}

/**
 * A failed email, as if every attempt had failed (for Retry): recorded as the
 * app records one, its job removed, marked failed with an SMTP error.
 */
export async function failedEmail(to = "failed.delivery@example.test"): Promise<string> {
  const [id] = await prisma.$transaction((tx) => recordEmails(tx, [outgoing(welcome, { to, data: { name: "Failed Delivery", role: "patient" } })]));
  const { jobId } = await prisma.email.findUniqueOrThrow({ where: { id }, select: { jobId: true } });
  await prisma.$executeRawUnsafe("DELETE FROM pgboss.job WHERE name = 'email' AND id = $1::uuid", jobId);
  await prisma.email.update({ where: { id }, data: { status: "failed", attempts: 8, lastError: "ECONNECTION: connect ECONNREFUSED 127.0.0.1:2525" } });
  return id;
}

/** The token of the password link in an email (its plain-text part). */
export function linkTokenOf(message: CaughtMessage): string {
  const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(message.text)?.[1];
  if (!token) throw new Error(`no password link in "${message.subject}"`);
  return token;
}
