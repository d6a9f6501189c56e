import { getTranslations } from "next-intl/server";
import { NavLink } from "@/components/layout/nav-link";
import { Button } from "@/components/ui/button";
import { Logo } from "@/components/layout/logo";
import { UserMenu } from "@/components/layout/user-menu";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { HEADER_LINKS, type MenuUser } from "@/components/layout/nav-links";
import { currentActor } from "@/lib/auth/session";
import { DEFAULT_AVATAR } from "@/lib/accounts/serialize";

export async function SiteHeader() {
  const [actor, t] = await Promise.all([currentActor(), getTranslations("Nav")]);
  const user: MenuUser | null = actor
    ? { name: actor.name, email: actor.email, image: actor.image || DEFAULT_AVATAR, role: actor.role }
    : null;
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label={t("main")} className="hidden items-center gap-1 md:flex">
          {HEADER_LINKS.map((l) => (
            <NavLink key={l.href} href={l.href} className="rounded-md px-3 py-2 text-sm font-medium text-foreground/80 hover:bg-accent hover:text-foreground">
              {t(l.label)}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          {/* Below the sticky header, at the inline end of its centred 72rem row, like the user menu. */}
          <LanguageSwitcher variant="menu" className="hidden md:block" popoverClassName="top-[4.25rem] end-[max(1rem,calc((100vw-72rem)/2+1rem))]" />
          {user ? (
            <UserMenu user={user} />
          ) : (
            <div className="hidden items-center gap-2 md:flex">
              <Button asChild variant="ghost">
                <NavLink href="/login">{t("login")}</NavLink>
              </Button>
              <Button asChild>
                <NavLink href="/signup">{t("signUp")}</NavLink>
              </Button>
            </div>
          )}
          <MobileMenu user={user} />
        </div>
      </div>
    </header>
  );
}
