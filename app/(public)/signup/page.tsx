import Link from "next/link";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/intl/client-messages";
import { AuthCard } from "@/components/auth/auth-card";
import { SignupForm } from "@/components/auth/signup-form";
import { redirect } from "next/navigation";
import { currentActor } from "@/lib/auth/session";
import { safeReturnPath } from "@/lib/http/return-address";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("AuthPages");
  return { title: t("signupMetaTitle"), description: t("signupMetaDescription") };
}

export default async function SignupPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string | string[] }> }) {
  // proxy.ts sends a live session home and clears an ended one's cookie; this is the second line.
  if (await currentActor()) redirect("/");
  // Where to go after signing in: only a page of this site (lib/http/return-address.ts).
  const callbackUrl = safeReturnPath((await searchParams).callbackUrl);
  const t = await getTranslations("AuthPages");
  return (
    <AuthCard
      title={t("signupTitle")}
      description={t("signupDescription")}
      footer={
        <p>
          {t("haveAccount")}{" "}
          <Link href={callbackUrl ? `/login?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/login"} className="text-primary underline underline-offset-4">
            {t("loginLink")}
          </Link>
        </p>
      }
    >
      <ClientMessages namespaces={["SignupForm"]}>
        <SignupForm callbackUrl={callbackUrl ?? null} />
      </ClientMessages>
    </AuthCard>
  );
}
