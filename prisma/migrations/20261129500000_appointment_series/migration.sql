-- Issue 48: a series of visits. The series holds its RFC 5545 rule (a floating DTSTART in the
-- clinic's wall clock, expanded by the `rrule` package); each date is an appointment naming it.
-- Visit types say whether they may be booked as a series and how many dates at most; the clinic
-- says whether patients may book one themselves.

-- AlterTable
ALTER TABLE "appointments" ADD COLUMN     "series_id" TEXT;

-- AlterTable
ALTER TABLE "clinic_settings" ADD COLUMN     "patients_may_book_series" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "visit_types" ADD COLUMN     "series_allowed" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "series_max_count" INTEGER NOT NULL DEFAULT 8;

-- The bounds of lib/visit-types (SERIES_MAX_COUNT_MIN, SERIES_MAX_COUNT_MAX).
ALTER TABLE "visit_types" ADD CONSTRAINT "visit_types_series_max_count_check" CHECK ("series_max_count" BETWEEN 2 AND 12);

-- CreateTable
CREATE TABLE "appointment_series" (
    "id" TEXT NOT NULL,
    "rrule" TEXT NOT NULL,
    "time_zone" TEXT NOT NULL,
    "doctor_id" TEXT NOT NULL,
    "patient_id" TEXT NOT NULL,
    "visit_type_id" TEXT NOT NULL,
    "created_by_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "appointment_series_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "appointment_series_patient_id_idx" ON "appointment_series"("patient_id");

-- CreateIndex
CREATE INDEX "appointment_series_doctor_id_idx" ON "appointment_series"("doctor_id");

-- CreateIndex
CREATE INDEX "appointments_series_id_starts_at_idx" ON "appointments"("series_id", "starts_at");

-- AddForeignKey
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_series_id_fkey" FOREIGN KEY ("series_id") REFERENCES "appointment_series"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_doctor_id_fkey" FOREIGN KEY ("doctor_id") REFERENCES "doctors"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_patient_id_fkey" FOREIGN KEY ("patient_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_visit_type_id_fkey" FOREIGN KEY ("visit_type_id") REFERENCES "visit_types"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
