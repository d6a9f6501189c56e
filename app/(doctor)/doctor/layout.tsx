import { doctorFacts } from "@/components/doctors/doctor-facts";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AreaShell } from "@/components/dashboard/area-shell";
import type { AreaNavItem } from "@/components/dashboard/area-nav";
import { DoctorIdentity } from "@/components/doctor/doctor-identity";
import { requirePageActor } from "@/lib/auth/session";
import { currentDoctor } from "@/lib/auth/current-doctor";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("DoctorArea");
  return {
    title: { default: t("panelTitle"), template: t("titleTemplate") },
    robots: { index: false },
  };
}

export default async function DoctorLayout({ children }: { children: React.ReactNode }) {
  const actor = await requirePageActor("/doctor/dashboard", "doctor");
  const [doctor, t] = await Promise.all([currentDoctor(actor.id), getTranslations("DoctorArea")]);
  const name = doctor?.name ?? actor.name;
  const nav: AreaNavItem[] = [
    { href: "/doctor/dashboard", label: t("navDashboard"), icon: "dashboard" },
    {
      href: "/doctor/appointments",
      label: t("navAppointments"),
      icon: "appointments",
    },
    { href: "/doctor/patients", label: t("navPatients"), icon: "patients" },
    {
      href: "/doctor/schedule",
      label: t("navMySchedule"),
      shortLabel: t("navSchedule"),
      icon: "schedule",
    },
    { href: "/doctor/profile", label: t("navMyProfile"), icon: "profile" },
  ];
  return (
    <AreaShell
      title={t("panelTitle")}
      subtitle={t("welcomeBack", { name })}
      nav={nav}
      sidebarTop={<DoctorIdentity name={name} image={doctor?.image ?? actor.image} speciality={doctor ? (await doctorFacts()).speciality(doctor.speciality) : null} />}
    >
      {children}
    </AreaShell>
  );
}
