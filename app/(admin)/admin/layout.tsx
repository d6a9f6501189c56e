import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AreaShell } from "@/components/dashboard/area-shell";
import type { AreaNavItem } from "@/components/dashboard/area-nav";
import { requirePageActor } from "@/lib/auth/session";
import type { Messages } from "@/messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("AdminLayout");
  return { title: { default: t("title"), template: t("titleTemplate") }, robots: { index: false } };
}

/** The area's places; `label` is the key of its name (AdminNav). */
const NAV: (Omit<AreaNavItem, "label"> & { label: keyof Messages["AdminNav"] })[] = [
  { href: "/admin/dashboard", label: "navDashboard", icon: "dashboard" },
  { href: "/admin/appointments", label: "navAppointments", icon: "appointments" },
  { href: "/admin/doctors", label: "navDoctors", icon: "doctors" },
  { href: "/admin/insights", label: "navInsights", icon: "insights", more: true },
  { href: "/admin/visit-types", label: "navVisitTypes", icon: "visitTypes", more: true },
  { href: "/admin/staff", label: "navStaff", icon: "staff", more: true },
  { href: "/desk", label: "navFrontDesk", icon: "desk", more: true },
  { href: "/admin/messages", label: "navMessages", icon: "messages", more: true },
  { href: "/admin/settings", label: "navSettings", icon: "settings", more: true },
  { href: "/admin/emails", label: "navEmails", icon: "emails", more: true },
  { href: "/admin/audit", label: "navAudit", icon: "audit", more: true },
  { href: "/admin/profile", label: "navProfile", icon: "profile", more: true },
];

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const admin = await requirePageActor("/admin/dashboard", "admin");
  const [t, tNav] = await Promise.all([getTranslations("AdminLayout"), getTranslations("AdminNav")]);
  const nav = NAV.map((item) => ({ ...item, label: tNav(item.label) }));
  return (
    <AreaShell title={t("title")} subtitle={t("signedInAs", { name: admin.name })} nav={nav}>
      {children}
    </AreaShell>
  );
}
