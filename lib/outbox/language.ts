// The language an email is written in (issue 29): its recipient's, read when
// the email is rendered, not the language of whoever caused it. An account's
// saved choice (users.locale) while the clinic offers it; else (no choice
// saved, a patient record without an account, a language since withdrawn)
// the clinic's default. Emails have no request, so they translate with
// next-intl's createTranslator over messagesFor(locale) (messages/emails/).
import type { Prisma } from "@/lib/generated/prisma/client";
import { clinicLocale, offeredLocales, type Locale } from "@/lib/locales";
import { messagesFor } from "@/messages";

/** The language of the emails of someone whose saved language is `saved`. */
export function emailLocale(saved: string | null | undefined): Locale {
  return offeredLocales().find((l) => l === saved) ?? clinicLocale();
}

/** The language of the emails of the account `userId` (none: the clinic's default), read in `db` now. */
export async function recipientLocale(db: Pick<Prisma.TransactionClient, "user">, userId: string | null): Promise<Locale> {
  // One language offered (the gate closed): nothing to read.
  if (!userId || offeredLocales().length === 1) return emailLocale(null);
  const user = await db.user.findUnique({ where: { id: userId }, select: { locale: true } });
  return emailLocale(user?.locale);
}

/** What createTranslator needs for an email in `locale`: `createTranslator({ ...emailIntl(locale), namespace: "EmailWelcome" })`. */
export function emailIntl(locale: Locale) {
  return { locale, messages: messagesFor(locale) };
}
