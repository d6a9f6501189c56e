-- Issue 26: families. A dependent (a child, a parent in care) is a patient record of its own (one
-- person, one record) whose guardian manages it: books, moves and cancels its visits and gets its
-- emails. A dependent has no login of its own.
ALTER TABLE "users" ADD COLUMN "guardian_id" TEXT,
ADD COLUMN "relationship" TEXT NOT NULL DEFAULT '';

ALTER TABLE "users" ADD CONSTRAINT "users_guardian_id_fkey" FOREIGN KEY ("guardian_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
CREATE INDEX "users_guardian_id_idx" ON "users"("guardian_id");

ALTER TABLE "users" ADD CONSTRAINT "users_dependents_have_no_login" CHECK ("guardian_id" IS NULL OR ("role" = 'patient' AND "password_hash" IS NULL AND "guardian_id" <> "id"));
