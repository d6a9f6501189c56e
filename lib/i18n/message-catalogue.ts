// The catalogue of the texts the server returns to a user (issue 29): action
// results, domain errors, zod validation messages. The code keeps them as
// English constants (SPEC's words, what the API has always answered); the
// edges translate them here, by their English text, into the reader's
// language: the action wrapper (lib/actions/safe-action.ts), the REST wrapper
// (lib/http/handler.ts) and the forms' field messages (components/ui/form.tsx).
//
// messages/server/<locale>.json, namespace ServerMessages: the English file's
// values are the ids (its keys only pair them with the other languages). A
// text with variable parts is a pattern: `{name}` stands for any text, e.g.
// "{label} is required" matches "Full name is required". A pattern's parts
// are translated too when they are catalogue texts themselves ("Full name" ->
// "Nom complet"), and the other languages may use ICU plurals on them. A
// text the catalogue does not know is returned as it is (a clinic's own words,
// or a text already translated). docs/i18n-messages.md says how to add one.
//
// Browser-safe: each language's file is a separate chunk, loaded on demand, so
// a page gets only its own language (and English, to match against).
// Formatted with intl-messageformat itself, not next-intl: these files are left
// raw ICU (next.config.ts precompiles every other group, and next-intl's
// formatter then reads only precompiled messages).
import { IntlMessageFormat } from "intl-messageformat";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";

type Texts = Record<string, string>;
type CatalogueFile = { ServerMessages: Texts };

const files: Record<Locale, () => Promise<CatalogueFile>> = {
  en: () => import("@/messages/server/en.json").then((m) => m.default),
  es: () => import("@/messages/server/es.json").then((m) => m.default),
  fr: () => import("@/messages/server/fr.json").then((m) => m.default),
  ar: () => import("@/messages/server/ar.json").then((m) => m.default),
};

/** A text in one language, the English one when none is found. */
export type TranslateText = (text: string) => string;

const ARGUMENT = /\{(\w+)\}/g;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

type Pattern = { key: string; names: string[]; regex: RegExp; literal: number };

/**
 * The translator from English into `locale`, given both catalogues (pure:
 * tests call it directly). Exact texts win; then the pattern with the most
 * fixed text; a part is translated once more (one level, enough for labels).
 */
export function catalogueTranslator(english: Texts, target: Texts, locale: Locale): TranslateText {
  if (locale === DEFAULT_LOCALE) return (text) => text;
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [key, text] of Object.entries(english)) {
    const names = [...text.matchAll(ARGUMENT)].map((m) => m[1]);
    if (names.length === 0) {
      exact.set(text, key);
      continue;
    }
    const source = text.split(ARGUMENT).map((part, i) => (i % 2 ? "(.+?)" : escapeRegExp(part))).join("");
    patterns.push({ key, names, regex: new RegExp(`^${source}$`, "s"), literal: text.replace(ARGUMENT, "").length });
  }
  patterns.sort((a, b) => b.literal - a.literal);
  const formats = new Map<string, IntlMessageFormat | null>();
  const formatOf = (key: string): IntlMessageFormat | null => {
    if (!formats.has(key)) {
      let compiled: IntlMessageFormat | null = null;
      try {
        compiled = new IntlMessageFormat(target[key], locale);
      } catch {
        // A message broken in one language: the English text, never an exception.
      }
      formats.set(key, compiled);
    }
    return formats.get(key) ?? null;
  };
  const format = (key: string, args: Record<string, string>, fallback: string): string => {
    const message = target[key];
    if (!message) return fallback;
    const compiled = formatOf(key);
    if (!compiled) return fallback;
    // ICU plurals need numbers; plain arguments stay text (a number would be regrouped: 2026 -> 2,026).
    const values: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(args)) {
      const counted = new RegExp(`\\{\\s*${name}\\s*,\\s*(?:plural|selectordinal)`).test(message) && /^\d+$/.test(value);
      values[name] = counted ? Number(value) : value;
    }
    try {
      const out = compiled.format(values);
      return typeof out === "string" && out ? out : fallback;
    } catch {
      // An argument missing in one language: the English text.
      return fallback;
    }
  };
  const translate = (text: string, depth: number): string => {
    const key = exact.get(text);
    if (key) return format(key, {}, text);
    if (depth > 1) return text;
    for (const p of patterns) {
      const m = p.regex.exec(text);
      if (!m) continue;
      const args: Record<string, string> = {};
      p.names.forEach((name, i) => (args[name] = translate(m[i + 1], depth + 1)));
      return format(p.key, args, text);
    }
    return text;
  };
  return (text) => translate(text, 0);
}

const loaded = new Map<Locale, Promise<TranslateText>>();

/** The translator into `locale`, its catalogue loaded once (English: the text as it is, nothing loaded). */
export function serverTextTranslator(locale: Locale): Promise<TranslateText> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve((text) => text);
  let pending = loaded.get(locale);
  if (!pending) {
    pending = Promise.all([files.en(), files[locale]()]).then(([en, target]) => catalogueTranslator(en.ServerMessages, target.ServerMessages, locale));
    // A failed chunk download is tried again by the next call.
    pending.catch(() => loaded.delete(locale));
    loaded.set(locale, pending);
  }
  return pending;
}

/** Every text of a field-error map translated; the fields stay as they are. */
export function translateFieldErrors(fieldErrors: Record<string, string> | undefined, translate: TranslateText): Record<string, string> | undefined {
  return fieldErrors && Object.fromEntries(Object.entries(fieldErrors).map(([field, text]) => [field, translate(text)]));
}
