import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/intl/client-messages";
import { PageHeader } from "@/components/dashboard/page-header";
import { SettingsForm } from "@/components/admin/settings-form";
import { requirePageActor } from "@/lib/auth/session";
import { readClinicSettings } from "@/lib/clinic/settings";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("AdminSettings");
  return { title: t("title") };
}

/** The clinic's policy: booking limits, how far ahead and how late patients can book, how often visits may start, and the cancellation cutoff. */
export default async function AdminSettingsPage() {
  const admin = await requirePageActor("/admin/settings", "admin");
  const [settings, t] = await Promise.all([readClinicSettings(admin), getTranslations("AdminSettings")]);
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <ClientMessages namespaces={["AdminSettings"]}>
        <SettingsForm settings={settings} />
      </ClientMessages>
    </>
  );
}
