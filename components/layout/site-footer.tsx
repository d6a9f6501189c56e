import { getLocale, getTranslations } from "next-intl/server";
import { NavLink } from "@/components/layout/nav-link";
import { Logo } from "@/components/layout/logo";
import { FOOTER_LINKS } from "@/components/layout/nav-links";
import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { localeDirection } from "@/lib/i18n/locales";

export async function SiteFooter() {
  const [t, locale] = await Promise.all([getTranslations("Footer"), getLocale()]);
  // The phone number and address read left to right inside a right-to-left page.
  const ltr = (text: string) => (localeDirection(locale) === "rtl" ? <span dir="ltr">{text}</span> : text);
  return (
    <footer className="mt-16 border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div className="space-y-3">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">
            {t("tagline")}
          </p>
        </div>
        <nav aria-label={t("label")}>
          <h2 className="mb-3 text-sm font-semibold">{t("company")}</h2>
          <ul className="space-y-2 text-sm">
            {FOOTER_LINKS.map((l) => (
              <li key={l.href}>
                <NavLink href={l.href} className="text-muted-foreground hover:text-foreground hover:underline">
                  {t(l.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 text-sm font-semibold">{t("getInTouch")}</h2>
          <ul className="space-y-2 text-sm text-muted-foreground">
            <li>{ltr("+1 (555) 010-2030")}</li>
            <li>{ltr("hello@careslot.example")}</li>
            <li>{t("hours")}</li>
          </ul>
          <LanguageSwitcher variant="list" className="mt-6" />
        </div>
      </div>
      <p className="border-t py-4 text-center text-xs text-muted-foreground">
        {t("copyright", { year: String(new Date().getFullYear()) })}
      </p>
    </footer>
  );
}
