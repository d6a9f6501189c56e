// The language an email is written in (issue 29): its recipient's, read when
// the email is rendered, not the language of whoever caused it. An account's
// saved choice (users.locale) while the clinic offers it; else (no choice
// saved, a patient record without an account, a language since withdrawn)
// the clinic's default. Emails have no request, so they translate with
// next-intl's createTranslator over messagesFor(locale) (messages/emails/). The saved choice is
// read with the accounts that own it (lib/accounts/email-recipients.ts, issue 42).
import { clinicLocale, offeredLocales, type Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/messages";

/** The language of the emails of someone whose saved language is `saved`. */
export function emailLocale(saved: string | null | undefined): Locale {
  return offeredLocales().find((l) => l === saved) ?? clinicLocale();
}

/** What createTranslator needs for an email in `locale`: `createTranslator({ ...emailIntl(locale), namespace: "EmailWelcome" })`. */
export function emailIntl(locale: Locale) {
  return { locale, messages: messagesFor(locale) };
}
