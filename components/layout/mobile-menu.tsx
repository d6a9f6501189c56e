import { getTranslations } from "next-intl/server";
import { NavLink } from "@/components/layout/nav-link";
import { Menu, X } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { LogoutButton } from "@/components/layout/logout-button";
import { HEADER_LINKS, accountLinks, type MenuUser } from "@/components/layout/nav-links";
import { LanguageSwitcher } from "@/components/layout/language-switcher";

/**
 * The phone menu: the header links, the user's areas, Logout (SPEC section 2) and the languages (issue 29).
 * A native popover drawn as a side sheet: the browser opens and closes it
 * (button, Escape, tap outside), so no dialog library ships with every page.
 */
export async function MobileMenu({ user }: { user: MenuUser | null }) {
  const t = await getTranslations("Nav");
  const link = "block rounded-md px-3 py-3 text-base font-medium hover:bg-accent";
  return (
    <>
      <Button variant="ghost" size="icon" className="md:hidden" aria-label={t("openMenu")} popoverTarget="mobile-menu">
        <Menu className="size-6" aria-hidden />
      </Button>
      <div
        id="mobile-menu"
        popover="auto"
        aria-labelledby="mobile-menu-title"
        className="fixed inset-y-0 end-auto start-0 m-0 h-dvh max-h-none w-full max-w-sm overflow-y-auto border-e bg-background p-6 shadow-lg backdrop:bg-black/50"
      >
        <div className="mb-4 flex items-center justify-between">
          <h2 id="mobile-menu-title" className="text-lg font-semibold">
            {t("menu")}
          </h2>
          <Button variant="ghost" size="icon" aria-label={t("closeMenu")} popoverTarget="mobile-menu" popoverTargetAction="hide">
            <X className="size-5" aria-hidden />
          </Button>
        </div>
        <nav aria-label={t("mobile")} className="flex flex-col gap-1">
          {HEADER_LINKS.map((l) => (
            <NavLink key={l.href} href={l.href} className={link}>
              {t(l.label)}
            </NavLink>
          ))}
          <hr className="my-2" />
          {user ? (
            <>
              {accountLinks(user).map((l) => (
                <NavLink key={l.href} href={l.href} className={link}>
                  {t(l.label)}
                </NavLink>
              ))}
              <LogoutButton className="mt-2 h-12 w-full text-base" variant="outline" />
            </>
          ) : (
            <div className="grid grid-cols-2 gap-2">
              <Button asChild variant="outline" size="lg">
                <NavLink href="/login">{t("login")}</NavLink>
              </Button>
              <Button asChild size="lg">
                <NavLink href="/signup">{t("signUp")}</NavLink>
              </Button>
            </div>
          )}
          <LanguageSwitcher variant="section" id="mobile-language" className="mt-4 border-t pt-4" />
        </nav>
      </div>
    </>
  );
}
