// A server text (a zod message checked in the browser, or one the server sent
// in English) in the page's language, for client components that have no
// next-intl provider (issue 29). The language is the document's
// (<html lang>, set by the root layout); the catalogue of that language is a
// chunk of its own, loaded the first time a text is shown, so English pages
// load nothing and render exactly as before, and other pages swap the
// English text for theirs right after (lib/i18n/message-catalogue.ts). No
// next-intl provider is read, so it works in any client subtree.
import { useEffect, useState } from "react";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import type { TranslateText } from "@/lib/i18n/message-catalogue";

/**
 * The translator into the document's language (<html lang>), its catalogue
 * chunk loaded on first use; null on an English page, where texts stay as they are.
 */
function documentTranslator(): Promise<TranslateText> | null {
  const lang = document.documentElement.lang;
  if (!isLocale(lang) || lang === DEFAULT_LOCALE) return null;
  // The translator (ICU formatting included) is a chunk too: nothing of it in the first-load scripts.
  return import("@/lib/i18n/message-catalogue").then(({ serverTextTranslator }) => serverTextTranslator(lang));
}

/** `text` translated into the document's language once its catalogue has loaded; `text` until then (and in English). */
export function useServerText(text: string): string {
  const [translate, setTranslate] = useState<TranslateText | null>(null);
  const needed = text !== "" && translate === null;
  useEffect(() => {
    if (!needed) return;
    const pending = documentTranslator();
    if (!pending) return;
    let live = true;
    pending.then(
      (t) => live && setTranslate(() => t),
      () => undefined, // offline: the English text stays
    );
    return () => {
      live = false;
    };
  }, [needed]);
  return translate && text ? translate(text) : text;
}

/**
 * `text` in the document's language, for a message shown once (a toast) rather
 * than rendered: the same catalogue chunk as useServerText, loaded when first
 * needed; the English text when the page is English or the chunk cannot load.
 */
export async function inPageLanguage(text: string): Promise<string> {
  const pending = text ? documentTranslator() : null;
  if (!pending) return text;
  try {
    return (await pending)(text);
  } catch {
    return text; // offline: the English text
  }
}
