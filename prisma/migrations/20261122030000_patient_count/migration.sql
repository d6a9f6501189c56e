-- The admin dashboard's Total Patients, kept like the appointment count (see
-- 20261122020000_row_counts): COUNT(*) of 200,000 patients takes ~40 ms even as an
-- index-only scan. Row 'patients' of row_counts counts users whose role is patient.
-- Statement-level triggers with transition tables: one UPDATE per statement, and
-- none at all for the many user updates that change no role (profile edits, logins).
CREATE FUNCTION "row_counts_patients"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta BIGINT := 0;
BEGIN
  -- Each branch reads only the transition tables its trigger declares.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    delta := delta + (SELECT count(*) FROM "new_rows" WHERE "role" = 'patient');
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    delta := delta - (SELECT count(*) FROM "old_rows" WHERE "role" = 'patient');
  END IF;
  IF delta <> 0 THEN
    UPDATE "row_counts" SET "n" = "n" + delta WHERE "table_name" = 'patients';
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION "row_counts_patients_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "row_counts" SET "n" = 0 WHERE "table_name" = 'patients';
  RETURN NULL;
END $$;

CREATE TRIGGER "users_count_patients_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_patients"();
CREATE TRIGGER "users_count_patients_update" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_patients"();
CREATE TRIGGER "users_count_patients_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_patients"();
CREATE TRIGGER "users_count_patients_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_patients_reset"();

INSERT INTO "row_counts" ("table_name", "n") SELECT 'patients', count(*) FROM "users" WHERE "role" = 'patient';
