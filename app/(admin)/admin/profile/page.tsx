import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/intl/client-messages";
import { ProfileLanguage } from "@/components/profile/profile-language";
import { ProfileForm } from "@/components/profile/profile-form";
import { AccountSecurity } from "@/components/profile/account-security";
import { requirePageActor } from "@/lib/auth/session";
import { getUser } from "@/lib/accounts/users";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("ProfilePage");
  return { title: t("profileMetaTitle") };
}

/** SPEC: the admin's profile reuses the patient profile screen. */
export default async function AdminProfilePage() {
  const admin = await requirePageActor("/admin/profile", "admin");
  const user = await getUser(admin.id);
  return (
    <div className="space-y-6">
      <ClientMessages namespaces={["ProfileForm", "Calendar", "SpecialityNames", "DoctorFacts", "AccountSecurity"]}>
        <ProfileForm variant="patient" user={user} />
        <AccountSecurity />
      </ClientMessages>
      <ProfileLanguage />
    </div>
  );
}
