// Issue 42 item 3: each table has one owner among lib/'s domains (lib/README.md, "Tables"), and
// no domain touches a table owned by a domain after it in the lint order (eslint.config.mjs
// DOMAINS): a later domain may use an earlier one's tables, never the reverse. Read from the code
// itself: every `prisma.<model>`, `tx.<model>` and `db.<model>` use and every table named in raw
// SQL, per folder. The few known exceptions are listed below with their reason; one that is gone
// fails here too, so the list only shrinks.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

const DOMAINS: string[] = JSON.parse(read("eslint.config.mjs").match(/const DOMAINS = (\[[^\]]*\])/)![1]);

/**
 * Model name (as the client spells it: `waitlistOffer`) to table name, from the Prisma schema; and
 * each view the migrations create (read by raw SQL only), under its own name: a view is owned too.
 */
function modelTables(): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of read("prisma/schema.prisma").matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
    const table = m[2].match(/@@map\("([^"]+)"\)/)?.[1] ?? m[1];
    out.set(m[1][0].toLowerCase() + m[1].slice(1), table);
  }
  for (const dir of fs.readdirSync(path.join(root, "prisma/migrations"), { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    for (const v of read(`prisma/migrations/${dir.name}/migration.sql`).matchAll(/CREATE (?:OR REPLACE )?VIEW "?([a-z_]+)"?/g)) out.set(v[1], v[1]);
  }
  return out;
}

/** The owner of each table, from lib/README.md's "Tables" list: "| `folder/` | `table`, `table` |". */
function owners(): Map<string, string> {
  const section = read("lib/README.md").split(/^## Tables$/m)[1]?.split(/^## /m)[0] ?? "";
  const out = new Map<string, string>();
  for (const line of section.split("\n")) {
    const m = line.match(/^\| `([a-z0-9-]+)\/` \| ([^|]*) \|/);
    if (!m) continue;
    for (const t of m[2].matchAll(/`([a-z_]+)`/g)) out.set(t[1], m[1]);
  }
  return out;
}

function filesOf(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return filesOf(rel);
    return /\.(ts|tsx)$/.test(e.name) ? [rel] : [];
  });
}

/** The tables a folder's code touches, each with one file that does. */
function touched(folder: string, models: Map<string, string>): Map<string, string> {
  const tables = new Set(models.values());
  const out = new Map<string, string>();
  for (const file of filesOf(`lib/${folder}`)) {
    const text = read(file);
    for (const m of text.matchAll(/\b(?:prisma|tx|db)\.([a-z][A-Za-z]*)\b/g)) {
      const table = models.get(m[1]);
      if (table && !out.has(table)) out.set(table, file);
    }
    for (const m of text.matchAll(/\b(?:FROM|JOIN|UPDATE|INTO)\s+"?([a-z_]+)"?/g)) {
      if (tables.has(m[1]) && !out.has(m[1])) out.set(m[1], file);
    }
  }
  return out;
}

/** Known leaks, "folder -> table": each still to move behind a function of the table's owner. */
const KNOWN: Record<string, string> = {};

describe("table ownership (lib/README.md, Tables)", () => {
  const models = modelTables();
  const owner = owners();

  it("gives every table one owner, a domain", () => {
    expect([...new Set(models.values())].filter((t) => !owner.has(t))).toEqual([]);
    expect([...new Set(owner.values())].filter((f) => !DOMAINS.includes(f))).toEqual([]);
  });

  it("has no domain touch a table owned by a later domain (known exceptions aside)", () => {
    const leaks: string[] = [];
    const seen = new Set<string>();
    for (const folder of DOMAINS) {
      for (const [table, file] of touched(folder, models)) {
        const by = owner.get(table);
        if (!by || DOMAINS.indexOf(by) <= DOMAINS.indexOf(folder)) continue;
        const key = `${folder} -> ${table}`;
        seen.add(key);
        if (!KNOWN[key]) leaks.push(`${key} (owned by ${by}; ${file})`);
      }
    }
    expect(leaks).toEqual([]);
    expect(Object.keys(KNOWN).filter((k) => !seen.has(k))).toEqual([]);
  });

  it("has the outbox read no domain's table but its own, and the schedule none of the waitlist's", () => {
    const outbox = [...touched("outbox", models).keys()].filter((t) => owner.get(t) !== "outbox" && !KNOWN[`outbox -> ${t}`]);
    expect(outbox).toEqual([]);
    expect([...touched("schedule", models).keys()].filter((t) => owner.get(t) === "waitlist")).toEqual([]);
  });

  it("finds the uses it checks (a model, a raw SQL table)", () => {
    const appointments = touched("appointments", models);
    expect(appointments.has("appointments")).toBe(true);
    expect(touched("platform", models).has("rate_limits")).toBe(true);
    // A view, by raw SQL: the schedule reads visits' busy time through its own view, not appointments.
    expect(touched("schedule", models).has("visit_busy_times")).toBe(true);
    expect(touched("schedule", models).has("appointments")).toBe(false);
  });
});
