// The words of the error boundaries (app/error.tsx, app/global-error.tsx, the
// areas' error.tsx through ErrorPanel) in the four languages (issue 29).
// They are client components in every page's first load, and no message
// provider sits at the root (docs/i18n.md): handing them next-intl would ship
// its runtime with every page. So they carry this small dictionary and take
// the page's language from <html lang> (components/layout/document-locale.ts).
// global-error replaces the root layout, and so the document, when it
// renders: it reads the language the page had before, else English.
import { useEffect, useState } from "react";
import { useDocumentLocale } from "@/components/layout/document-locale";
import type { Locale } from "@/lib/i18n/locales";

export const ENGLISH_ERROR_TEXT = {
    somethingWrong: "Something went wrong",
    tryAgain: "Try again",
    reference: "Reference:",
    goHome: "Go home",
    backToDashboard: "Back to the dashboard",
    pageFailed: "We could not load this page. Please try again in a moment.",
    screenFailed: "This screen could not be loaded. Please try again in a moment.",
    rightBack: "We'll be right back",
    rootFailed: "CareSlot could not load this page just now. Your appointments are safe. Please try again in a moment.",
    globalFailed: "CareSlot could not load this page just now. Please try again in a moment.",
};

export type ErrorText = typeof ENGLISH_ERROR_TEXT;

/**
 * The error words in the page's language: English at once (and while hydrating a server
 * render); the other three are a chunk of their own (error-text-others.ts), loaded when an
 * error page shows in one of them, so they weigh nothing in any page's first load.
 */
export function useErrorText(): { locale: Locale; text: ErrorText } {
  const locale = useDocumentLocale();
  const [other, setOther] = useState<{ locale: Locale; text: ErrorText } | null>(null);
  useEffect(() => {
    if (locale === "en") return;
    let live = true;
    import("@/components/errors/error-text-others").then(
      ({ OTHER_TEXT }) => live && setOther({ locale, text: OTHER_TEXT[locale] }),
      () => undefined, // offline: the English words stay
    );
    return () => {
      live = false;
    };
  }, [locale]);
  return other && other.locale === locale ? other : { locale: "en", text: ENGLISH_ERROR_TEXT };
}
