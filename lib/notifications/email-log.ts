// The clinic's view of email delivery (admins only): recent emails newest
// first with their status, attempts and the SMTP server's last error, and
// Retry for a failed one. The admin screen (/admin/emails), its server action
// and GET /api/admin/emails all come here. Never the email's data: it may
// hold a password link's token until the email is sent.
import { z } from "zod";
import { prisma } from "@/lib/db";
import { conflict, forbidden, notFound } from "@/lib/errors";
import type { EmailStatus, Prisma } from "@/lib/generated/prisma/client";
import { requeueEmail } from "@/lib/outbox/outbox";
import { idSchema } from "@/lib/validation";
import type { Actor } from "@/lib/accounts/users";

export const EMAIL_STATUSES = ["queued", "sent", "failed", "cancelled"] as const satisfies readonly EmailStatus[];

export const ADMINS_ONLY = "Only admins can see the clinic's emails";
export const EMAIL_NOT_FOUND = "Email not found";
export const EMAIL_REQUEUED = "The email is queued to be sent again.";
export const ONLY_FAILED_RETRIED = "Only a failed email can be sent again.";

export const emailListQuery = z.object({
  status: z.enum(EMAIL_STATUSES, { error: `status must be one of: ${EMAIL_STATUSES.join(", ")}` }).optional().describe("Only emails with this status"),
  limit: z.coerce
    .number({ error: "limit must be a whole number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(500, "limit must be at most 500")
    .optional(),
  cursor: idSchema.optional().describe("nextCursor of the previous page"),
});
export type EmailListQuery = z.output<typeof emailListQuery>;

/** One email as the admin screen and the API show it. */
export const emailShape = z.strictObject({
  _id: z.string(),
  kind: z.string().describe('The template, e.g. "booking_confirmation", "reminder", "password_reset"'),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().describe("The SMTP server's answer to the last failed attempt; empty once sent"),
  createdAt: z.string(),
  sendAfter: z.string().describe("Not sent before this instant (a reminder's time)"),
  sentAt: z.string().nullable(),
});
export type EmailDTO = z.output<typeof emailShape>;

const emailSelect = {
  id: true,
  kind: true,
  recipient: true,
  subject: true,
  status: true,
  attempts: true,
  lastError: true,
  createdAt: true,
  sendAfter: true,
  sentAt: true,
} satisfies Prisma.EmailSelect;

function toEmailDTO(row: Prisma.EmailGetPayload<{ select: typeof emailSelect }>): EmailDTO {
  return {
    _id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sendAfter: row.sendAfter.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

function assertAdmin(actor: Actor): void {
  if (actor.role !== "admin") throw forbidden(ADMINS_ONLY);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Recent emails, newest first (created_at desc, id: the table's index), a page
 * at a time. An unknown cursor gives an empty page.
 */
export async function listEmails(actor: Actor, query: EmailListQuery = {}): Promise<{ items: EmailDTO[]; nextCursor: string | null }> {
  assertAdmin(actor);
  const limit = query.limit ?? 50;
  const where: Prisma.EmailWhereInput = query.status ? { status: query.status } : {};
  if (query.cursor) {
    const at = UUID.test(query.cursor) ? await prisma.email.findUnique({ where: { id: query.cursor }, select: { createdAt: true } }) : null;
    if (!at) return { items: [], nextCursor: null };
    where.AND = { createdAt: { lte: at.createdAt }, OR: [{ createdAt: { lt: at.createdAt } }, { id: { gt: query.cursor } }] };
  }
  const rows = await prisma.email.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "asc" }], take: limit + 1, select: emailSelect });
  const items = rows.slice(0, limit).map(toEmailDTO);
  return { items, nextCursor: rows.length > limit ? items[items.length - 1]._id : null };
}

/** How many emails have each status (the screen's filter). */
export async function emailCounts(actor: Actor): Promise<Record<EmailStatus, number>> {
  assertAdmin(actor);
  const groups = await prisma.email.groupBy({ by: ["status"], _count: { _all: true } });
  const counts = Object.fromEntries(EMAIL_STATUSES.map((s) => [s, 0])) as Record<EmailStatus, number>;
  for (const g of groups) counts[g.status] = g._count._all;
  return counts;
}

/** The admin's Retry: a failed email goes back to the queue with a fresh set of attempts. */
export async function retryEmail(actor: Actor, id: string): Promise<EmailDTO> {
  assertAdmin(actor);
  if (!UUID.test(id)) throw notFound(EMAIL_NOT_FOUND);
  return prisma.$transaction(async (tx) => {
    const row = await tx.email.findUnique({ where: { id }, select: { status: true } });
    if (!row) throw notFound(EMAIL_NOT_FOUND);
    if (!(await requeueEmail(tx, id))) throw conflict(ONLY_FAILED_RETRIED);
    return toEmailDTO(await tx.email.findUniqueOrThrow({ where: { id }, select: emailSelect }));
  });
}
