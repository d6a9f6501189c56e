-- Issue 46: SMART Scheduling Links' `_since` (lib/appointments/schedule-changes.ts) finds the
-- doctors whose free times changed by the timestamps of their rows: their own, their
-- appointments', time off's and waitlist holds'. A row deleted outright leaves no timestamp, yet
-- deleting a visit, a time off or a hold that still held future time frees that time. Whatever
-- deletes it (an admin's clean-up in SQL, a cascade, a retention job to come), these triggers
-- bump the doctor's `updated_at`, the row `_since` reads, in the same transaction, so no path can
-- forget it. One UPDATE per statement (transition tables), over the distinct doctors only.
-- clock_timestamp(), not now(): the time of the delete, as close to its commit as the database
-- can say, so a poll that started meanwhile still finds it next time.
-- Only rows that held time still ahead count: an open visit until its end plus buffer (the span
-- the exclusion constraint and the view "visit_busy_times" count), a time off until its end, a
-- live hold until it expires. Deleting history changes no free time.
CREATE FUNCTION "doctors_touch_for_deleted_visits"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "doctors" SET "updated_at" = clock_timestamp()
   WHERE "id" IN (SELECT "doctor_id" FROM "deleted_rows"
                   WHERE "status" <> 'cancelled' AND appointment_busy_until("ends_at", "buffer_minutes") > now());
  RETURN NULL;
END $$;

CREATE FUNCTION "doctors_touch_for_deleted_time_off"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "doctors" SET "updated_at" = clock_timestamp()
   WHERE "id" IN (SELECT "doctor_id" FROM "deleted_rows" WHERE "ends_at" > now());
  RETURN NULL;
END $$;

CREATE FUNCTION "doctors_touch_for_deleted_holds"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "doctors" SET "updated_at" = clock_timestamp()
   WHERE "id" IN (SELECT "doctor_id" FROM "deleted_rows" WHERE "status" = 'held' AND "expires_at" > now());
  RETURN NULL;
END $$;

CREATE TRIGGER "appointments_deleted_touch_doctors" AFTER DELETE ON "appointments"
  REFERENCING OLD TABLE AS "deleted_rows" FOR EACH STATEMENT EXECUTE FUNCTION "doctors_touch_for_deleted_visits"();
CREATE TRIGGER "time_off_deleted_touch_doctors" AFTER DELETE ON "time_off"
  REFERENCING OLD TABLE AS "deleted_rows" FOR EACH STATEMENT EXECUTE FUNCTION "doctors_touch_for_deleted_time_off"();
CREATE TRIGGER "waitlist_offers_deleted_touch_doctors" AFTER DELETE ON "waitlist_offers"
  REFERENCING OLD TABLE AS "deleted_rows" FOR EACH STATEMENT EXECUTE FUNCTION "doctors_touch_for_deleted_holds"();
