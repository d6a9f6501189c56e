// The error boundaries' words in Spanish, French and Arabic (components/errors/error-text.ts),
// a chunk of their own: loaded when an error page shows in one of them, so no page's
// first-load JavaScript carries them.
import type { ErrorText } from "@/components/errors/error-text";

export const OTHER_TEXT: Record<"es" | "fr" | "ar", ErrorText> = {
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
};
