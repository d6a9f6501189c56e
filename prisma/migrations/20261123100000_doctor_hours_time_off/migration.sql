-- Each doctor's week and time off (lib/slots.ts). weekly_hours null means the
-- default hours, every day 10:00-21:00 (SPEC section 9), so existing doctors
-- keep exactly the slots they had. The application validates with zod
-- (lib/validation/schedule.ts); weekly_hours_valid() is the database's own
-- copy of that rule, so no other writer can store a week the rule misreads.

-- AlterTable
ALTER TABLE "doctors" ADD COLUMN     "weekly_hours" JSONB;

-- CreateTable
CREATE TABLE "time_off" (
    "id" TEXT NOT NULL,
    "doctor_id" TEXT NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "reason" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "time_off_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "time_off_doctor_id_ends_at_idx" ON "time_off"("doctor_id", "ends_at");

-- AddForeignKey
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_doctor_id_fkey" FOREIGN KEY ("doctor_id") REFERENCES "doctors"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A week: an object with exactly the keys "0" (Sunday) to "6" (Saturday),
-- each an array of {"start": "HH:MM", "end": "HH:MM"} on the half hour (end
-- up to "24:00"), each ending after it starts, in order and not overlapping.
CREATE FUNCTION "weekly_hours_valid"("week" JSONB) RETURNS BOOLEAN
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  "day" TEXT;
  "item" JSONB;
  "s" INT;
  "e" INT;
  "previous_end" INT;
BEGIN
  IF jsonb_typeof("week") <> 'object' THEN RETURN FALSE; END IF;
  IF (SELECT array_agg(k ORDER BY k) FROM jsonb_object_keys("week") AS k) <> ARRAY['0', '1', '2', '3', '4', '5', '6'] THEN
    RETURN FALSE;
  END IF;
  FOR "day" IN SELECT jsonb_object_keys("week") LOOP
    IF jsonb_typeof("week" -> "day") <> 'array' THEN RETURN FALSE; END IF;
    "previous_end" := -1;
    FOR "item" IN SELECT jsonb_array_elements("week" -> "day") LOOP
      IF jsonb_typeof("item") <> 'object'
        OR (SELECT count(*) FROM jsonb_object_keys("item")) <> 2
        OR jsonb_typeof("item" -> 'start') IS DISTINCT FROM 'string'
        OR jsonb_typeof("item" -> 'end') IS DISTINCT FROM 'string'
        OR ("item" ->> 'start') !~ '^([01][0-9]|2[0-3]):[03]0$'
        OR ("item" ->> 'end') !~ '^(([01][0-9]|2[0-3]):[03]0|24:00)$' THEN
        RETURN FALSE;
      END IF;
      "s" := split_part("item" ->> 'start', ':', 1)::INT * 60 + split_part("item" ->> 'start', ':', 2)::INT;
      "e" := split_part("item" ->> 'end', ':', 1)::INT * 60 + split_part("item" ->> 'end', ':', 2)::INT;
      IF "e" <= "s" OR "s" < "previous_end" THEN RETURN FALSE; END IF;
      "previous_end" := "e";
    END LOOP;
  END LOOP;
  RETURN TRUE;
END;
$$;

ALTER TABLE "doctors" ADD CONSTRAINT "doctors_weekly_hours_valid" CHECK ("weekly_hours" IS NULL OR "weekly_hours_valid"("weekly_hours"));
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_ends_after_start" CHECK ("ends_at" > "starts_at");
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_reason_length" CHECK (char_length("reason") <= 200);
