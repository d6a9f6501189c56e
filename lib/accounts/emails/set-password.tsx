// To a doctor the clinic added without choosing a password for them, or a front desk member
// (issue 26): a link to set their own, once, within seven days.
import { CLINIC_NAME } from "@/lib/outbox/mail-config";
import { formatInstant } from "@/lib/outbox/mail-format";
import { defineTemplate } from "@/lib/outbox/template";
import { ActionButton, EmailLayout, P } from "@/lib/outbox/layout";
import { LinkAsText, linkStillWanted, passwordLinkUrl, withoutToken, type PasswordLinkData } from "@/lib/accounts/emails/password-link";

export const setPassword = defineTemplate<PasswordLinkData>({
  kind: "set_password",
  subject: () => `Set your password for ${CLINIC_NAME}`,
  body: (data, ctx) => {
    const url = passwordLinkUrl(data, ctx);
    return (
      <EmailLayout preview={`Your ${data.account ?? "doctor"} account is ready: choose your password`} heading={`Welcome to ${CLINIC_NAME}`} siteUrl={ctx.siteUrl}>
        <P>Hello {data.name},</P>
        <P>The clinic has made your {data.account ?? "doctor"} account. Choose the password you will log in with:</P>
        <ActionButton href={url}>Set your password</ActionButton>
        <LinkAsText href={url} />
        <P>
          The link works once, until {formatInstant(new Date(data.expiresAt), ctx.tz)}. After that, use &quot;Forgot
          password?&quot; on the login page to get a new one.
        </P>
      </EmailLayout>
    );
  },
  stillWanted: linkStillWanted,
  redact: withoutToken,
});
