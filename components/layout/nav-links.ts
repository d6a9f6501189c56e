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

export type MenuUser = { name: string; email: string; image: string; role: "patient" | "doctor" | "admin" };
