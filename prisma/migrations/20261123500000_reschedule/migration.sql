-- Issue 14 item 5: the history of an appointment's moves to another slot
-- (lib/reschedule.ts). The move itself updates appointments.starts_at in
-- place, so the partial unique index on (doctor_id, starts_at) refuses a taken slot.
-- CreateTable
CREATE TABLE "appointment_reschedules" (
    "id" TEXT NOT NULL,
    "appointment_id" TEXT NOT NULL,
    "from_starts_at" TIMESTAMPTZ(3) NOT NULL,
    "to_starts_at" TIMESTAMPTZ(3) NOT NULL,
    "by_user_id" TEXT,
    "by_role" "role" NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "appointment_reschedules_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "appointment_reschedules_appointment_id_created_at_idx" ON "appointment_reschedules"("appointment_id", "created_at");

-- CreateIndex
CREATE INDEX "appointment_reschedules_by_user_id_idx" ON "appointment_reschedules"("by_user_id");

-- AddForeignKey
ALTER TABLE "appointment_reschedules" ADD CONSTRAINT "appointment_reschedules_appointment_id_fkey" FOREIGN KEY ("appointment_id") REFERENCES "appointments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "appointment_reschedules" ADD CONSTRAINT "appointment_reschedules_by_user_id_fkey" FOREIGN KEY ("by_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- A move goes somewhere else.
ALTER TABLE "appointment_reschedules"
  ADD CONSTRAINT "appointment_reschedules_moves" CHECK ("from_starts_at" <> "to_starts_at");
