import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ProfileForm } from "@/components/profile/profile-form";
import { AccountSecurity } from "@/components/profile/account-security";
import { requirePageActor } from "@/lib/auth/session";
import { getUser } from "@/lib/users";

export const metadata: Metadata = { title: "My Profile", description: "Your CareSlot profile.", robots: { index: false } };

export default async function ProfilePage() {
  const actor = await requirePageActor("/profile");
  // SPEC: doctors and admins have their own profile screens.
  if (actor.role === "doctor") redirect("/doctor/profile");
  if (actor.role === "admin") redirect("/admin/profile");
  const user = await getUser(actor.id);
  return (
    <div className="space-y-6">
      <ProfileForm variant="patient" user={user} />
      <AccountSecurity />
    </div>
  );
}
