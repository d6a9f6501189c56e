import type { Metadata } from "next";
import { ProfileForm } from "@/components/profile/profile-form";
import { AccountSecurity } from "@/components/profile/account-security";
import { MissingDoctorProfile } from "@/components/doctor/missing-profile";
import { requireDoctor } from "@/lib/auth/current-doctor";

export const metadata: Metadata = { title: "My Profile" };

/** The patient profile plus Speciality, Experience, Fees, Degree and About; email read-only. */
export default async function DoctorProfilePage() {
  const { doctor } = await requireDoctor("/doctor/profile");
  if (!doctor) return <MissingDoctorProfile />;
  return (
    <div className="space-y-6">
      <ProfileForm variant="doctor" user={doctor.user} doctor={doctor} />
      <AccountSecurity />
    </div>
  );
}
