-- Issue 13: single-use password links (reset, and a new doctor's set-password link),
-- of which only a hash is kept, and the patient's switch for reminder emails.
-- CreateEnum
CREATE TYPE "password_token_purpose" AS ENUM ('reset', 'set_password');

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "reminder_emails" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "password_tokens" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "purpose" "password_token_purpose" NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "password_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "password_tokens_token_hash_key" ON "password_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "password_tokens_user_id_idx" ON "password_tokens"("user_id");

-- AddForeignKey
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- By hand (Prisma cannot model checks): the hash is a SHA-256 in hex; a link expires after it was made.
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_hash_is_sha256" CHECK ("token_hash" ~ '^[0-9a-f]{64}$');
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_expire_after_creation" CHECK ("expires_at" > "created_at");
