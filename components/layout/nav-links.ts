// The header and footer links of SPEC section 2. Labels are message keys
// (messages/core/*.json: Nav for the header, Footer for the footer).
export const HEADER_LINKS = [
  { href: "/", label: "home" },
  { href: "/doctors", label: "allDoctors" },
  { href: "/about", label: "about" },
  { href: "/contact", label: "contact" },
] as const;

export const FOOTER_LINKS = [
  { href: "/", label: "home" },
  { href: "/doctors", label: "findDoctors" },
  { href: "/about", label: "aboutUs" },
  { href: "/contact", label: "contact" },
] as const;

export type MenuUser = { name: string; email: string; image: string; role: "patient" | "doctor" | "admin" | "receptionist" };

/**
 * The signed-in user's links in the user menu and the phone menu (SPEC section 2):
 * Profile for patients only (staff have theirs in their area), Appointments, and the
 * staff member's area. The areas' index pages redirect to the dashboards; linking
 * the dashboards saves that hop.
 */
export type AccountLink = {
  href: string;
  /** A key of the Nav messages. */
  label: "profile" | "appointments" | "adminDashboard" | "doctorPanel" | "frontDesk";
  icon: "profile" | "appointments" | "admin" | "doctor" | "desk";
};

export function accountLinks(user: MenuUser): AccountLink[] {
  const links: AccountLink[] = [];
  if (user.role === "patient") links.push({ href: "/profile", label: "profile", icon: "profile" });
  // The front desk has no visits of its own: its area is the clinic's day (issue 26).
  if (user.role === "receptionist") return [{ href: "/desk", label: "frontDesk", icon: "desk" }];
  links.push({ href: "/my-appointments", label: "appointments", icon: "appointments" });
  if (user.role === "admin") links.push({ href: "/admin/dashboard", label: "adminDashboard", icon: "admin" });
  if (user.role === "doctor") links.push({ href: "/doctor/dashboard", label: "doctorPanel", icon: "doctor" });
  return links;
}
