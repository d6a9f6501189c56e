import { getLocale, getTranslations } from "next-intl/server";
import { Languages } from "@/components/ui/icons";
import { LOCALE_NAMES, offeredLocales, type Locale } from "@/lib/i18n/locales";
import { cn } from "@/lib/utils";

/**
 * The language switcher (issue 29): plain links to /language?to=xx
 * (app/language/route.ts), which sets the NEXT_LOCALE cookie, saves the
 * choice of a signed-in user and comes back to the page, so it works before
 * and without any script. Each language is named in itself (and marked with
 * its lang, for screen readers). Nothing at all while the clinic offers one
 * language (CLINIC_LOCALES, the gate: docs/i18n.md).
 *
 * - "menu": a button opening a native popover (the header on wide screens, the areas' top bar);
 * - "list": a "Language" navigation landmark (the footer);
 * - "section": a titled list without a landmark of its own (inside the phone menu's navigation).
 */
export async function LanguageSwitcher({
  variant,
  id = "language-menu",
  className,
  popoverClassName,
}: {
  variant: "menu" | "list" | "section";
  /** The popover's id ("menu"); unique on the page. */
  id?: string;
  className?: string;
  /** Where the popover opens ("menu"): its top and inline-end offsets. */
  popoverClassName?: string;
}) {
  const offered = offeredLocales();
  if (offered.length < 2) return null;
  const [locale, t] = await Promise.all([getLocale(), getTranslations("Language")]);
  const item = (l: Locale, linkClass: string) => (
    <li key={l}>
      <a href={`/language?to=${l}`} lang={l} aria-current={l === locale ? "true" : undefined} className={cn(linkClass, l === locale && "font-semibold text-foreground")}>
        {LOCALE_NAMES[l]}
      </a>
    </li>
  );

  if (variant === "list") {
    return (
      <nav aria-label={t("label")} className={className}>
        <h2 className="mb-3 text-sm font-semibold">{t("label")}</h2>
        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {offered.map((l) => item(l, "inline-block py-0.5 text-muted-foreground hover:text-foreground hover:underline"))}
        </ul>
      </nav>
    );
  }
  if (variant === "section") {
    return (
      <div className={className}>
        <p id={`${id}-title`} className="px-3 pb-1 text-sm font-semibold text-muted-foreground">
          {t("label")}
        </p>
        <ul aria-labelledby={`${id}-title`} className="grid grid-cols-2 gap-1">
          {offered.map((l) => item(l, "block rounded-md px-3 py-3 text-base font-medium hover:bg-accent"))}
        </ul>
      </div>
    );
  }
  return (
    <div className={className}>
      <button
        type="button"
        popoverTarget={id}
        // The visible code is part of the name (WCAG 2.5.3): "Language: FR (Français)".
        aria-label={t("current", { code: locale.toUpperCase(), language: LOCALE_NAMES[locale] })}
        className="flex h-9 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-foreground/80 outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <Languages className="size-4" aria-hidden />
        {locale.toUpperCase()}
      </button>
      <div
        id={id}
        popover="auto"
        className={cn("fixed inset-auto m-0 w-44 rounded-md border bg-popover p-1 text-popover-foreground shadow-md", popoverClassName)}
      >
        <ul aria-label={t("label")}>
          {offered.map((l) => item(l, "flex w-full rounded-sm px-2 py-2 text-sm outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"))}
        </ul>
      </div>
    </div>
  );
}
