import Link from "next/link";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TriangleAlert } from "lucide-react";
import { AuthCard } from "@/components/auth/auth-card";
import { UnsubscribeButton } from "@/components/profile/unsubscribe-button";
import { ClientMessages } from "@/components/intl/client-messages";
import { isUnsubscribeLink } from "@/lib/accounts/email-preferences";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Unsubscribe");
  return { title: t("title"), robots: { index: false, follow: false } };
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

/**
 * Where "Turn off reminder emails" in a reminder leads. No sign-in needed: the
 * link is signed. Opening it changes nothing (mail scanners open links); the
 * button does. Mail apps use POST /api/emails/unsubscribe instead (one click).
 */
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<{ u?: string | string[]; sig?: string | string[] }> }) {
  const sp = await searchParams;
  const link = { u: one(sp.u), sig: one(sp.sig) };
  const valid = isUnsubscribeLink(link);
  const t = await getTranslations("Unsubscribe");
  return (
    <AuthCard
      title={t("title")}
      description={t("description")}
      footer={
        <Link href="/profile" className="text-primary underline-offset-4 hover:underline">
          {t("manageInProfile")}
        </Link>
      }
    >
      {valid ? (
        <ClientMessages namespaces={["UnsubscribeButton"]}>
          <UnsubscribeButton u={link.u} sig={link.sig} />
        </ClientMessages>
      ) : (
        <p role="alert" className="flex gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm leading-relaxed">
          <TriangleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
          {/* lib/accounts/email-preferences.ts's UNSUBSCRIBE_LINK_NOT_VALID, in the page's language. */}
          <span>{t("linkNotValid")}</span>
        </p>
      )}
    </AuthCard>
  );
}
