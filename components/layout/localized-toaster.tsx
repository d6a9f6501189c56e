"use client";

// The toaster in the page's language and direction (issue 29). It is loaded
// only after the page is interactive (deferred.tsx), so its words in four
// languages cost no first-load bytes; it never renders on the server, so it
// reads <html lang> directly. Sonner takes the direction from <html dir>
// itself; the corner is mirrored here.
import { Toaster } from "@/components/ui/sonner";
import { documentLocale } from "@/components/layout/document-locale";
import { localeDirection, type Locale } from "@/lib/i18n/locales";

const WORDS: Record<Locale, { region: string; close: string }> = {
  en: { region: "Notifications", close: "Close toast" },
  es: { region: "Notificaciones", close: "Cerrar notificación" },
  fr: { region: "Notifications", close: "Fermer la notification" },
  ar: { region: "الإشعارات", close: "إغلاق الإشعار" },
};

export function LocalizedToaster({ onMounted }: { onMounted?: () => void }) {
  const locale = documentLocale(document.documentElement.lang);
  const words = WORDS[locale];
  return (
    <Toaster
      onMounted={onMounted}
      containerAriaLabel={words.region}
      position={localeDirection(locale) === "rtl" ? "top-left" : "top-right"}
      toastOptions={{ closeButtonAriaLabel: words.close }}
    />
  );
}
