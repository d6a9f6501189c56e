import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/intl/client-messages";
import { ProfileLanguage } from "@/components/profile/profile-language";
import { ProfileForm } from "@/components/profile/profile-form";
import { AccountSecurity } from "@/components/profile/account-security";
import { MissingDoctorProfile } from "@/components/doctor/missing-profile";
import { requireDoctor } from "@/lib/auth/current-doctor";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("ProfilePage");
  return { title: t("profileMetaTitle") };
}

/** The patient profile plus Speciality, Experience, Fees, Degree and About; email read-only. */
export default async function DoctorProfilePage() {
  const { doctor } = await requireDoctor("/doctor/profile");
  if (!doctor) return <MissingDoctorProfile />;
  return (
    <div className="space-y-6">
      <ClientMessages namespaces={["ProfileForm", "Calendar", "SpecialityNames", "DoctorFacts", "AccountSecurity"]}>
        <ProfileForm variant="doctor" user={doctor.user} doctor={doctor} />
        <AccountSecurity />
      </ClientMessages>
      <ProfileLanguage />
    </div>
  );
}
