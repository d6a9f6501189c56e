-- The admin dashboard's latest bookings order by (created_at DESC, id DESC). With an
-- index on created_at alone, rows sharing a created_at were sorted in memory: at
-- 2,000,000 appointments (bench --large, where many share one) ~90 ms per dashboard.
-- DropIndex
DROP INDEX "appointments_created_at_idx";

-- CreateIndex
CREATE INDEX "appointments_created_at_id_idx" ON "appointments"("created_at", "id");
