import Link from "next/link";
import type { Metadata } from "next";
import { TriangleAlert } from "lucide-react";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { Button } from "@/components/ui/button";
import { describeLink } from "@/lib/accounts/password-reset";
import { LINK_NOT_VALID, passwordLinkTokenSchema } from "@/lib/accounts/password-schemas";

// The address carries the link's secret: no Referer may take it anywhere, and no search engine keeps it.
export const metadata: Metadata = { title: "Choose a password", referrer: "no-referrer", robots: { index: false, follow: false } };

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

  if (!token || !link || !link.ok) {
    const problem = link && !link.ok ? link.message : LINK_NOT_VALID;
    return (
      <AuthCard
        title="This link cannot be used"
        description="Password links work once, for a limited time."
        footer={
          <Link href="/login" className="text-primary underline underline-offset-4">
            Back to login
          </Link>
        }
      >
        <div className="space-y-4">
          <p role="alert" className="flex gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm leading-relaxed">
            <TriangleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
            <span>{problem}</span>
          </p>
          <Button asChild className="w-full" size="lg">
            <Link href="/forgot-password">Get a new link</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  const first = link.purpose === "set_password";
  return (
    <AuthCard
      title={first ? "Set your password" : "Choose a new password"}
      description={
        first
          ? "Welcome! Choose the password you will log in with."
          : "Choose a new password for your account. Every device signed in to it will be signed out."
      }
      footer={
        <Link href="/login" className="text-primary underline underline-offset-4">
          Back to login
        </Link>
      }
    >
      <ResetPasswordForm token={token} submitLabel={first ? "Set Password" : "Save New Password"} />
    </AuthCard>
  );
}
