import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/intl/client-messages";
import { ProfileLanguage } from "@/components/profile/profile-language";
import { redirect } from "next/navigation";
import { ProfileForm } from "@/components/profile/profile-form";
import { AccountSecurity } from "@/components/profile/account-security";
import { ReminderEmails } from "@/components/profile/reminder-emails";
import { reminderEmailsOf } from "@/lib/accounts/email-preferences";
import { requirePageActor } from "@/lib/auth/session";
import { getUser } from "@/lib/accounts/users";
import { listDependents } from "@/lib/accounts/dependents";
import { DependentsSection } from "@/components/profile/dependents";
import { YourData } from "@/components/profile/your-data";
import { hasSecondFactor } from "@/lib/accounts/two-factor";
import { AccessLog } from "@/components/profile/access-log";
import { myAccessLog } from "@/lib/privacy/access-log";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("ProfilePage");
  return { title: t("profileMetaTitle"), description: t("profileMetaDescription"), robots: { index: false } };
}

export default async function ProfilePage() {
  const actor = await requirePageActor("/profile");
  // SPEC: doctors and admins have their own profile screens.
  if (actor.role === "doctor") redirect("/doctor/profile");
  if (actor.role === "admin") redirect("/admin/profile");
  const patient = actor.role === "patient";
  const [user, reminders, dependents, secondFactor, accessLog] = await Promise.all([
    getUser(actor.id),
    reminderEmailsOf(actor),
    patient ? listDependents(actor) : [],
    patient ? hasSecondFactor(actor.id) : false,
    patient ? myAccessLog(actor) : [],
  ]);
  return (
    <div className="space-y-6">
      <ClientMessages namespaces={["ProfileForm", "Calendar", "SpecialityNames", "DoctorFacts", "ReminderEmails", "FamilySection", "AccountSecurity", "YourData"]}>
        <ProfileForm variant="patient" user={user} />
        <ReminderEmails initial={reminders} />
        {patient ? <DependentsSection dependents={dependents} /> : null}
        <AccountSecurity />
        {/* Issue 45: the patient's data to take away, and their account to delete. */}
        {patient ? <YourData secondFactor={secondFactor} /> : null}
      </ClientMessages>
      {/* Issue 45: the staff who opened or changed the patient's data (a dependent's is named). */}
      {patient ? <AccessLog entries={accessLog} names={Object.fromEntries(dependents.map((d) => [d._id, d.name]))} /> : null}
      {/* Patients and the front desk (who have no profile page of their own). */}
      <ProfileLanguage />
    </div>
  );
}
