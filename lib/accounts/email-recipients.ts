// The recipients of emails, as accounts (issue 29): an email is written in its recipient's
// language, their saved choice (users.locale) while the clinic offers it, else the clinic's
// default (lib/outbox/language.ts emailLocale). Read here, with the accounts that own it, when an
// email is recorded (recordEmails, over the outbox's writeEmails) and when it is delivered
// (lib/notifications/deliver.ts): the outbox comes before the accounts and reads no domain's
// table (issue 42).
import type { Prisma } from "@/lib/generated/prisma/client";
import { offeredLocales, type Locale } from "@/lib/i18n/locales";
import { emailLocale } from "@/lib/outbox/language";
import { writeEmails, type AnyNewEmail } from "@/lib/outbox/outbox";

type Db = Pick<Prisma.TransactionClient, "user">;

/** The languages of the emails of these accounts, read in `db` now in one query (no account: the clinic's default). */
async function recipientLocales(db: Db, userIds: (string | null | undefined)[]): Promise<(userId: string | null | undefined) => Locale> {
  const ids = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
  // One language offered (CLINIC_LOCALES=en, say): nothing to read.
  if (ids.length === 0 || offeredLocales().length === 1) return () => emailLocale(null);
  const rows = await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, locale: true } });
  const saved = new Map(rows.map((r) => [r.id, r.locale]));
  return (userId) => emailLocale(userId ? saved.get(userId) : null);
}

/** The language of the emails of the account `userId`, read in `db` now. */
export async function recipientLocale(db: Db, userId: string | null): Promise<Locale> {
  return (await recipientLocales(db, [userId]))(userId);
}

/**
 * Records emails and their delivery jobs in `tx` (the outbox), each subject in its recipient's
 * language as it is now; the delivery writes it again as it is then. Returns the emails' ids.
 */
export async function recordEmails(tx: Prisma.TransactionClient, emails: AnyNewEmail[]): Promise<string[]> {
  return writeEmails(tx, emails, await recipientLocales(tx, emails.map((e) => e.userId)));
}
