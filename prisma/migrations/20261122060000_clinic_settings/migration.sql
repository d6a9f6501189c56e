-- The clinic's policy settings (lib/settings.ts): one row, id 1. Issue 12 item 5
-- adds the limits on a patient's open future appointments; later policy
-- fields are added as columns with defaults to the same row.
-- CreateTable
CREATE TABLE "clinic_settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "max_open_per_doctor" INTEGER NOT NULL DEFAULT 2,
    "max_open_total" INTEGER NOT NULL DEFAULT 5,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "clinic_settings_pkey" PRIMARY KEY ("id")
);

-- Rules Prisma cannot express: a single row, and limits that make sense
-- (lib/settings.ts validates the same bounds with a clear message first).
ALTER TABLE "clinic_settings"
  ADD CONSTRAINT "clinic_settings_single_row" CHECK ("id" = 1),
  ADD CONSTRAINT "clinic_settings_max_open_per_doctor_range" CHECK ("max_open_per_doctor" BETWEEN 1 AND 100),
  ADD CONSTRAINT "clinic_settings_max_open_total_range" CHECK ("max_open_total" BETWEEN 1 AND 100),
  ADD CONSTRAINT "clinic_settings_per_doctor_within_total" CHECK ("max_open_per_doctor" <= "max_open_total");

-- The row, with the defaults above.
INSERT INTO "clinic_settings" ("id") VALUES (1);
