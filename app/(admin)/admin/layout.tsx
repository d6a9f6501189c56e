import type { Metadata } from "next";
import { AreaShell } from "@/components/dashboard/area-shell";
import type { AreaNavItem } from "@/components/dashboard/area-nav";
import { requirePageActor } from "@/lib/auth/session";

export const metadata: Metadata = { title: { default: "Admin Dashboard", template: "%s | Admin | CareSlot" }, robots: { index: false } };

const NAV: AreaNavItem[] = [
  { href: "/admin/dashboard", label: "Dashboard", icon: "dashboard" },
  { href: "/admin/appointments", label: "Appointments", icon: "appointments" },
  { href: "/admin/doctors", label: "Doctors", icon: "doctors" },
  { href: "/admin/insights", label: "Insights", icon: "insights", more: true },
  { href: "/admin/visit-types", label: "Visit types", icon: "visitTypes", more: true },
  { href: "/admin/staff", label: "Staff", icon: "staff", more: true },
  { href: "/desk", label: "Front desk", icon: "desk", more: true },
  { href: "/admin/messages", label: "Messages", icon: "messages", more: true },
  { href: "/admin/settings", label: "Settings", icon: "settings", more: true },
  { href: "/admin/emails", label: "Emails", icon: "emails", more: true },
  { href: "/admin/profile", label: "My Profile", icon: "profile", more: true },
];

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const admin = await requirePageActor("/admin/dashboard", "admin");
  return (
    <AreaShell title="Admin Dashboard" subtitle={`Signed in as ${admin.name}`} nav={NAV}>
      {children}
    </AreaShell>
  );
}
