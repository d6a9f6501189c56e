// Each rule lives once, in its module in lib/. This test reads the app's
// sources and fails when a tell-tale copy of a rule appears anywhere else, so
// the copy is replaced by an import before it can drift. Each rule lists the
// one file allowed to spell it out and a few copies the pattern must catch.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

type Rule = {
  rule: string;
  /** The only files (from the repository root) that may spell the rule out. */
  home: string[];
  pattern: RegExp;
  /** Copies the pattern must catch, so a broken pattern cannot pass silently. */
  catches: string[];
  /** Known copies in files owned elsewhere, each with the reason it may stay for now. */
  exempt?: Record<string, string>;
};

const RULES: Rule[] = [
  {
    rule: "which statuses are open (pending, confirmed)",
    home: ["lib/appointments/status.ts"],
    // Both open statuses named in one expression, a list or a condition, on one
    // line or several (up to a statement's end, or 120 characters apart).
    pattern: /(["'])pending\1[^;]{0,120}?(["'])confirmed\2|(["'])confirmed\3[^;]{0,120}?(["'])pending\4/,
    catches: [
      `statuses: ["pending", "confirmed"]`,
      `a.status === "pending" || a.status === "confirmed"`,
      `const OPEN = [\n  "confirmed",\n  "pending",\n];`,
      `where: {\n  status: {\n    in: [\n      "pending",\n      "confirmed",\n    ],\n  },\n}`,
      `a.status === "pending" ||\n  a.status === "confirmed"`,
    ],
  },
  {
    rule: "status labels",
    home: ["lib/appointments/status.ts"],
    // A map from the status to its English name, on one line or one entry a line, the key quoted or not.
    pattern: /\bpending["']?:\s*["']Pending["']|\bconfirmed["']?:\s*["']Confirmed["']/,
    catches: [
      `const LABELS = { pending: "Pending", confirmed: "Confirmed" }`,
      `const LABELS = {\n  confirmed: "Confirmed",\n  pending: "Pending",\n};`,
      `const LABELS: Record<AppointmentStatus, string> = {\n  "confirmed": "Confirmed",\n  "checked_in": "Checked in",\n};`,
    ],
  },
  {
    rule: "money formatting (one currency setting)",
    home: ["lib/i18n/format.ts"],
    // A dollar sign written before an amount, a currency formatter, or the setting itself.
    pattern: /`\$\$\{|["']\$["']|^\s*\$\s*$|\(\$\)|Fees?:?\s*\$(?!\{)|style:\s*["']currency["']|NEXT_PUBLIC_CURRENCY/m,
    catches: [
      "value={`$${doctor.fees}`}",
      "`Fee: $${a.amount}`",
      `"$" + fees`,
      "<span>\n  $\n</span>",
      "<FormLabel>Fees ($)</FormLabel>",
      `new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })`,
      "process.env.NEXT_PUBLIC_CURRENCY",
    ],
  },
  {
    rule: "how dates are written (dd/MM/yyyy, weekday and month names)",
    home: ["lib/i18n/format.ts"],
    pattern: /\$\{(?:pad\()?d\)?\}\/\$\{(?:pad\()?m\)?\}\/\$\{y\}|["']Sunday["'],\s*["']Monday["']|["']January["'],\s*["']February["']/,
    catches: ["`${d}/${m}/${y}`", "`${pad(d)}/${pad(m)}/${y}`", `const WEEKDAYS = ["Sunday", "Monday", "Tuesday"]`],
  },
  {
    rule: "the password length rule",
    home: ["lib/accounts/password-schema.ts"],
    pattern:
      /password\w*\s*[:=]\s*z\s*\.[^;]{0,120}?\.(?:min|max)\(\s*\d|password\w*\.length\s*[<>]=?\s*\d|Password (?:must|should) be at (?:least|most) \d|(?:min|max)Length=\{\s*\d/i,
    catches: [
      `password: z.string().min(6, "Too short")`,
      `password: z\n    .string({ error: "Password is required" })\n    .min(6, "x")`,
      `if (newPassword.length < 6) throw badRequest("x")`,
      `"Password must be at least 6 characters"`,
      `<Input type="password" minLength={6} />`,
    ],
  },
  {
    rule: "gender values and names",
    home: ["lib/accounts/gender.ts"],
    pattern: /Not [Ss]pecified|(["'])male\1\s*,\s*(["'])female\2/,
    catches: [`{ "not specified": "Not Specified" }`, `?? "Not specified"`, `z.enum(["male", "female", "not specified"])`],
  },
  {
    rule: "the security headers",
    home: ["lib/http/security-headers.ts"],
    pattern: /X-Content-Type-Options|Referrer-Policy|X-Frame-Options|Permissions-Policy|Strict-Transport-Security|Cross-Origin-Opener-Policy/,
    catches: [`{ key: "X-Content-Type-Options", value: "nosniff" }`, `"Strict-Transport-Security": "max-age=63072000"`],
  },
  {
    rule: "response types (z.output of the zod response schemas)",
    home: ["lib/accounts/shapes.ts", "lib/doctors/shapes.ts", "lib/appointments/shapes.ts", "lib/schedule/shapes.ts", "lib/http/route-schema.ts"],
    exempt: { "lib/clinic/contact.ts": "ContactMessageDTO is still written by hand; tests/unit/response-shapes.test.ts ties it to its schema" },
    pattern: /export\s+(?:type\s+\w*(?:DTO|Dashboard|Patient)\s*=\s*\{|interface\s+\w*(?:DTO|Dashboard|Patient)\b)/,
    catches: [`export type UserDTO = {\n  _id: string;`, "export interface DoctorDashboard {"],
  },
  {
    rule: "which speciality a route lists",
    home: ["lib/clinic/specialities.ts"],
    pattern: /function\s+effectiveSpeciality\b/,
    catches: ["export async function effectiveSpeciality(requested: Speciality | null)"],
  },
];

/** Application sources: app/, components/, lib/ and the root config and proxy; no generated code or tests. */
function sources(): string[] {
  const out = ["next.config.ts", "proxy.ts"];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (rel !== "lib/generated") walk(rel);
      } else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        out.push(rel);
      }
    }
  };
  for (const dir of ["app", "components", "lib"]) walk(dir);
  return out;
}

const files = sources().map((file) => ({ file, text: readFileSync(path.join(ROOT, file), "utf8") }));

/** "file:line: text" for every place outside the rule's home that matches. */
function copiesOf(rule: Rule): string[] {
  const global = new RegExp(rule.pattern.source, `${rule.pattern.flags}g`);
  const found = new Set<string>();
  for (const { file, text } of files) {
    if (rule.home.includes(file) || (rule.exempt && file in rule.exempt)) continue;
    for (const match of text.matchAll(global)) {
      const line = text.slice(0, match.index).split("\n").length;
      found.add(`${file}:${line}: ${text.split("\n")[line - 1].trim()}`);
    }
  }
  return [...found];
}

describe("one rule in one place", () => {
  it("reads the app's sources", () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.map((f) => f.file)).toEqual(expect.arrayContaining(["next.config.ts", "lib/i18n/format.ts", "components/admin/doctor-form.tsx"]));
  });

  for (const rule of RULES) {
    it(`${rule.rule}: only in ${rule.home.join(", ")}`, () => {
      for (const copy of rule.catches) expect(copy, "the pattern should catch this copy").toMatch(rule.pattern);
      expect(copiesOf(rule), `import from ${rule.home[0]} instead`).toEqual([]);
    });
  }
});
