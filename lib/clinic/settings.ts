// lib/clinic: the clinic's own settings, specialities and contact messages. Imports root, platform,
// outbox, accounts. (lib/README.md)
//
// The clinic's policy settings: one database row (clinic_settings, id 1), its
// defaults set by the migration that creates it. Admins read and change it
// (GET|PUT /api/admin/settings); the rules that depend on it read it here.
//
// Not cached: it is one primary-key read, and a rule such as the booking limit
// must see a change at once, on every app instance.
import { prisma } from "@/lib/db";
import { clinicSettingsChanged } from "@/lib/platform/cache-tags";
import { forbidden } from "@/lib/errors";
import { clinicSettingsSchema, type ClinicSettings, type ClinicSettingsUpdate } from "@/lib/clinic/settings-schema";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/lib/accounts/users";
import { recordAudit } from "@/lib/audit/record";

export type { ClinicSettings } from "@/lib/clinic/settings-schema";

export const SETTINGS_SAVED = "Settings saved";

const ROW = { id: 1 } as const;
// Every column but the key and the timestamp: a new policy column shows up
// here by itself. Give it its rule in lib/clinic/settings-schema.ts as well (the
// API validates and documents from there).
const settingsOnly = { id: true, updatedAt: true } as const;

type Db = Pick<Prisma.TransactionClient, "clinicSettings">;

/**
 * The current settings. Pass a transaction client to read them inside that
 * transaction. Should the row ever be missing it is recreated with the
 * column defaults (prisma/schema.prisma and its migration: the one place).
 */
export async function getClinicSettings(db: Db = prisma): Promise<ClinicSettings> {
  const row = await db.clinicSettings.findUnique({ where: ROW, omit: settingsOnly });
  if (row) return row;
  await db.clinicSettings.createMany({ data: [ROW], skipDuplicates: true });
  return db.clinicSettings.findUniqueOrThrow({ where: ROW, omit: settingsOnly });
}

/** Admins only: changes the given settings, keeps the others; the result must be consistent. */
export async function updateClinicSettings(actor: Actor, change: ClinicSettingsUpdate): Promise<ClinicSettings> {
  if (actor.role !== "admin") throw forbidden("Only admins can change the clinic settings");
  const updated = await prisma.$transaction(async (tx) => {
    // The row is locked so two admins' changes cannot combine into an inconsistent pair.
    await tx.$queryRaw`SELECT 1 FROM "clinic_settings" WHERE "id" = 1 FOR UPDATE`;
    const current = await getClinicSettings(tx);
    const next = clinicSettingsSchema.parse({ ...current, ...change });
    const changed = (Object.keys(next) as (keyof ClinicSettings)[]).filter((key) => next[key] !== current[key]);
    await recordAudit(tx, actor, { action: "settings.updated", subject: { type: "settings", id: "1" }, details: { fields: changed } });
    return tx.clinicSettings.update({ where: ROW, data: next, omit: settingsOnly });
  });
  clinicSettingsChanged();
  return updated;
}

/** Admins only: the current settings. */
export async function readClinicSettings(actor: Actor): Promise<ClinicSettings> {
  if (actor.role !== "admin") throw forbidden("Only admins can see the clinic settings");
  return getClinicSettings();
}
