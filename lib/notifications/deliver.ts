// lib/notifications: delivering what the outbox holds (registry of kinds, rendering, SMTP, worker,
// delivery log, local inbox). The last domain: imports every other. (lib/README.md)
//
// One delivery attempt of one outbox row, as its job runs it: claim the row
// (only a queued email is sent, so a job that runs twice sends once), ask the
// template whether it is still wanted, render, hand it to SMTP, record the
// outcome. A failed attempt throws, so the queue retries it.
import { render } from "@react-email/render";
import { clinicTimeZone } from "@/lib/clinic-time";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { messageIdDomain, siteUrl } from "@/lib/outbox/mail-config";
import { sendEmail } from "@/lib/notifications/transport";
import { isEmailKind, templateOf } from "@/lib/notifications/registry";
import type { EmailContext } from "@/lib/outbox/template";
import { recipientLocale } from "@/lib/accounts/email-recipients";

export type DeliveryOutcome =
  /** Accepted by the SMTP server. */
  | "sent"
  /** Its template said it is no longer wanted: marked cancelled, not sent. */
  | "dropped"
  /** Not queued any more (sent, cancelled or failed earlier): nothing to do. */
  | "skipped";

/** The plain-text part keeps headings as written (html-to-text would upper-case them). */
const PLAIN_TEXT = { selectors: ["h1", "h2"].map((selector) => ({ selector, options: { uppercase: false } })) };

/** The SMTP server's own words where there are some ("ECONNECTION: connect ECONNREFUSED ..."). */
export function describeError(err: unknown): string {
  if (!(err instanceof Error)) return String(err).slice(0, 1000);
  const { code, response } = err as Error & { code?: string; response?: string };
  const text = response || err.message;
  return (code && !text.startsWith(code) ? `${code}: ${text}` : text).slice(0, 1000);
}

/** The Message-ID of an email: the same on every attempt, so receivers can drop a duplicate. */
export function messageIdOf(emailId: string): string {
  return `<${emailId}@${messageIdDomain()}>`;
}

/**
 * Runs one attempt. `finalAttempt`: the job's last try, so a failure marks
 * the email "failed" (with the error) instead of leaving it queued.
 */
export async function deliverEmail(emailId: string, opts: { finalAttempt: boolean }): Promise<DeliveryOutcome> {
  const { count } = await prisma.email.updateMany({
    where: { id: emailId, status: "queued" },
    data: { attempts: { increment: 1 } },
  });
  if (count === 0) return "skipped";
  const row = await prisma.email.findUniqueOrThrow({ where: { id: emailId } });

  if (!isEmailKind(row.kind)) return fail(row.id, new Error(`No template for emails of kind "${row.kind}"`), opts.finalAttempt);
  const template = templateOf(row.kind);
  // What stays in emails.data once the email is done with (see EmailTemplate.redact).
  const done = template.redact ? { data: template.redact(row.data) as Prisma.InputJsonValue } : {};
  let subject = row.subject;

  try {
    if (template.stillWanted && !(await template.stillWanted(row.data, row))) {
      await prisma.email.updateMany({ where: { id: emailId, status: "queued" }, data: { status: "cancelled", ...done } });
      return "dropped";
    }
    // The recipient's language now (issue 29): a reminder recorded days ago follows a change made since.
    const locale = await recipientLocale(prisma, row.userId);
    const ctx: EmailContext = { emailId: row.id, createdAt: row.createdAt, siteUrl: siteUrl(), tz: clinicTimeZone(), userId: row.userId, locale };
    subject = template.subject(row.data, ctx);
    const body = template.body(row.data, ctx);
    const [html, text] = await Promise.all([render(body), render(body, { plainText: true, htmlToTextOptions: PLAIN_TEXT })]);
    await sendEmail({
      messageId: messageIdOf(row.id),
      to: row.recipient,
      subject,
      html,
      text,
      headers: template.headers?.(row.data, ctx),
      attachments: template.attachments?.(row.data, ctx),
    });
  } catch (err) {
    return fail(row.id, err, opts.finalAttempt, done);
  }

  // Also over "cancelled": if the email was dropped while this attempt was
  // already talking to the server, it went out all the same.
  await prisma.email.updateMany({
    where: { id: emailId, status: { in: ["queued", "cancelled"] } },
    data: { status: "sent", sentAt: new Date(), lastError: "", subject, ...done },
  });
  return "sent";
}

/**
 * Records a failed attempt and throws, so the queue retries it; the last
 * attempt marks the email "failed" (and redacts it: a Retry of an email whose
 * secret was blanked is dropped by its template's stillWanted).
 */
async function fail(emailId: string, err: unknown, finalAttempt: boolean, done: { data?: Prisma.InputJsonValue } = {}): Promise<never> {
  await prisma.email.updateMany({
    where: { id: emailId, status: "queued" },
    data: { lastError: describeError(err), ...(finalAttempt ? { status: "failed", ...done } : {}) },
  });
  throw err;
}
