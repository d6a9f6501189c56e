import Link from "next/link";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/intl/client-messages";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";
import { redirect } from "next/navigation";
import { currentActor } from "@/lib/auth/session";
import { safeReturnPath } from "@/lib/http/return-address";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("AuthPages");
  return { title: t("loginMetaTitle"), description: t("loginMetaDescription") };
}

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string | string[]; registered?: string | string[] }> }) {
  // proxy.ts sends a live session home and clears an ended one's cookie; this is the second line.
  if (await currentActor()) redirect("/");
  const query = await searchParams;
  // Where to go after signing in: only a page of this site (lib/http/return-address.ts).
  const callbackUrl = safeReturnPath(query.callbackUrl);
  // The signup form posted without scripts ends here (lib/actions/signup.ts); with scripts it toasts the same words (REGISTERED).
  const registered = query.registered === "1";
  const t = await getTranslations("AuthPages");
  return (
    <AuthCard
      title={t("loginTitle")}
      description={t("loginDescription")}
      footer={
        <p>
          {t("newToCareSlot")}{" "}
          <Link href={callbackUrl ? `/signup?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/signup"} className="text-primary underline underline-offset-4">
            {t("createAccountLink")}
          </Link>
        </p>
      }
    >
      {registered ? (
        <p role="status" className="mb-4 rounded-lg border border-success/30 bg-success/10 p-3 text-sm font-medium text-success">
          {t("registeredNotice")}
        </p>
      ) : null}
      <ClientMessages namespaces={["LoginForm"]}>
        <LoginForm callbackUrl={callbackUrl ?? null} />
      </ClientMessages>
    </AuthCard>
  );
}
