// The language field on every profile (patient and front desk, doctor, admin),
// shown only while the clinic offers more than one language (docs/i18n.md, the gate).
import { getLocale } from "next-intl/server";
import { ClientMessages } from "@/components/intl/client-messages";
import { LanguageField } from "@/components/profile/language-field";
import { offeredLocales } from "@/lib/i18n/locales";

export async function ProfileLanguage() {
  const offered = offeredLocales();
  if (offered.length < 2) return null;
  // The page's language: the user's saved choice when they have one (lib/i18n/locales.ts resolveLocale).
  const current = await getLocale();
  return (
    <ClientMessages namespaces={["ProfileLanguage"]}>
      <LanguageField current={current} offered={offered} />
    </ClientMessages>
  );
}
