import type { Metadata } from "next";
import { AreaShell } from "@/components/dashboard/area-shell";
import type { AreaNavItem } from "@/components/dashboard/area-nav";
import { DoctorIdentity } from "@/components/doctor/doctor-identity";
import { requirePageActor } from "@/lib/auth/session";
import { currentDoctor } from "@/lib/auth/current-doctor";

export const metadata: Metadata = { title: { default: "Doctor Panel", template: "%s | Doctor Panel | CareSlot" }, robots: { index: false } };

const NAV: AreaNavItem[] = [
  { href: "/doctor/dashboard", label: "Dashboard", icon: "dashboard" },
  { href: "/doctor/appointments", label: "Appointments", icon: "appointments" },
  { href: "/doctor/patients", label: "Patients", icon: "patients" },
  { href: "/doctor/schedule", label: "My Schedule", shortLabel: "Schedule", icon: "schedule" },
  { href: "/doctor/profile", label: "My Profile", icon: "profile" },
];

export default async function DoctorLayout({ children }: { children: React.ReactNode }) {
  const actor = await requirePageActor("/doctor/dashboard", "doctor");
  const doctor = await currentDoctor(actor.id);
  const name = doctor?.name ?? actor.name;
  return (
    <AreaShell
      title="Doctor Panel"
      subtitle={`Welcome back, ${name}`}
      nav={NAV}
      sidebarTop={<DoctorIdentity name={name} image={doctor?.image ?? actor.image} speciality={doctor?.speciality ?? null} />}
    >
      {children}
    </AreaShell>
  );
}
