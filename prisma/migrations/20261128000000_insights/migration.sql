-- Insights (issue 28; docs/insights.md): every figure of a range reads the appointments starting
-- in it. This index holds every column those reads use after the start, so a 90-day range of a
-- clinic with 2,000,000 appointments is one index-only range scan (no heap visits while the
-- visibility map is current) instead of a bitmap heap scan of a quarter of a million rows.
-- CreateIndex
CREATE INDEX "appointments_insights_idx" ON "appointments"("starts_at", "status", "created_at", "ends_at", "doctor_id", "visit_type_id", "amount");
