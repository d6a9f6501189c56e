// "Forgot password": a link that sets a new password, once, within an hour.
import { createTranslator } from "next-intl";
import { CLINIC_NAME } from "@/lib/outbox/mail-config";
import { formatInstant } from "@/lib/outbox/mail-format";
import { defineTemplate } from "@/lib/outbox/template";
import { emailIntl } from "@/lib/outbox/language";
import { ActionButton, EmailLayout, Greeting, P } from "@/lib/outbox/layout";
import { LinkAsText, linkStillWanted, passwordLinkUrl, withoutToken, type PasswordLinkData } from "@/lib/accounts/emails/password-link";

export const passwordReset = defineTemplate<PasswordLinkData>({
  kind: "password_reset",
  subject: (_data, { locale }) => createTranslator({ ...emailIntl(locale), namespace: "EmailPasswordReset" })("resetSubject", { clinic: CLINIC_NAME }),
  body: (data, ctx) => {
    const { locale } = ctx;
    const t = createTranslator({ ...emailIntl(locale), namespace: "EmailPasswordReset" });
    const url = passwordLinkUrl(data, ctx);
    return (
      <EmailLayout locale={locale} preview={t("resetPreview")} heading={t("resetHeading")} siteUrl={ctx.siteUrl}>
        <Greeting locale={locale} name={data.name} />
        <P>{t("resetIntro", { clinic: CLINIC_NAME })}</P>
        <ActionButton href={url}>{t("chooseNewPassword")}</ActionButton>
        <LinkAsText href={url} locale={locale} />
        <P>{t("resetExpiry", { until: formatInstant(new Date(data.expiresAt), ctx.tz, locale) })}</P>
        <P>{t("resetIgnore")}</P>
      </EmailLayout>
    );
  },
  stillWanted: linkStillWanted,
  redact: withoutToken,
});
