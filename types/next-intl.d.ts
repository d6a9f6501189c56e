// Typed messages (issue 29): t("...") with a key missing from English (messages/*/en.json),
// or a locale outside lib/i18n/locales.ts, is a type error. The other languages are
// held to English's keys by tests/unit/messages.test.ts. Declared on use-intl, where
// next-intl's AppConfig lives: declared on "next-intl", the types of
// "next-intl/server" (getLocale, getTranslations) did not see it.
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/messages";

declare module "use-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
