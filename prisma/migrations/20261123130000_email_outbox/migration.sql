-- The outbox of emails (lib/notifications) and two appointment columns the
-- emails need: the reason given when cancelling, and the iCalendar SEQUENCE.
-- CreateEnum
CREATE TYPE "email_status" AS ENUM ('queued', 'sent', 'failed', 'cancelled');

-- AlterTable
ALTER TABLE "appointments" ADD COLUMN     "cancel_reason" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "ics_sequence" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "emails" (
    "id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "recipient" TEXT NOT NULL,
    "user_id" TEXT,
    "appointment_id" TEXT,
    "subject" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "status" "email_status" NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT NOT NULL DEFAULT '',
    "job_id" UUID,
    "send_after" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "emails_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "emails_created_at_id_idx" ON "emails"("created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "emails_appointment_id_idx" ON "emails"("appointment_id");

-- CreateIndex
CREATE INDEX "emails_user_id_idx" ON "emails"("user_id");

-- AddForeignKey
ALTER TABLE "emails" ADD CONSTRAINT "emails_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "emails" ADD CONSTRAINT "emails_appointment_id_fkey" FOREIGN KEY ("appointment_id") REFERENCES "appointments"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- By hand (Prisma cannot model checks): a sent email says when; attempts only grow from zero.
ALTER TABLE "emails" ADD CONSTRAINT "emails_sent_at_iff_sent" CHECK (("status" = 'sent') = ("sent_at" IS NOT NULL));
ALTER TABLE "emails" ADD CONSTRAINT "emails_attempts_not_negative" CHECK ("attempts" >= 0);
