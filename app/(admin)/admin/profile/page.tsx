import type { Metadata } from "next";
import { ProfileForm } from "@/components/profile/profile-form";
import { AccountSecurity } from "@/components/profile/account-security";
import { requirePageActor } from "@/lib/auth/session";
import { getUser } from "@/lib/accounts/users";

export const metadata: Metadata = { title: "My Profile" };

/** SPEC: the admin's profile reuses the patient profile screen. */
export default async function AdminProfilePage() {
  const admin = await requirePageActor("/admin/profile", "admin");
  const user = await getUser(admin.id);
  return (
    <div className="space-y-6">
      <ProfileForm variant="patient" user={user} />
      <AccountSecurity />
    </div>
  );
}
