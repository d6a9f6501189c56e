-- Expired rate-limit windows are removed a couple at a time by each new hit
-- (lib/rate-limit.ts); this index finds them without scanning the table.
CREATE INDEX "rate_limits_reset_at_idx" ON "rate_limits"("reset_at");
