-- Indexes for the admin's long lists at scale (issue 6: 10,000 doctors, 2,000,000 appointments).
-- CreateIndex
CREATE INDEX "appointments_starts_at_id_idx" ON "appointments"("starts_at" DESC, "id");

-- CreateIndex
CREATE INDEX "doctors_created_at_id_idx" ON "doctors"("created_at", "id");

-- CreateTable
CREATE TABLE "row_counts" (
    "table_name" TEXT NOT NULL,
    "n" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "row_counts_pkey" PRIMARY KEY ("table_name")
);

-- Hand-written below (Prisma does not model triggers; the drift test compares tables,
-- columns and indexes only). COUNT(*) over millions of appointments takes ~100 ms
-- however it is indexed; these statement-level triggers keep an exact count that
-- the admin dashboard reads in one row. One UPDATE per statement (not per row), so
-- a bulk insert of 2,000,000 rows adds them in one step; the row lock is held only
-- from a booking's INSERT to its COMMIT. A failed INSERT never reaches the trigger.
CREATE FUNCTION "row_counts_add_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "row_counts" SET "n" = "n" + (SELECT count(*) FROM "inserted_rows") WHERE "table_name" = TG_TABLE_NAME;
  RETURN NULL;
END $$;

CREATE FUNCTION "row_counts_subtract_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "row_counts" SET "n" = "n" - (SELECT count(*) FROM "deleted_rows") WHERE "table_name" = TG_TABLE_NAME;
  RETURN NULL;
END $$;

CREATE FUNCTION "row_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "row_counts" SET "n" = 0 WHERE "table_name" = TG_TABLE_NAME;
  RETURN NULL;
END $$;

CREATE TRIGGER "appointments_count_insert" AFTER INSERT ON "appointments"
  REFERENCING NEW TABLE AS "inserted_rows" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_add_inserted"();
CREATE TRIGGER "appointments_count_delete" AFTER DELETE ON "appointments"
  REFERENCING OLD TABLE AS "deleted_rows" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_subtract_deleted"();
CREATE TRIGGER "appointments_count_truncate" AFTER TRUNCATE ON "appointments"
  FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_reset"();

INSERT INTO "row_counts" ("table_name", "n") SELECT 'appointments', count(*) FROM "appointments";
