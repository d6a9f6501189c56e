// The page's language as client code outside every message provider sees it
// (issue 29): <html lang>, which the root layout sets. The error pages and the
// toaster read it; the NEXT_LOCALE cookie is HttpOnly, so it is no help here.
import { useSyncExternalStore } from "react";
import { isLocale, type Locale } from "@/lib/i18n/locales";

/** The language of a document's <html lang>, English when it names none of ours. */
export function documentLocale(lang: string | null | undefined): Locale {
  const primary = lang?.trim().toLowerCase().split("-")[0];
  return isLocale(primary) ? primary : "en";
}

const noSubscription = () => () => {};

/**
 * The page's language. The server render (and the first client render, for
 * hydration) says English: a client component outside every provider cannot
 * know the request's language there.
 */
export function useDocumentLocale(): Locale {
  return useSyncExternalStore(
    noSubscription,
    () => documentLocale(document.documentElement.lang),
    () => "en" as Locale,
  );
}
