import { NavLink } from "@/components/layout/nav-link";
import { Logo } from "@/components/layout/logo";
import { FOOTER_LINKS } from "@/components/layout/nav-links";

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div className="space-y-3">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">
            Find a trusted doctor by speciality and book a half-hour appointment online, day or night.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="mb-3 text-sm font-semibold">Company</h2>
          <ul className="space-y-2 text-sm">
            {FOOTER_LINKS.map((l) => (
              <li key={l.href}>
                <NavLink href={l.href} className="text-muted-foreground hover:text-foreground hover:underline">
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 text-sm font-semibold">Get in touch</h2>
          <ul className="space-y-2 text-sm text-muted-foreground">
            <li>+1 (555) 010-2030</li>
            <li>hello@careslot.example</li>
            <li>Mon - Sat 9:00 AM - 6:00 PM</li>
          </ul>
        </div>
      </div>
      <p className="border-t py-4 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} CareSlot. Open-source software.
      </p>
    </footer>
  );
}
