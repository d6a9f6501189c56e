// Every English text the server returns to a user has an entry in the server
// catalogue (messages/server/en.json, lib/i18n/message-catalogue.ts), so no screen
// shows English in another language because a new message was forgotten.
//
// The texts are found by a scan of lib/ and app/api/ (a text scan, like
// tests/unit/messages.test.ts's): exported SCREAMING_CASE constants that read
// as a sentence; the message of every domain error helper (badRequest,
// notFound, conflict, forbidden, unauthorized, gone, tooLarge, unavailable,
// rateLimited, new DomainError); the `success`/`failure`/`signedOut`/
// `message`/`error`/`forbidden` texts of actions and schemas; the labels given
// to requiredText/optionalText/emailSchema/passwordSchema; and in zod modules
// every string argument with a space in it (not `.describe()`: OpenAPI's
// words, for developers). A template's `${...}` is a pattern's `{argument}`.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import english from "@/messages/server/en.json";

const root = path.resolve(__dirname, "../..");

/** Scanned strings that are not texts a user is shown, each with why. */
const NOT_USER_TEXTS = new Set([
  "10:30 AM", // OpenAPI example values
  "10:00 AM",
  "[careslot] unexpected error:", // a log line
  "active: false", // OpenAPI wording
  "open appointment", // a plural() word; the catalogue has the whole sentences
  "${GENDERS.slice(0, -1).join(\", \")} or ${GENDERS.at(-1)}", // the API's values, inside "Gender must be {choices}"
  "${typeNames} (judged by content), at most ${MAX_IMAGE_MB} MB and ${MAX_IMAGE_SIDE} x ${MAX_IMAGE_SIDE} pixels; stored re-encoded, without metadata (EXIF, GPS) and as a still image", // OpenAPI
  // lib/insights/insights-schema.ts: OpenAPI descriptions passed through a helper.
  "No-shows over visits with an outcome (completed + no-show) that started in the week",
  "Cancelled visits over every visit that started in the week",
  "Median days from booking (created) to start of the week's booked (not cancelled) visits",
  "90th percentile of the same",
  "",
]);

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // lib/fhir/: an OperationOutcome's diagnostics are for the calling system's developers and
      // stay English, as FHIR servers answer (docs/fhir.md); the FHIR edge translates nothing.
      if (entry.name !== "generated" && full !== path.join(root, "lib", "fhir")) out.push(...sourceFiles(full));
    } else if (/\.ts$/.test(entry.name) && !entry.name.endsWith(".test.ts")) out.push(full);
  }
  return out;
}

const LITERAL = String.raw`("(?:[^"\\\n]|\\.)*"|\x60(?:[^\x60\\]|\\.)*\x60)`;
const RULES: { re: RegExp; keep?: (text: string) => boolean; zodOnly?: boolean }[] = [
  { re: new RegExp(String.raw`export const [A-Z][A-Z0-9_]*\s*=\s*` + LITERAL, "g"), keep: (t) => /^([A-Z]|\$\{)/.test(t) && t.includes(" ") },
  { re: new RegExp(String.raw`\b(?:badRequest|notFound|conflict|forbidden|unauthorized|gone|tooLarge|unavailable)\(\s*` + LITERAL, "g") },
  { re: new RegExp(String.raw`\brateLimited\([^,()]*(?:\([^()]*\))?[^,()]*,\s*` + LITERAL, "g") },
  { re: new RegExp(String.raw`new DomainError\(\s*"\w+",\s*` + LITERAL, "g") },
  { re: new RegExp(String.raw`\b(?:success|failure|signedOut|message|error|forbidden):\s*` + LITERAL, "g") },
  { re: new RegExp(String.raw`\b(?:requiredText|optionalText|emailSchema|passwordSchema)\(\s*` + LITERAL, "g") },
  {
    re: new RegExp(String.raw`(?<!\.describe|\.join)[(,]\s*` + LITERAL + String.raw`\s*[),]`, "g"),
    keep: (t) => t.includes(" ") && /[A-Za-z]/.test(t),
    zodOnly: true,
  },
];

/** A literal's text as the program has it ("\\u0000" -> "\u0000"), its `${...}` left in place. */
function literalText(raw: string): string {
  return raw.slice(1, -1).replace(/\\(.)/g, "$1");
}

function serverTexts(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of [...sourceFiles(path.join(root, "lib")), ...sourceFiles(path.join(root, "app", "api"))]) {
    const rel = path.relative(root, file);
    // Comments hold prose, not messages.
    const text = fs.readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
    const isZod = /from "zod"/.test(text);
    for (const rule of RULES) {
      if (rule.zodOnly && !isZod) continue;
      for (const m of text.matchAll(rule.re)) {
        const t = literalText(m[1]);
        if (rule.keep && !rule.keep(t)) continue;
        if (!NOT_USER_TEXTS.has(t) && !found.has(t)) found.set(t, rel);
      }
    }
  }
  return found;
}

/** A text with its variable parts as one mark: "${label} is required" and "{label} is required" read alike. */
const shape = (text: string) => text.replace(/\$\{[^}]*\}/g, "\u2217").replace(/\{\w+\}/g, "\u2217");

describe("the server catalogue (messages/server)", () => {
  it("has an entry for every text the server returns", () => {
    const catalogue = new Set(Object.values(english.ServerMessages).map(shape));
    const texts = serverTexts();
    // The scan still finds what it should (a guard against a scan broken by a refactor).
    expect(texts.size).toBeGreaterThan(250);
    const missing = [...texts].filter(([t]) => !catalogue.has(shape(t))).map(([t, file]) => `${file}: ${t}`);
    expect(missing).toEqual([]);
  });

  it("uses plain {arguments} in English, so every entry can be matched", () => {
    const odd = Object.values(english.ServerMessages).filter((t) => /\{\s*\w+\s*,/.test(t));
    expect(odd).toEqual([]);
  });
});
