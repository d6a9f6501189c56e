// The import boundaries of eslint.config.mjs, checked with ESLint itself on
// small snippets placed (in memory) at components/x.tsx, app/x.tsx and in
// lib/'s folders, so a config change that loses a boundary fails here and not
// only in review.
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

// lib/'s domains in their written order (lib/README.md): i18n -> platform -> outbox ->
// accounts -> clinic -> visit-types -> schedule -> doctors -> appointments -> desk ->
// waitlist -> insights -> notifications, and the edges (http -> auth -> actions) apart.
describe("lib/ domains import only in the written order", () => {
  it.each([
    ["lib/accounts/x.ts", 'import { bookAppointment } from "@/lib/appointments";', "bookAppointment"],
    ["lib/accounts/x.ts", 'import { bookAppointment } from "../appointments";', "bookAppointment"],
    ["lib/accounts/emails/x.tsx", 'import { bookAppointment } from "../../appointments";', "bookAppointment"],
    ["lib/schedule/x.ts", 'import { listDoctors } from "@/lib/doctors/queries";', "listDoctors"],
    ["lib/clinic/x.ts", 'import { computeSlots } from "@/lib/schedule/slots";', "computeSlots"],
    ["lib/outbox/x.ts", 'import { templateOf } from "@/lib/notifications/registry";', "templateOf"],
    ["lib/platform/x.ts", 'import { writeEmails } from "@/lib/outbox/outbox";', "writeEmails"],
    ["lib/appointments/x.ts", 'import { jsonError } from "@/lib/http/handler";', "jsonError"],
    ["lib/doctors/x.ts", 'import { currentActor } from "@/lib/auth/session";', "currentActor"],
    ["lib/notifications/x.ts", 'import { serverAction } from "@/lib/actions/safe-action";', "serverAction"],
    ["lib/clinic/x.ts", 'import { headers } from "next/headers";', "headers"],
    ["lib/appointments/x.ts", 'import { redirect } from "next/navigation";', "redirect"],
    ["lib/appointments/x.ts", 'import { Button } from "@/components/ui/button";', "Button"],
    ["lib/http/x.ts", 'import { currentActor } from "@/lib/auth/session";', "currentActor"],
    ["lib/auth/x.ts", 'import { serverAction } from "@/lib/actions/safe-action";', "serverAction"],
    ["lib/x.ts", 'import { requireRole } from "@/lib/accounts/users";', "requireRole"],
    ["lib/x.ts", 'import { LOCALES } from "@/lib/i18n/locales";', "LOCALES"],
    ["lib/i18n/x.ts", 'import { writeEmails } from "@/lib/outbox/outbox";', "writeEmails"],
    ["lib/appointments/x.ts", 'import { deskDay } from "@/lib/desk/day-board";', "deskDay"],
    ["lib/accounts/x.ts", 'import { addStaff } from "@/lib/desk/staff";', "addStaff"],
    ["lib/desk/x.ts", 'import { joinWaitlist } from "@/lib/waitlist/entries";', "joinWaitlist"],
  ])("refuses in %s: %s", async (file, line, use) => {
    const messages = await restrictedImports(file, snippet(line, use));
    expect(messages).toHaveLength(1);
  });

  it("says which folders a domain may import", async () => {
    const [message] = await restrictedImports("lib/schedule/x.ts", snippet('import { listDoctors } from "@/lib/doctors/queries";', "listDoctors"));
    expect(message).toContain("lib/schedule may import only the root files, lib/i18n, lib/platform, lib/outbox, lib/audit, lib/accounts, lib/clinic");
  });

  it.each([
    ["lib/appointments/x.ts", 'import { computeSlots } from "@/lib/schedule/slots";', "computeSlots"],
    ["lib/appointments/x.ts", 'import { getDoctorSlots } from "@/lib/doctors/queries";', "getDoctorSlots"],
    ["lib/appointments/x.ts", 'import { prisma } from "@/lib/db";', "prisma"],
    ["lib/desk/x.ts", 'import { bookAppointment } from "@/lib/appointments/book";', "bookAppointment"],
    ["lib/waitlist/x.ts", 'import { deskDay } from "@/lib/desk/day-board";', "deskDay"],
    ["lib/outbox/x.ts", 'import { LOCALES } from "@/lib/i18n/locales";', "LOCALES"],
    ["lib/doctors/x.ts", 'import { requireRole } from "@/lib/accounts/users";', "requireRole"],
    ["lib/notifications/x.ts", 'import { bookingConfirmation } from "@/lib/appointments/emails/booking-confirmation";', "bookingConfirmation"],
    ["lib/actions/x.ts", 'import { bookAppointment } from "@/lib/appointments";', "bookAppointment"],
    ["lib/actions/x.ts", 'import { describeError } from "@/lib/http/error-response";', "describeError"],
    ["lib/auth/x.ts", 'import { cookies } from "next/headers";', "cookies"],
  ])("allows in %s: %s", async (file, line, use) => {
    expect(await restrictedImports(file, snippet(line, use))).toEqual([]);
  });
});
