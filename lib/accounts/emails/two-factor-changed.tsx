// Every change to an account's second factor (issue 44, item 6): turned on or off, new recovery
// codes, a recovery code used, a passkey added or removed, a reset by the clinic. It names the
// change and never carries a code, a secret or a link that acts.
import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { CLINIC_NAME } from "@/lib/outbox/mail-config";
import { defineTemplate } from "@/lib/outbox/template";
import { emailIntl } from "@/lib/outbox/language";
import { ActionButton, EmailLayout, Greeting, P } from "@/lib/outbox/layout";

export const TWO_FACTOR_CHANGES = ["totp_on", "totp_off", "recovery_codes", "recovery_code_used", "passkey_added", "passkey_removed", "reset"] as const;
export type TwoFactorChange = (typeof TWO_FACTOR_CHANGES)[number];

export type TwoFactorChangedData = { name: string; change: TwoFactorChange };

const text = (locale: Locale) => createTranslator({ ...emailIntl(locale), namespace: "EmailTwoFactor" });

export const twoFactorChanged = defineTemplate<TwoFactorChangedData>({
  kind: "two_factor_changed",
  subject: (_data, { locale }) => text(locale)("subject", { clinic: CLINIC_NAME }),
  body: (data, ctx) => {
    const { locale } = ctx;
    const t = text(locale);
    return (
      <EmailLayout locale={locale} preview={t("change", { change: data.change })} heading={t("heading")} siteUrl={ctx.siteUrl}>
        <Greeting locale={locale} name={data.name} />
        <P>{t("change", { change: data.change })}</P>
        <P>{t("otherSessions")}</P>
        <P>{t("notYou", { clinic: CLINIC_NAME })}</P>
        <ActionButton href={`${ctx.siteUrl}/security`}>{t("review")}</ActionButton>
      </EmailLayout>
    );
  },
});
