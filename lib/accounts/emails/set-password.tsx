// To a doctor the clinic added without choosing a password for them, or a front desk member
// (issue 26): a link to set their own, once, within seven days.
import { createTranslator } from "next-intl";
import { CLINIC_NAME } from "@/lib/outbox/mail-config";
import { formatInstant } from "@/lib/outbox/mail-format";
import { defineTemplate } from "@/lib/outbox/template";
import { emailIntl } from "@/lib/outbox/language";
import { ActionButton, EmailLayout, Greeting, P } from "@/lib/outbox/layout";
import { LinkAsText, linkStillWanted, passwordLinkUrl, withoutToken, type PasswordLinkData } from "@/lib/accounts/emails/password-link";

/** The account as the messages' select names it (absent: a doctor's, issue 22's). */
const accountOf = (data: PasswordLinkData) => (data.account === "front desk" ? "desk" : (data.account ?? "doctor"));

export const setPassword = defineTemplate<PasswordLinkData>({
  kind: "set_password",
  subject: (_data, { locale }) => createTranslator({ ...emailIntl(locale), namespace: "EmailSetPassword" })("setSubject", { clinic: CLINIC_NAME }),
  body: (data, ctx) => {
    const { locale } = ctx;
    const t = createTranslator({ ...emailIntl(locale), namespace: "EmailSetPassword" });
    const url = passwordLinkUrl(data, ctx);
    const account = accountOf(data);
    return (
      <EmailLayout locale={locale} preview={t("setPreview", { account })} heading={t("setHeading", { clinic: CLINIC_NAME })} siteUrl={ctx.siteUrl}>
        <Greeting locale={locale} name={data.name} />
        <P>{t("setIntro", { account })}</P>
        <ActionButton href={url}>{t("setYourPassword")}</ActionButton>
        <LinkAsText href={url} locale={locale} />
        <P>{t("setExpiry", { until: formatInstant(new Date(data.expiresAt), ctx.tz, locale) })}</P>
      </EmailLayout>
    );
  },
  stillWanted: linkStillWanted,
  redact: withoutToken,
});
