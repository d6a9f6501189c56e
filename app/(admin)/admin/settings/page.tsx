import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { SettingsForm } from "@/components/admin/settings-form";
import { requirePageActor } from "@/lib/auth/session";
import { readClinicSettings } from "@/lib/clinic/settings";

export const metadata: Metadata = { title: "Settings" };

/** The clinic's policy: booking limits, how far ahead and how late patients can book, how often visits may start, and the cancellation cutoff. */
export default async function AdminSettingsPage() {
  const admin = await requirePageActor("/admin/settings", "admin");
  const settings = await readClinicSettings(admin);
  return (
    <>
      <PageHeader title="Settings" description="The clinic's booking and cancellation policy, for every doctor" />
      <SettingsForm settings={settings} />
    </>
  );
}
