import Link from "next/link";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { wordsOf } from "@/components/intl/words";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("AuthPages");
  return { title: t("forgotMetaTitle"), description: t("forgotMetaDescription") };
}

// Open to everyone, signed in or not: a patient signed in on another device may still need a new password.
export default async function ForgotPasswordPage() {
  const t = await getTranslations("AuthPages");
  return (
    <AuthCard
      title={t("forgotTitle")}
      description={t("forgotDescription")}
      footer={
        <Link href="/login" className="text-primary underline underline-offset-4">
          {t("backToLogin")}
        </Link>
      }
    >
      {/* Words as props: this page's first-load JavaScript has no room for next-intl's client (docs/i18n.md). */}
      <ForgotPasswordForm
        words={wordsOf(await getTranslations("ForgotPasswordForm"), ["checkEmail", "emailLabel", "emailMeLink", "emailPlaceholder", "forgotFormLabel", "noEmailHint", "sendAnotherLink", "sendLinkFailed", "sending"])}
      />
    </AuthCard>
  );
}
