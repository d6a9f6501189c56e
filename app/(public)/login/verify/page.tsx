import Link from "next/link";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/intl/client-messages";
import { AuthCard } from "@/components/auth/auth-card";
import { VerifyForm } from "@/components/auth/verify-form";
import { PasskeySecondStep } from "@/components/auth/passkey-sign-in";
import { hasPasskeys } from "@/lib/accounts/passkey-sign-in";
import { currentActor } from "@/lib/auth/session";
import { attemptToken } from "@/lib/auth/second-step";
import { findAttempt } from "@/lib/accounts/two-factor-sign-in";
import { safeReturnPath } from "@/lib/http/return-address";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("LoginVerify");
  return { title: t("metaTitle") };
}

/** The second step of a sign-in (issue 44): nothing of the account is reachable before it is done. */
export default async function LoginVerifyPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string | string[] }> }) {
  if (await currentActor()) redirect("/");
  const callbackUrl = safeReturnPath((await searchParams).callbackUrl) ?? null;
  const t = await getTranslations("LoginVerify");
  const attempt = await findAttempt(await attemptToken());
  const login = callbackUrl ? `/login?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/login";
  return (
    <AuthCard
      title={t("title")}
      description={attempt ? t("description") : t("endedDescription")}
      footer={
        <p>
          <Link href={login} className="text-primary underline underline-offset-4">
            {t("backToLogin")}
          </Link>
        </p>
      }
    >
      {attempt ? (
        <ClientMessages namespaces={["LoginVerify"]}>
          <VerifyForm callbackUrl={callbackUrl} />
          {(await hasPasskeys(attempt.userId)) ? <PasskeySecondStep callbackUrl={callbackUrl} /> : null}
        </ClientMessages>
      ) : null}
    </AuthCard>
  );
}
