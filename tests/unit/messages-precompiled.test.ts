// The Next.js build precompiles the messages (next.config.ts: next-intl's
// catalog loader with `precompile`), and the app then formats them with
// icu-minify's small formatter; the tests, the email worker outside Next.js and
// the server catalogue format the raw ICU with intl-messageformat. This test
// holds the two to the same words: every message of every precompiled group in
// every language, formatted both ways with sample values for each of its
// arguments (every select option, plural counts that reach every plural form,
// rich-text tags), gives the same text.
import fs from "node:fs";
import path from "node:path";
import compile from "icu-minify/compile";
import format from "icu-minify/format";
import { IntlMessageFormat } from "intl-messageformat";
import { TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { precompiledGroups } from "@/messages/precompiled-groups";

const root = path.resolve(__dirname, "../..");
type Tree = { [key: string]: string | Tree };

/** The groups next.config.ts precompiles. */
const groups = precompiledGroups(root);

function* messagesOf(tree: Tree, prefix = ""): Generator<[string, string]> {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === "string") yield [key, v];
    else yield* messagesOf(v, key);
  }
}

type Values = Record<string, string | number | Date | ((chunks: string[]) => string)>;
const WHEN = new Date(Date.UTC(2026, 10, 27, 9, 30));
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 100, 102];

/** Sample value sets that together take every branch of the message. */
function valueSets(ast: MessageFormatElement[]): Values[] {
  const base: Values = {};
  const choices: [string, (string | number)[]][] = [];
  const walk = (els: MessageFormatElement[]) => {
    for (const el of els) {
      if (el.type === TYPE.argument) base[el.value] ??= `‹${el.value}›`;
      else if (el.type === TYPE.number) base[el.value] = 1234.5;
      else if (el.type === TYPE.date || el.type === TYPE.time) base[el.value] = WHEN;
      else if (el.type === TYPE.tag) {
        base[el.value] = (chunks: string[]) => `<${el.value}>${chunks.join("")}</${el.value}>`;
        walk(el.children);
      } else if (el.type === TYPE.select) {
        choices.push([el.value, Object.keys(el.options)]);
        Object.values(el.options).forEach((o) => walk(o.value));
      } else if (el.type === TYPE.plural) {
        const exact = Object.keys(el.options).filter((k) => k.startsWith("=")).map((k) => Number(k.slice(1)));
        choices.push([el.value, [...new Set([...COUNTS, ...exact])]]);
        Object.values(el.options).forEach((o) => walk(o.value));
      }
    }
  };
  walk(ast);
  if (choices.length === 0) return [base];
  // Each choice through all its options, the others at their first: enough for our messages' branches.
  return choices.flatMap(([name, options]) =>
    options.map((option) => ({ ...base, ...Object.fromEntries(choices.map(([n, o]) => [n, o[0]])), [name]: option })),
  );
}

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
};
const text = (out: unknown) => (Array.isArray(out) ? out.join("") : String(out));

describe("precompiled messages (next.config.ts)", () => {
  for (const locale of LOCALES) {
    it(`read the same as the raw ICU in ${locale}`, () => {
      const different: string[] = [];
      let formatted = 0;
      for (const group of groups) {
        const tree = JSON.parse(fs.readFileSync(path.join(root, "messages", group, `${locale}.json`), "utf8")) as Tree;
        for (const [key, raw] of messagesOf(tree)) {
          const reference = new IntlMessageFormat(raw, locale);
          const compiled = compile(raw);
          for (const values of valueSets(reference.getAst())) {
            const want = text(reference.format(values));
            const got = text(format(compiled, locale, values, { formatters, timeZone: "UTC" }));
            formatted++;
            if (got !== want) different.push(`${group}/${locale}.json ${key} with ${JSON.stringify(values)}: ${JSON.stringify(got)} != ${JSON.stringify(want)}`);
          }
        }
      }
      expect(formatted).toBeGreaterThan(1000);
      expect(different).toEqual([]);
    });
  }
});
