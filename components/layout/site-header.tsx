import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Logo } from "@/components/layout/logo";
import { UserMenu } from "@/components/layout/user-menu";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { ClosePopoverOnLink } from "@/components/layout/close-popover-on-link";
import { HEADER_LINKS, type MenuUser } from "@/components/layout/nav-links";
import { currentActor } from "@/lib/auth/session";
import { DEFAULT_AVATAR } from "@/lib/accounts/serialize";

export async function SiteHeader() {
  const actor = await currentActor();
  const user: MenuUser | null = actor
    ? { name: actor.name, email: actor.email, image: actor.image || DEFAULT_AVATAR, role: actor.role }
    : null;
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {HEADER_LINKS.map((l) => (
            <Link key={l.href} href={l.href} className="rounded-md px-3 py-2 text-sm font-medium text-foreground/80 hover:bg-accent hover:text-foreground">
              {l.label}
            </Link>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          {user ? (
            <UserMenu user={user} />
          ) : (
            <div className="hidden items-center gap-2 md:flex">
              <Button asChild variant="ghost">
                <Link href="/login">Login</Link>
              </Button>
              <Button asChild>
                <Link href="/signup">Sign Up</Link>
              </Button>
            </div>
          )}
          <MobileMenu user={user} />
          <ClosePopoverOnLink />
        </div>
      </div>
    </header>
  );
}
