-- Issue 25: the staff lists' searches by name (/admin/appointments, /admin/doctors) are
-- case-insensitive substring matches (ILIKE '%…%'), which no b-tree can answer: at 210,000
-- users a search read every user, and a search of all appointments matching no one walked
-- all 2,000,000 of them (16 s). A trigram index finds the users whose name matches first.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "users_name_trgm_idx" ON "users" USING GIN ("name" gin_trgm_ops);
