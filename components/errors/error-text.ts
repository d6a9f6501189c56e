// The words of the error boundaries (app/error.tsx, app/global-error.tsx, the
// areas' error.tsx through ErrorPanel) in the four languages (issue 29).
// They are client components in every page's first load, and no message
// provider sits at the root (docs/i18n.md): handing them next-intl would ship
// its runtime with every page. So they carry this small dictionary and take
// the page's language from <html lang> (components/layout/document-locale.ts).
// global-error replaces the root layout, and so the document, when it
// renders: it reads the language the page had before, else English.
import { useDocumentLocale } from "@/components/layout/document-locale";
import type { Locale } from "@/lib/locales";

const TEXT = {
  en: {
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
  },
  es: {
    somethingWrong: "Algo salió mal",
    tryAgain: "Reintentar",
    reference: "Referencia:",
    goHome: "Ir al inicio",
    backToDashboard: "Volver al panel",
    pageFailed: "No pudimos cargar esta página. Inténtalo de nuevo en un momento.",
    screenFailed: "No se pudo cargar esta pantalla. Inténtalo de nuevo en un momento.",
    rightBack: "Volvemos enseguida",
    rootFailed: "CareSlot no ha podido cargar esta página ahora mismo. Tus citas están a salvo. Inténtalo de nuevo en un momento.",
    globalFailed: "CareSlot no ha podido cargar esta página ahora mismo. Inténtalo de nuevo en un momento.",
  },
  fr: {
    somethingWrong: "Un problème est survenu",
    tryAgain: "Réessayer",
    reference: "Référence\u00a0:",
    goHome: "Retour à l’accueil",
    backToDashboard: "Retour au tableau de bord",
    pageFailed: "Nous n’avons pas pu charger cette page. Veuillez réessayer dans un instant.",
    screenFailed: "Cet écran n’a pas pu être chargé. Veuillez réessayer dans un instant.",
    rightBack: "Nous revenons tout de suite",
    rootFailed: "CareSlot n’a pas pu charger cette page pour le moment. Vos rendez-vous sont en sécurité. Veuillez réessayer dans un instant.",
    globalFailed: "CareSlot n’a pas pu charger cette page pour le moment. Veuillez réessayer dans un instant.",
  },
  ar: {
    somethingWrong: "حدث خطأ ما",
    tryAgain: "حاول مرة أخرى",
    reference: "المرجع:",
    goHome: "العودة إلى الرئيسية",
    backToDashboard: "العودة إلى لوحة التحكم",
    pageFailed: "تعذّر تحميل هذه الصفحة. يُرجى المحاولة مرة أخرى بعد قليل.",
    screenFailed: "تعذّر تحميل هذه الشاشة. يُرجى المحاولة مرة أخرى بعد قليل.",
    rightBack: "سنعود حالًا",
    rootFailed: "تعذّر على CareSlot تحميل هذه الصفحة الآن. مواعيدك في أمان. يُرجى المحاولة مرة أخرى بعد قليل.",
    globalFailed: "تعذّر على CareSlot تحميل هذه الصفحة الآن. يُرجى المحاولة مرة أخرى بعد قليل.",
  },
} satisfies Record<Locale, Record<string, string>>;

export type ErrorText = (typeof TEXT)["en"];

export function errorText(locale: Locale): ErrorText {
  return TEXT[locale];
}

/** The error words in the page's language (English while hydrating a server render). */
export function useErrorText(): { locale: Locale; text: ErrorText } {
  const locale = useDocumentLocale();
  return { locale, text: TEXT[locale] };
}
