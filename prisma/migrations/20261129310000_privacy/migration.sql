-- Issue 45 (items 5 and 6): a person's identity erased, and the last sign-in the inactive-patient
-- retention job reads.
ALTER TABLE "users" ADD COLUMN "erased_at" TIMESTAMPTZ(3);
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" TIMESTAMPTZ(3);

-- The sign-ins known so far: the newest session each account still holds.
UPDATE "users" u SET "last_sign_in_at" = s.latest
  FROM (SELECT "user_id", max("created_at") AS latest FROM "sessions" GROUP BY "user_id") s
 WHERE s."user_id" = u."id";

-- An erased person has no email, phone, address, date of birth or picture, and no way to sign in.
ALTER TABLE "users" ADD CONSTRAINT "users_erased_have_no_identity" CHECK (
  "erased_at" IS NULL OR ("email" IS NULL AND "password_hash" IS NULL AND "phone" = '' AND "address" = '' AND "dob" IS NULL AND "image" = ''));
