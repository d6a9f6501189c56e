import { NavLink } from "@/components/layout/nav-link";
import { getTranslations } from "next-intl/server";
import { ArrowLeft } from "@/components/ui/icons";
import { Logo } from "@/components/layout/logo";
import { LogoutButton } from "@/components/layout/logout-button";
import { Button } from "@/components/ui/button";
import { BottomBar, SidebarNav, type AreaNavItem } from "@/components/dashboard/area-nav";
import { LanguageSwitcher } from "@/components/layout/language-switcher";

/**
 * The frame of the admin and doctor areas: sidebar (wide screens), a top bar
 * with the area's title, and a bottom bar on phones that adds Home.
 */
export async function AreaShell({
  title,
  subtitle,
  nav,
  sidebarTop,
  children,
}: {
  title: string;
  subtitle?: React.ReactNode;
  nav: AreaNavItem[];
  /** Shown above the links in the sidebar (e.g. the doctor's photo and name). */
  sidebarTop?: React.ReactNode;
  children: React.ReactNode;
}) {
  const [t, tNav, tLayout, tDashboardNav] = await Promise.all([
    getTranslations("AreaShell"),
    getTranslations("Nav"),
    getTranslations("Layout"),
    getTranslations("DashboardNav"),
  ]);
  const mobileNav: AreaNavItem[] = [
    { href: "/", label: tNav("home"), icon: "home" },
    // "My Profile" is "Profile" in the narrow bar; under More it keeps its full name.
    ...nav.map((item) => (item.icon === "profile" ? { ...item, shortLabel: item.shortLabel ?? tNav("profile") } : item)),
  ];
  return (
    // Print keeps the page's content only (the front desk's appointment card, issue 26).
    <div className="min-h-dvh bg-muted/50 md:grid md:grid-cols-[16rem_minmax(0,1fr)] print:block print:bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:start-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow"
      >
        {tLayout("skipToContent")}
      </a>
      <aside className="sticky top-0 hidden h-dvh flex-col gap-6 overflow-y-auto border-e bg-background py-5 md:flex print:hidden">
        <div className="px-6">
          <Logo />
        </div>
        {sidebarTop ? <div className="px-3">{sidebarTop}</div> : null}
        <SidebarNav items={nav} label={title} />
        <div className="mt-auto border-t px-3 pt-4">
          <LogoutButton className="w-full text-foreground/80" />
        </div>
      </aside>

      <div className="flex min-h-dvh min-w-0 flex-col">
        <header className="sticky top-0 z-30 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85 print:hidden">
          <div className="flex h-16 items-center justify-between gap-3 px-4 md:px-8">
            <div className="flex min-w-0 items-center gap-3">
              <div className="min-w-0">
                <p className="truncate text-lg leading-tight font-bold tracking-tight">{title}</p>
                {subtitle ? <p className="truncate text-sm text-muted-foreground">{subtitle}</p> : null}
              </div>
            </div>
            <LanguageSwitcher variant="menu" id="area-language" className="ms-auto" popoverClassName="top-[4.25rem] end-4 md:end-8" />
            <Button asChild variant="outline" size="sm" className="hidden md:inline-flex">
              <NavLink href="/">
                {/* Points back, whichever way the page reads. */}
                <ArrowLeft aria-hidden className="rtl:-scale-x-100" />
                {t("backToSite")}
              </NavLink>
            </Button>
            <LogoutButton className="shrink-0 md:hidden" />
          </div>
        </header>
        <main id="main" className="flex-1 px-4 pt-6 pb-28 md:px-8 md:pb-10">
          <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">{children}</div>
        </main>
      </div>

      <div className="print:hidden">
        <BottomBar items={mobileNav} label={t("mobileNav", { title })} moreLabel={tDashboardNav("more")} />
      </div>
    </div>
  );
}
