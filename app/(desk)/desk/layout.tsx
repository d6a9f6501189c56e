import type { Metadata } from "next";
import { AreaShell } from "@/components/dashboard/area-shell";
import type { AreaNavItem } from "@/components/dashboard/area-nav";
import { requirePageActor } from "@/lib/auth/session";

export const metadata: Metadata = { title: { default: "Front Desk", template: "%s | Front Desk | CareSlot" }, robots: { index: false } };

const NAV: AreaNavItem[] = [
  { href: "/desk", label: "Clinic day", icon: "appointments" },
  { href: "/desk/waitlist", label: "Waitlist", icon: "waitlist" },
];
const ADMIN_NAV: AreaNavItem[] = [...NAV, { href: "/admin/dashboard", label: "Admin Dashboard", icon: "dashboard" }];

/** The front desk's area (issue 26): receptionists, and admins (proxy.ts guards it too). */
export default async function DeskLayout({ children }: { children: React.ReactNode }) {
  const actor = await requirePageActor("/desk", "receptionist", "admin");
  return (
    <AreaShell title="Front Desk" subtitle={`Signed in as ${actor.name}`} nav={actor.role === "admin" ? ADMIN_NAV : NAV}>
      {children}
    </AreaShell>
  );
}
