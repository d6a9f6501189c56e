-- Insights (issue 28): the day the reminder emails started, marked on the weekly rates, is the
-- first sent reminder: this index answers it with its first entry.
CREATE INDEX "emails_kind_sent_at_idx" ON "emails"("kind", "sent_at");
