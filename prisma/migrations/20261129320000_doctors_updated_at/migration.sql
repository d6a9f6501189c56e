-- Issue 46: SMART Scheduling Links' $bulk-publish asks "what changed since?" of the doctors on
-- every poll (the latest change for its ETag, the doctors changed after `_since`): an index on
-- updated_at answers both without reading every doctor.
CREATE INDEX "doctors_updated_at_idx" ON "doctors"("updated_at");
