// The messages of issue 29 kept honest (docs/i18n.md, "Keys"):
// - every key of messages/en.json is in es, fr and ar, and no other key is;
// - every message is text, with the same {arguments} in every language;
// - every key is used by some code.
//
// How a key is found in the code: a namespace is opened by
// getTranslations("Ns") / useTranslations("Ns") (or `namespace: "Ns"`), and a
// key "Ns.key" counts as used when its namespace is opened somewhere and "key"
// appears as a quoted string literal in the code (t("key"), or a label kept as
// data: `{ href: "/", label: "home" }` in components/layout/nav-links.ts).
// Keys missing from en.json fail `tsc` (types/next-intl.d.ts types t()).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";

const root = path.resolve(__dirname, "../..");
type Tree = { [key: string]: string | Tree };

// messages/<group>/<locale>.json, merged as messages/index.ts merges them.
const groups = fs.readdirSync(path.join(root, "messages"), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
const read = (group: string, locale: string) => JSON.parse(fs.readFileSync(path.join(root, "messages", group, `${locale}.json`), "utf8")) as Tree;
const messages = Object.fromEntries(
  LOCALES.map((l) => [l, Object.assign({}, ...groups.map((g) => read(g, l))) as Tree]),
) as Record<(typeof LOCALES)[number], Tree>;

function flatten(tree: Tree, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v !== null && typeof v === "object") for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
    else out.set(key, v);
  }
  return out;
}

/** The names of a message's ICU arguments ({name}, {count, plural, ...}). */
const argumentsOf = (text: string) => [...new Set([...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();

const CODE_DIRS = ["app", "components", "lib", "i18n"];
function codeFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "generated" && entry.name !== "node_modules") out.push(...codeFiles(full));
    } else if (/\.(ts|tsx)$/.test(entry.name)) out.push(full);
  }
  return out;
}

const en = flatten(messages.en);

// The server's texts (messages/server): looked up by their English text at the
// edges (lib/i18n/message-catalogue.ts), not by key, so no code names their keys.
// tests/unit/message-catalogue-coverage.test.ts holds them to the code instead:
// every text the server returns has an entry.
const SERVER_NAMESPACES = ["ServerMessages"];

describe("messages/*/*.json", () => {
  it("a namespace lives in one group, and every group is loaded by messages/index.ts", () => {
    const index = fs.readFileSync(path.join(root, "messages", "index.ts"), "utf8");
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const group of groups) {
      expect(index).toContain(`"./${group}/en.json"`);
      for (const ns of Object.keys(read(group, "en"))) {
        if (seen.has(ns)) twice.push(`${ns}: ${seen.get(ns)} and ${group}`);
        seen.set(ns, group);
      }
    }
    expect(twice).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== "en"))("%s has exactly en's keys", (locale) => {
    const keys = [...flatten(messages[locale]).keys()].sort();
    const missing = [...en.keys()].filter((k) => !keys.includes(k));
    const extra = keys.filter((k) => !en.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(LOCALES)("%s: every message is non-empty text with en's arguments", (locale) => {
    const wrong: string[] = [];
    for (const [key, value] of flatten(messages[locale])) {
      if (typeof value !== "string" || value.trim() === "") wrong.push(`${key}: not text`);
      else if (JSON.stringify(argumentsOf(value)) !== JSON.stringify(argumentsOf(String(en.get(key))))) wrong.push(`${key}: arguments`);
    }
    expect(wrong).toEqual([]);
  });

  it("every key is used by some code", () => {
    const sources = CODE_DIRS.flatMap((d) => codeFiles(path.join(root, d))).map((f) => fs.readFileSync(f, "utf8"));
    const opened = new Set<string>();
    const literals = new Set<string>();
    for (const text of sources) {
      for (const m of text.matchAll(/(?:useTranslations|getTranslations)\(\s*["'`]([\w.]+)["'`]/g)) opened.add(m[1]);
      for (const m of text.matchAll(/namespace:\s*["'`]([\w.]+)["'`]/g)) opened.add(m[1]);
      for (const m of text.matchAll(/["'`]([\w.]+)["'`]/g)) literals.add(m[1]);
    }
    const unused = [...en.keys()].filter((key) => {
      const parts = key.split(".");
      if (SERVER_NAMESPACES.includes(parts[0])) return false;
      // Opened at any depth: "Nav" then "home", or "Nav.sub" then "key".
      for (let i = 1; i < parts.length; i++) {
        if (opened.has(parts.slice(0, i).join(".")) && literals.has(parts.slice(i).join("."))) return false;
      }
      return true;
    });
    expect(unused).toEqual([]);
  });
});
