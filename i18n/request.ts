// next-intl's request configuration (issue 29), without locale routing: the
// addresses carry no language. The language is lib/i18n/locales.ts's rule over
// this request (lib/auth/locale.ts); the messages are that language's (messages/index.ts).
// Dates and times are the clinic's (CLINIC_TIMEZONE), whatever the language.
import { getRequestConfig } from "next-intl/server";
import { requestLocale } from "@/lib/auth/locale";
import { clinicTimeZone } from "@/lib/clinic-time";
import { messagesFor } from "@/messages";

export default getRequestConfig(async () => {
  const locale = await requestLocale();
  return {
    locale,
    timeZone: clinicTimeZone(),
    messages: messagesFor(locale),
  };
});
