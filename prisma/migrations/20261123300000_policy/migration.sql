-- Issue 14 items 3 and 7: the clinic's booking policy (lib/settings.ts) and
-- the check-in and no-show statuses of an appointment (lib/appointment-status.ts).
ALTER TYPE "appointment_status" ADD VALUE 'checked_in';
ALTER TYPE "appointment_status" ADD VALUE 'no_show';

ALTER TABLE "clinic_settings"
  ADD COLUMN "booking_horizon_days" INTEGER NOT NULL DEFAULT 7,
  ADD COLUMN "min_notice_minutes" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "cancel_cutoff_hours" INTEGER NOT NULL DEFAULT 0;

-- The bounds lib/validation/settings.ts checks first with a clear message.
ALTER TABLE "clinic_settings"
  ADD CONSTRAINT "clinic_settings_booking_horizon_days_range" CHECK ("booking_horizon_days" BETWEEN 1 AND 90),
  ADD CONSTRAINT "clinic_settings_min_notice_minutes_range" CHECK ("min_notice_minutes" BETWEEN 0 AND 10080),
  ADD CONSTRAINT "clinic_settings_cancel_cutoff_hours_range" CHECK ("cancel_cutoff_hours" BETWEEN 0 AND 720);
