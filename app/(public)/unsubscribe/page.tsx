import Link from "next/link";
import type { Metadata } from "next";
import { TriangleAlert } from "lucide-react";
import { AuthCard } from "@/components/auth/auth-card";
import { UnsubscribeButton } from "@/components/profile/unsubscribe-button";
import { isUnsubscribeLink, UNSUBSCRIBE_LINK_NOT_VALID } from "@/lib/accounts/email-preferences";

export const metadata: Metadata = { title: "Reminder emails", robots: { index: false, follow: false } };

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
  return (
    <AuthCard
      title="Reminder emails"
      description="Reminders come shortly before each appointment. Confirmations and cancellations always come by email."
      footer={
        <Link href="/profile" className="text-primary underline-offset-4 hover:underline">
          Manage emails in your profile
        </Link>
      }
    >
      {valid ? (
        <UnsubscribeButton u={link.u} sig={link.sig} />
      ) : (
        <p role="alert" className="flex gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm leading-relaxed">
          <TriangleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
          <span>{UNSUBSCRIBE_LINK_NOT_VALID}</span>
        </p>
      )}
    </AuthCard>
  );
}
