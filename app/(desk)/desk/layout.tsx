import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AreaShell } from "@/components/dashboard/area-shell";
import type { AreaNavItem } from "@/components/dashboard/area-nav";
import { requirePageActor } from "@/lib/auth/session";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("DeskArea");
  return { title: { default: t("title"), template: t("titleTemplate") }, robots: { index: false } };
}

// Labels are DeskArea keys, translated where the layout renders them.
type DeskNavItem = AreaNavItem & { label: "navClinicDay" | "navWaitlist" | "navAdminDashboard" };
const NAV: DeskNavItem[] = [
  { href: "/desk", label: "navClinicDay", icon: "appointments" },
  { href: "/desk/waitlist", label: "navWaitlist", icon: "waitlist" },
];
const ADMIN_NAV: DeskNavItem[] = [...NAV, { href: "/admin/dashboard", label: "navAdminDashboard", icon: "dashboard" }];

/** The front desk's area (issue 26): receptionists, and admins (proxy.ts guards it too). */
export default async function DeskLayout({ children }: { children: React.ReactNode }) {
  const actor = await requirePageActor("/desk", "receptionist", "admin");
  const t = await getTranslations("DeskArea");
  const nav = (actor.role === "admin" ? ADMIN_NAV : NAV).map((item) => ({ ...item, label: t(item.label) }));
  return (
    <AreaShell title={t("title")} subtitle={t("signedInAs", { name: actor.name })} nav={nav}>
      {children}
    </AreaShell>
  );
}
