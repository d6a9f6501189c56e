// The language an email is written in (issue 29): its recipient's, read when
// the email is rendered, not the language of whoever caused it. An account's
// saved choice (users.locale) while the clinic offers it; else (no choice
// saved, a patient record without an account, a language since withdrawn)
// the clinic's default. Emails have no request, so they translate with
// next-intl's createTranslator over messagesFor(locale) (messages/emails/).
import type { Prisma } from "@/lib/generated/prisma/client";
import { clinicLocale, offeredLocales, type Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/messages";

/** The language of the emails of someone whose saved language is `saved`. */
export function emailLocale(saved: string | null | undefined): Locale {
  return offeredLocales().find((l) => l === saved) ?? clinicLocale();
}

type Db = Pick<Prisma.TransactionClient, "user">;

/** The languages of the emails of these accounts, read in `db` now in one query (no account: the clinic's default). */
export async function recipientLocales(db: Db, userIds: (string | null | undefined)[]): Promise<(userId: string | null | undefined) => Locale> {
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

/** What createTranslator needs for an email in `locale`: `createTranslator({ ...emailIntl(locale), namespace: "EmailWelcome" })`. */
export function emailIntl(locale: Locale) {
  return { locale, messages: messagesFor(locale) };
}
