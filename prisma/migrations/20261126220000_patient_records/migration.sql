-- Issue 26: patient records without an account. The front desk makes a patient from a phone call
-- with a name and a phone number: no email, no password (such a record cannot sign in). An
-- invitation later gives it a password: the record becomes the person's account, history and all.
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL,
ALTER COLUMN "password_hash" DROP NOT NULL;

-- Only a patient may lack them; and a password always comes with an email to sign in with.
ALTER TABLE "users" ADD CONSTRAINT "users_staff_have_accounts" CHECK ("role" = 'patient' OR ("email" IS NOT NULL AND "password_hash" IS NOT NULL));
ALTER TABLE "users" ADD CONSTRAINT "users_password_needs_email" CHECK ("password_hash" IS NULL OR "email" IS NOT NULL);

-- The desk finds a patient by part of the name with accents and case ignored, or by the digits
-- of a phone number, at 200,000 patients: trigram indexes on both normalised forms. unaccent()
-- is only STABLE (its dictionary could change), so an IMMUTABLE wrapper names the dictionary.
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE OR REPLACE FUNCTION careslot_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
CREATE OR REPLACE FUNCTION careslot_digits(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace($1, '[^0-9]', '', 'g') $$;

CREATE INDEX "users_patient_name_fold_trgm_idx" ON "users" USING GIN (careslot_fold("name") gin_trgm_ops) WHERE "role" = 'patient';
CREATE INDEX "users_patient_phone_digits_trgm_idx" ON "users" USING GIN (careslot_digits("phone") gin_trgm_ops) WHERE "role" = 'patient';
-- And by date of birth.
CREATE INDEX "users_dob_idx" ON "users" ("dob");

-- Who made a record, when the front desk or an admin did (null: the person signed up).
ALTER TABLE "users" ADD COLUMN "created_by_id" TEXT;
ALTER TABLE "users" ADD CONSTRAINT "users_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
