import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/intl/client-messages";
import { SignInSecurity } from "@/components/security/sign-in-security";
import { requirePageActor } from "@/lib/auth/session";
import { twoFactorStatus } from "@/lib/accounts/two-factor";
import { mustSetUpSecondFactor } from "@/lib/clinic/two-factor-policy";
import { Passkeys } from "@/components/security/passkeys";
import { clinicDateOf, clinicTimeZone } from "@/lib/clinic-time";
import { formatDate } from "@/lib/i18n/format";

/** A passkey's dates as the clinic's calendar days, dd/MM/yyyy (SPEC). */
const clinicDay = (instant: Date) => formatDate(clinicDateOf(instant, clinicTimeZone()));

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("SignInSecurity");
  return { title: t("title"), robots: { index: false } };
}

/**
 * Sign-in security (issue 44), for every role: linked from the profiles, and where staff are sent
 * while the clinic requires a second factor they do not have yet (so no staff layout around it).
 */
export default async function SecurityPage() {
  const actor = await requirePageActor("/security");
  const [status, setupRequired] = await Promise.all([twoFactorStatus(actor.id), mustSetUpSecondFactor(actor)]);
  const t = await getTranslations("SignInSecurity");
  return (
    <div className="mx-auto max-w-2xl space-y-6 py-6">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <ClientMessages namespaces={["SignInSecurity"]}>
        <SignInSecurity status={{ totp: status.totp, recoveryCodesLeft: status.recoveryCodesLeft }} setupRequired={setupRequired} />
        <Passkeys passkeys={status.passkeys.map((p) => ({ id: p.id, name: p.name, added: clinicDay(p.createdAt), lastUsed: p.lastUsedAt ? clinicDay(p.lastUsedAt) : null }))} />
      </ClientMessages>
    </div>
  );
}
