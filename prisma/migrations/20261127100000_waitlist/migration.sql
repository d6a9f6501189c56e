-- Issue 27: the waitlist. Entries wait for a time with a doctor; a freed time is offered to one
-- entry at a time and held for it (waitlist_offers) until it is claimed, declined or expires.
-- What must never break is the database's to keep: two live holds of one doctor never overlap,
-- a patient has at most one live offer, an entry is never offered the same start twice.

-- CreateEnum
CREATE TYPE "waitlist_status" AS ENUM ('waiting', 'booked', 'left', 'removed', 'ended');

-- CreateEnum
CREATE TYPE "waitlist_offer_status" AS ENUM ('held', 'claimed', 'declined', 'expired', 'withdrawn');

-- AlterTable
ALTER TABLE "clinic_settings" ADD COLUMN     "waitlist_hold_minutes" INTEGER NOT NULL DEFAULT 15;

-- CreateTable
CREATE TABLE "waitlist_entries" (
    "id" TEXT NOT NULL,
    "patient_id" TEXT NOT NULL,
    "doctor_id" TEXT NOT NULL,
    "visit_type_id" TEXT,
    "from_date" DATE NOT NULL,
    "to_date" DATE NOT NULL,
    "parts_of_day" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "weekdays" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "status" "waitlist_status" NOT NULL DEFAULT 'waiting',
    "created_by_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "line_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ended_at" TIMESTAMPTZ(3),

    CONSTRAINT "waitlist_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "waitlist_offers" (
    "id" TEXT NOT NULL,
    "entry_id" TEXT NOT NULL,
    "patient_id" TEXT NOT NULL,
    "doctor_id" TEXT NOT NULL,
    "visit_type_id" TEXT,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "busy_until" TIMESTAMPTZ(3) NOT NULL,
    "token" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "status" "waitlist_offer_status" NOT NULL DEFAULT 'held',
    "answered_at" TIMESTAMPTZ(3),
    "appointment_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "waitlist_offers_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "waitlist_entries_patient_id_status_idx" ON "waitlist_entries"("patient_id", "status");

-- CreateIndex
CREATE INDEX "waitlist_entries_doctor_id_status_line_at_id_idx" ON "waitlist_entries"("doctor_id", "status", "line_at", "id");

-- CreateIndex
CREATE UNIQUE INDEX "waitlist_offers_token_key" ON "waitlist_offers"("token");

-- CreateIndex
CREATE UNIQUE INDEX "waitlist_offers_appointment_id_key" ON "waitlist_offers"("appointment_id");

-- CreateIndex
CREATE INDEX "waitlist_offers_doctor_id_status_starts_at_idx" ON "waitlist_offers"("doctor_id", "status", "starts_at");

-- CreateIndex
CREATE INDEX "waitlist_offers_status_answered_at_idx" ON "waitlist_offers"("status", "answered_at");

-- CreateIndex
CREATE UNIQUE INDEX "waitlist_offers_entry_id_starts_at_key" ON "waitlist_offers"("entry_id", "starts_at");

-- AddForeignKey
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_patient_id_fkey" FOREIGN KEY ("patient_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_doctor_id_fkey" FOREIGN KEY ("doctor_id") REFERENCES "doctors"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_visit_type_id_fkey" FOREIGN KEY ("visit_type_id") REFERENCES "visit_types"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_fkey" FOREIGN KEY ("entry_id") REFERENCES "waitlist_entries"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_patient_id_fkey" FOREIGN KEY ("patient_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_doctor_id_fkey" FOREIGN KEY ("doctor_id") REFERENCES "doctors"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_visit_type_id_fkey" FOREIGN KEY ("visit_type_id") REFERENCES "visit_types"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_appointment_id_fkey" FOREIGN KEY ("appointment_id") REFERENCES "appointments"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The hold length, a clinic setting (5 minutes to a day).
ALTER TABLE "clinic_settings" ADD CONSTRAINT "clinic_settings_waitlist_hold_minutes_check" CHECK ("waitlist_hold_minutes" BETWEEN 5 AND 1440);

ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_range_check" CHECK ("to_date" >= "from_date");
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_parts_of_day_check"
  CHECK ("parts_of_day" IS NOT NULL AND "parts_of_day" <@ ARRAY['morning', 'afternoon', 'evening']::TEXT[]);
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_weekdays_check"
  CHECK ("weekdays" IS NOT NULL AND "weekdays" <@ ARRAY[0, 1, 2, 3, 4, 5, 6]);
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_ended_check" CHECK (("status" = 'waiting') = ("ended_at" IS NULL));

ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_span_check" CHECK ("busy_until" > "starts_at");
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_answered_check" CHECK (("status" = 'held') = ("answered_at" IS NULL));
-- One time, one patient: live holds of a doctor never overlap (btree_gist: migration 20261126000000_visit_types).
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_no_overlapping_holds"
  EXCLUDE USING gist ("doctor_id" WITH =, tstzrange("starts_at", "busy_until") WITH &&) WHERE ("status" = 'held');
-- One live offer per patient (an exclusion constraint: a partial unique index is not Prisma's to model).
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_one_live_per_patient" EXCLUDE USING btree ("patient_id" WITH =) WHERE ("status" = 'held');
