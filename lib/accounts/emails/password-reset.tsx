// "Forgot password": a link that sets a new password, once, within an hour.
import { CLINIC_NAME } from "@/lib/outbox/mail-config";
import { formatInstant } from "@/lib/outbox/mail-format";
import { defineTemplate } from "@/lib/outbox/template";
import { ActionButton, EmailLayout, P } from "@/lib/outbox/layout";
import { LinkAsText, linkStillWanted, passwordLinkUrl, withoutToken, type PasswordLinkData } from "@/lib/accounts/emails/password-link";

export const passwordReset = defineTemplate<PasswordLinkData>({
  kind: "password_reset",
  subject: () => `Reset your ${CLINIC_NAME} password`,
  body: (data, ctx) => {
    const url = passwordLinkUrl(data, ctx);
    return (
      <EmailLayout preview="Choose a new password (the link works for one hour)" heading="Reset your password" siteUrl={ctx.siteUrl}>
        <P>Hello {data.name},</P>
        <P>We received a request to reset the password of your {CLINIC_NAME} account. Choose a new one here:</P>
        <ActionButton href={url}>Choose a new password</ActionButton>
        <LinkAsText href={url} />
        <P>
          The link works once, for one hour (until {formatInstant(new Date(data.expiresAt), ctx.tz)}). Setting a new password
          signs you out on every device.
        </P>
        <P>If you did not ask for this, you can ignore this email: your password stays as it is.</P>
      </EmailLayout>
    );
  },
  stillWanted: linkStillWanted,
  redact: withoutToken,
});
