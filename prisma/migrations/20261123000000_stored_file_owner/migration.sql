-- Each stored image belongs to the account whose picture it is (users.image
-- points at '/uploads/' || id); owner_id is null only while an upload is being
-- saved. An account owns at most one stored image (the unique index): the
-- per-account storage cap, counted by the database. Replaced images are
-- deleted by lib/storage.ts; deleting an account deletes its image.

-- AlterTable
ALTER TABLE "stored_files" ADD COLUMN "owner_id" TEXT;

-- Existing images: owned by the account that shows them.
UPDATE "stored_files" f SET "owner_id" = r."user_id"
FROM (
  SELECT DISTINCT ON (u."image") u."image", u."id" AS "user_id"
  FROM "users" u
  WHERE u."image" LIKE '/uploads/%'
  ORDER BY u."image", u."id"
) r
WHERE r."image" = '/uploads/' || f."id";

-- Images nothing shows any more (replaced before this migration). An upload
-- still being saved by an instance running the old code is minutes old at most.
DELETE FROM "stored_files" WHERE "owner_id" IS NULL AND "created_at" < CURRENT_TIMESTAMP - INTERVAL '1 hour';

-- CreateIndex
CREATE UNIQUE INDEX "stored_files_owner_id_key" ON "stored_files"("owner_id");

-- AddForeignKey
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
