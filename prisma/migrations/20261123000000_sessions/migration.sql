-- Server-side sessions (issue 12, item 7): every sign-in, web or REST, gets a row
-- whose id its cookie or token carries; logging out deletes the row.
-- CreateEnum
CREATE TYPE "session_kind" AS ENUM ('web', 'api');

-- CreateTable
CREATE TABLE "sessions" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "kind" "session_kind" NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "sessions_user_id_idx" ON "sessions"("user_id");

-- CreateIndex
CREATE INDEX "sessions_expires_at_idx" ON "sessions"("expires_at");

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Added by hand (the drift test ignores check constraints).
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_expire_after_creation" CHECK ("expires_at" > "created_at");
