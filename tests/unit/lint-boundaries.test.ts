// The import boundaries of eslint.config.mjs, checked with ESLint itself on
// small snippets placed (in memory) at components/x.tsx and app/x.tsx, so a
// config change that loses a boundary fails here and not only in review.
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const eslint = new ESLint({ cwd: root });

async function restrictedImports(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

const snippet = (importLine: string, use: string) => `${importLine}\nexport const used = ${use};\n`;

describe("components/ imports", () => {
  it.each([
    ['import { signupAction } from "@/app/(public)/signup/actions";', "signupAction"],
    ['import { signupAction } from "../app/(public)/signup/actions";', "signupAction"],
    ['import { prisma } from "@/lib/db";', "prisma"],
    ['import { prisma } from "../../lib/db";', "prisma"],
    ['import { PrismaClient } from "@/lib/generated/prisma/client";', "PrismaClient"],
    ['import { Role } from "@/lib/generated/prisma/enums";', "Role"],
  ])("refuses %s", async (line, use) => {
    const file = line.includes('"../../') ? "components/area/x.tsx" : "components/x.tsx";
    expect(await restrictedImports(file, snippet(line, use))).toHaveLength(1);
  });

  it("refuses type imports of the generated client other than its enums", async () => {
    const code = 'import type { Prisma } from "@/lib/generated/prisma/client";\nexport type Where = Prisma.UserWhereInput;\n';
    expect(await restrictedImports("components/x.tsx", code)).toHaveLength(1);
  });

  it("allows lib/ modules and type-only imports of the generated enums", async () => {
    const code = [
      'import type { Role } from "@/lib/generated/prisma/enums";',
      'import { cn } from "@/lib/utils";',
      "export type R = Role;",
      "export const c = cn;",
      "",
    ].join("\n");
    expect(await restrictedImports("components/x.tsx", code)).toEqual([]);
  });
});

describe("app/ imports", () => {
  it.each([
    ['import { PrismaClient } from "@/lib/generated/prisma/client";', "PrismaClient"],
    ['import { Role } from "@/lib/generated/prisma/enums";', "Role"],
    ['import { PrismaClient } from "../lib/generated/prisma/client";', "PrismaClient"],
  ])("refuses %s", async (line, use) => {
    expect(await restrictedImports("app/x.tsx", snippet(line, use))).toHaveLength(1);
  });

  it("allows lib/ (the database client included) and components/", async () => {
    const code = [
      'import { prisma } from "@/lib/db";',
      'import { Button } from "@/components/ui/button";',
      "export const used = [prisma, Button];",
      "",
    ].join("\n");
    expect(await restrictedImports("app/x.tsx", code)).toEqual([]);
  });
});

describe("lib/ imports", () => {
  it("may use the generated client", async () => {
    const code = snippet('import { PrismaClient } from "@/lib/generated/prisma/client";', "PrismaClient");
    expect(await restrictedImports("lib/x.ts", code)).toEqual([]);
  });
});
