import Link from "next/link";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { wordsOf } from "@/components/intl/words";
import { TriangleAlert } from "lucide-react";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { Button } from "@/components/ui/button";
import { describeLink } from "@/lib/accounts/password-reset";
import { LINK_NOT_VALID, passwordLinkTokenSchema } from "@/lib/accounts/password-schema";

// The address carries the link's secret: no Referer may take it anywhere, and no search engine keeps it.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("AuthPages");
  return { title: t("resetMetaTitle"), referrer: "no-referrer", robots: { index: false, follow: false } };
}

/**
 * Where emailed password links lead: "forgot password" (one hour) and a new
 * doctor's first password (seven days). Open to everyone, signed in or not:
 * an admin may test a doctor's link in their own browser. A link that cannot
 * be used says why before anything is typed.
 */
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const raw = (await searchParams).token;
  const parsed = passwordLinkTokenSchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  const token = parsed.success ? parsed.data : null;
  const link = token ? await describeLink(token) : null;
  const t = await getTranslations("AuthPages");

  if (!token || !link || !link.ok) {
    const problem = link && !link.ok ? link.message : LINK_NOT_VALID;
    return (
      <AuthCard
        title={t("linkUnusableTitle")}
        description={t("linkUnusableDescription")}
        footer={
          <Link href="/login" className="text-primary underline underline-offset-4">
            {t("backToLogin")}
          </Link>
        }
      >
        <div className="space-y-4">
          <p role="alert" className="flex gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm leading-relaxed">
            <TriangleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
            <span>{problem}</span>
          </p>
          <Button asChild className="w-full" size="lg">
            <Link href="/forgot-password">{t("getNewLink")}</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  const first = link.purpose === "set_password";
  return (
    <AuthCard
      title={first ? t("setPasswordTitle") : t("newPasswordTitle")}
      description={first ? t("setPasswordDescription") : t("newPasswordDescription")}
      footer={
        <Link href="/login" className="text-primary underline underline-offset-4">
          {t("backToLogin")}
        </Link>
      }
    >
      {/* Words as props: this page's first-load JavaScript has no room for next-intl's client (docs/i18n.md). */}
      <ResetPasswordForm
        token={token}
        submitLabel={first ? t("setPasswordButton") : t("saveNewPasswordButton")}
        words={wordsOf(await getTranslations("ResetPasswordForm"), ["confirmNewPasswordLabel", "newPasswordLabel", "resetFormLabel", "savePasswordFailed", "saving"])}
      />
    </AuthCard>
  );
}
