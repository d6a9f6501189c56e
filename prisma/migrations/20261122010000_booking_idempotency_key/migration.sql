-- AlterTable
ALTER TABLE "appointments" ADD COLUMN     "idempotency_key" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "appointments_patient_idempotency_key" ON "appointments"("patient_id", "idempotency_key");

