import type { Metadata, Viewport } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import "./globals.css";
import { DeferredAnalytics, DeferredToaster } from "@/components/layout/deferred";
import { LinkIntent } from "@/components/layout/link-intent";
import { localeDirection } from "@/lib/i18n/locales";

const siteUrl = process.env.SITE_URL ?? "http://localhost:3000";

// The title and description of pages that set none, in the page's language (issue 29).
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Layout");
  return {
    metadataBase: new URL(siteUrl),
    title: { default: t("siteTitle"), template: "%s | CareSlot" },
    description: t("siteDescription"),
    applicationName: "CareSlot",
    icons: { icon: "/favicon.svg" },
  };
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#0f5fa8",
};

// No NextIntlClientProvider here: the shared frame is server-rendered and no
// client component of it needs messages. A client component that does gets a
// provider around it with only its namespaces (docs/i18n.md), so pages do not
// ship every message.
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await getLocale();
  // Left to right is the default: English pages keep their <html lang="en"> as it was.
  const dir = localeDirection(locale);
  return (
    <html lang={locale} dir={dir === "rtl" ? dir : undefined}>
      <body className="min-h-dvh bg-background text-foreground antialiased">
        {children}
        <DeferredToaster />
        <LinkIntent />
        {/* Vercel's analytics script only exists on Vercel; elsewhere it would 404. */}
        {process.env.VERCEL ? <DeferredAnalytics /> : null}
      </body>
    </html>
  );
}
