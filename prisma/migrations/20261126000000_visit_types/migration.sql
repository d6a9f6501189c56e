-- Issue 24: visit types of their own length, price and mode; appointments get an end; the
-- database refuses overlapping appointments of one doctor (with the buffer after) or of one
-- patient, whatever their lengths, with exclusion constraints instead of the unique slot indexes.
CREATE EXTENSION IF NOT EXISTS btree_gist;

CREATE TYPE "visit_mode" AS ENUM ('in_person', 'video');

CREATE TABLE "visit_types" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "duration_minutes" INTEGER NOT NULL,
    "price" INTEGER,
    "mode" "visit_mode" NOT NULL DEFAULT 'in_person',
    "buffer_minutes" INTEGER NOT NULL DEFAULT 0,
    "all_doctors" BOOLEAN NOT NULL DEFAULT true,
    "position" INTEGER NOT NULL,
    "archived_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "visit_types_pkey" PRIMARY KEY ("id"),
    -- The bounds lib/visit-types/schemas.ts checks first with a clear message.
    CONSTRAINT "visit_types_duration_range" CHECK ("duration_minutes" BETWEEN 5 AND 480 AND "duration_minutes" % 5 = 0),
    CONSTRAINT "visit_types_buffer_range" CHECK ("buffer_minutes" BETWEEN 0 AND 120 AND "buffer_minutes" % 5 = 0),
    CONSTRAINT "visit_types_price_range" CHECK ("price" IS NULL OR "price" BETWEEN 0 AND 100000),
    CONSTRAINT "visit_types_name_present" CHECK (length(btrim("name")) BETWEEN 1 AND 80)
);
CREATE INDEX "visit_types_archived_at_position_idx" ON "visit_types"("archived_at", "position");

CREATE TABLE "visit_type_doctors" (
    "visit_type_id" TEXT NOT NULL,
    "doctor_id" TEXT NOT NULL,

    CONSTRAINT "visit_type_doctors_pkey" PRIMARY KEY ("visit_type_id","doctor_id")
);
CREATE INDEX "visit_type_doctors_doctor_id_idx" ON "visit_type_doctors"("doctor_id");
ALTER TABLE "visit_type_doctors" ADD CONSTRAINT "visit_type_doctors_visit_type_id_fkey" FOREIGN KEY ("visit_type_id") REFERENCES "visit_types"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "visit_type_doctors" ADD CONSTRAINT "visit_type_doctors_doctor_id_fkey" FOREIGN KEY ("doctor_id") REFERENCES "doctors"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- SPEC's one visit: "Consultation", 30 minutes, at the doctor's fee, in person, every doctor.
INSERT INTO "visit_types" ("id", "name", "duration_minutes", "price", "mode", "buffer_minutes", "all_doctors", "position", "updated_at")
VALUES ('consultation', 'Consultation', 30, NULL, 'in_person', 0, true, 0, CURRENT_TIMESTAMP);

ALTER TABLE "doctors" ADD COLUMN "calendar_feed_version" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "video_url" TEXT,
ADD CONSTRAINT "doctors_video_url_https" CHECK ("video_url" IS NULL OR ("video_url" ~ '^https://' AND length("video_url") <= 500));

ALTER TABLE "clinic_settings" ADD COLUMN "slot_interval_minutes" INTEGER NOT NULL DEFAULT 30,
ADD CONSTRAINT "clinic_settings_slot_interval_minutes_allowed" CHECK ("slot_interval_minutes" IN (5, 10, 15, 20, 30, 60));

-- Every existing appointment is SPEC's consultation: 30 minutes from its start.
ALTER TABLE "appointments" ADD COLUMN "buffer_minutes" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "ends_at" TIMESTAMPTZ(3),
ADD COLUMN "video_url" TEXT,
ADD COLUMN "visit_type_id" TEXT;
UPDATE "appointments" SET "ends_at" = "starts_at" + interval '30 minutes', "visit_type_id" = 'consultation';
ALTER TABLE "appointments" ALTER COLUMN "ends_at" SET NOT NULL,
ALTER COLUMN "visit_type_id" SET NOT NULL,
ADD CONSTRAINT "appointments_ends_after_start" CHECK ("ends_at" > "starts_at"),
ADD CONSTRAINT "appointments_buffer_range" CHECK ("buffer_minutes" BETWEEN 0 AND 120);
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_visit_type_id_fkey" FOREIGN KEY ("visit_type_id") REFERENCES "visit_types"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
CREATE INDEX "appointments_visit_type_id_idx" ON "appointments"("visit_type_id");

-- Until when the doctor is busy: the end plus the buffer after. `timestamptz + interval` is only
-- STABLE (it reads the session's zone for day-sized intervals), so index expressions cannot use it;
-- minutes never depend on the zone, hence this IMMUTABLE wrapper.
CREATE FUNCTION appointment_busy_until(ends_at timestamptz, buffer_minutes integer) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ends_at + make_interval(mins => buffer_minutes) $$;

-- The last word on races and on every path that books or moves (patients, doctors, admins, the
-- API, two app instances): no two open appointments of one doctor whose [start, end + buffer)
-- ranges overlap, none of one patient whose [start, end) overlap. Lengths may differ.
DROP INDEX "appointments_one_active_per_doctor_slot";
DROP INDEX "appointments_one_active_per_patient_slot";
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_doctor_overlap"
  EXCLUDE USING gist ("doctor_id" WITH =, tstzrange("starts_at", appointment_busy_until("ends_at", "buffer_minutes")) WITH &&)
  WHERE ("status" <> 'cancelled');
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_patient_overlap"
  EXCLUDE USING gist ("patient_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("status" <> 'cancelled');
