-- Issue 26. Who booked each appointment and in what role. Null on the appointments booked before this was
-- recorded: their patients booked them (no backfill: two million rows at --large stay untouched).
ALTER TABLE "appointments" ADD COLUMN "booked_by_id" TEXT,
ADD COLUMN "booked_by_role" "role";

ALTER TABLE "appointments" ADD CONSTRAINT "appointments_booked_by_id_fkey" FOREIGN KEY ("booked_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
