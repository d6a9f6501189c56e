// What the two password emails share: a single-use link to /reset-password,
// sent only while the link still works, and whose token is blanked in
// emails.data once the email is done with (the database keeps only the
// token's hash in password_tokens; see lib/accounts/password-links.ts).
import { Link } from "@react-email/components";
import { createTranslator } from "next-intl";
import { isLinkOpen } from "@/lib/accounts/password-links";
import type { Locale } from "@/lib/i18n/locales";
import { emailIntl } from "@/lib/outbox/language";
import { BRAND } from "@/lib/outbox/mail-config";
import type { EmailContext } from "@/lib/outbox/template";
import { P } from "@/lib/outbox/layout";

export type PasswordLinkData = {
  name: string;
  /** The password_tokens row: whether the link still works is checked by it. */
  tokenId: string;
  /** The link's secret; "" once the email was sent (or dropped, or failed for good). */
  token: string;
  /** ISO instant the link stops working. */
  expiresAt: string;
  /** A set-password link's account, as its email names it (issue 26); absent: "doctor" (issue 22's). */
  account?: "doctor" | "front desk" | "patient";
};

export function passwordLinkUrl(data: PasswordLinkData, ctx: EmailContext): string {
  return `${ctx.siteUrl}/reset-password?token=${encodeURIComponent(data.token)}`;
}

/** The link written out, for mail apps that show no button. */
export function LinkAsText({ href, locale }: { href: string; locale: Locale }) {
  const t = createTranslator({ ...emailIntl(locale), namespace: "EmailPasswordLink" });
  return (
    <P>
      {t.rich("copyLink", {
        url: href,
        link: (chunks) => (
          <Link href={href} style={{ color: BRAND.primary, wordBreak: "break-all" }}>
            {chunks}
          </Link>
        ),
      })}
    </P>
  );
}

/** Not sent once the link was used or has expired (nor after its token was blanked). */
export async function linkStillWanted(data: PasswordLinkData): Promise<boolean> {
  return data.token !== "" && (await isLinkOpen(data.tokenId));
}

export function withoutToken(data: PasswordLinkData): PasswordLinkData {
  return { ...data, token: "" };
}
