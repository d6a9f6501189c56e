// The header and footer links of SPEC section 2.
export const HEADER_LINKS = [
  { href: "/", label: "Home" },
  { href: "/doctors", label: "All Doctors" },
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
] as const;

export const FOOTER_LINKS = [
  { href: "/", label: "Home" },
  { href: "/doctors", label: "Find Doctors" },
  { href: "/about", label: "About Us" },
  { href: "/contact", label: "Contact" },
] as const;

export type MenuUser = { name: string; email: string; image: string; role: "patient" | "doctor" | "admin" | "receptionist" };

/**
 * The signed-in user's links in the user menu and the phone menu (SPEC section 2):
 * Profile for patients only (staff have theirs in their area), Appointments, and the
 * staff member's area. The areas' index pages redirect to the dashboards; linking
 * the dashboards saves that hop.
 */
export type AccountLink = { href: string; label: string; icon: "profile" | "appointments" | "admin" | "doctor" | "desk" };

export function accountLinks(user: MenuUser): AccountLink[] {
  const links: AccountLink[] = [];
  if (user.role === "patient") links.push({ href: "/profile", label: "Profile", icon: "profile" });
  // The front desk has no visits of its own: its area is the clinic's day (issue 26).
  if (user.role === "receptionist") return [{ href: "/desk", label: "Front Desk", icon: "desk" }];
  links.push({ href: "/my-appointments", label: "Appointments", icon: "appointments" });
  if (user.role === "admin") links.push({ href: "/admin/dashboard", label: "Admin Dashboard", icon: "admin" });
  if (user.role === "doctor") links.push({ href: "/doctor/dashboard", label: "Doctor Panel", icon: "doctor" });
  return links;
}
